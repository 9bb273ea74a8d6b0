// docs/contract.md "Output layout": every news item and event has a page of its own, /news/{id}/ and
// /events/{id}/. The API's ids are Mongo-style hex in practice but the spec does not promise it: an
// id that is not path-safe ([A-Za-z0-9_-], at most 64) is replaced by a stable hash of it, so no id
// can write outside its folder (the build writes ROUTE/index.html). Plain module: cards import it.

/** The ids that are their own folder name. */
export const PATH_SAFE = /^[A-Za-z0-9_-]{1,64}$/

/** Four digits name a year's archive beside the item pages (/news/2025/, lib/select/archives.ts). */
const YEAR_LIKE = /^[0-9]{4}$/

/** The folder name of a record's page: its id when path-safe and not a year, else 'p' and an FNV-1a hash of it. */
export function permalinkId(id: string): string {
  if (PATH_SAFE.test(id) && !YEAR_LIKE.test(id)) return id
  let h = 0x811c9dc5
  for (const ch of id) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return 'p' + h.toString(16).padStart(8, '0')
}

/** A news item's page. */
export const newsHref = (id: string) => `/news/${permalinkId(id)}/`
/** An event's page. */
export const eventHref = (id: string) => `/events/${permalinkId(id)}/`
/** An event's own calendar file, beside its page (written by the post-build step). */
export const eventIcsHref = (id: string) => `${eventHref(id)}event.ics`

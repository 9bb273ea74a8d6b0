// The bulk pages (albums, news items, events: thousands of pages of one template each) are written by
// the build's batch (scripts/build/batch.ts) instead of one Vike render each: Vike's per-page
// machinery (routing, pageContext, asset injection, keeping every page in memory) costs more than
// rendering the page itself. Vike still renders a few samples of each kind; the batch renders the
// rest with the same renderDocument(), adds the asset tags Vike added to the samples, and first
// checks that it reproduces the samples byte for byte.
import { BODY_CLOSE, HEAD_OPEN } from '#renderer/documentMarks.ts'
import { albumHref } from '#lib/format/url.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { eventsByPageId, newsByPageId } from '#lib/select/permalinks.ts'

/** Pages of each kind Vike renders (the samples the batch copies its asset tags from and checks itself against). */
export const VIKE_SAMPLE_SIZE = 3

/** The kinds of bulk page and their routes (docs/contract.md "Output layout"). */
export type BulkKind = 'album' | 'news' | 'event'

/** A route as Vike's onBeforePrerenderStart lists it: the page's address without its trailing slash. */
const route = (href: string) => href.slice(0, -1)

/** Every page of a kind, as routes, in snapshot order. Ids are path-safe (lib/schema/primitives.ts). */
export function bulkRoutes(kind: BulkKind): string[] {
  switch (kind) {
    case 'album':
      return loadSnapshot('gallery').map((g) => route(albumHref(g._id)))
    case 'news':
      return [...newsByPageId().values()].map((n) => route(newsHref(n._id)))
    case 'event':
      return [...eventsByPageId().values()].map((e) => route(eventHref(e._id)))
  }
}

/** The route parameter of a bulk route (its last segment). */
export const bulkId = (route: string) => route.slice(route.lastIndexOf('/') + 1)

/** NCSR_ALL_BY_VIKE=1 lets Vike render every bulk page itself (no batch): to compare, or as a fallback. */
export const allByVike = (env: NodeJS.ProcessEnv = process.env) => env['NCSR_ALL_BY_VIKE'] === '1'

/** Split of a kind's routes, in order: Vike's samples and the batch's share. */
export function splitSamples(routes: string[], env: NodeJS.ProcessEnv = process.env): { vike: string[]; batch: string[] } {
  if (allByVike(env)) return { vike: routes, batch: [] }
  return { vike: routes.slice(0, VIKE_SAMPLE_SIZE), batch: routes.slice(VIKE_SAMPLE_SIZE) }
}

/** What Vike inserted into a page: after <head> and before the closing </body>. */
export interface AssetTags {
  head: string
  body: string
}

function insertionPoints(ours: string): [head: number, body: number] {
  const head = ours.indexOf(HEAD_OPEN)
  const body = ours.lastIndexOf(BODY_CLOSE)
  if (head < 0 || body < head) throw new Error('renderDocument output has no <head> or no closing </body>')
  return [head + HEAD_OPEN.length, body]
}

/**
 * The tags Vike added to our document: `vike` must be `ours` with one insertion after <head> and one
 * before </body>, nothing else. Throws when it is not (Vike changed how it injects).
 */
export function assetTagsOf(vike: string, ours: string): AssetTags {
  const [h, b] = insertionPoints(ours)
  const start = ours.slice(0, h)
  const middle = ours.slice(h, b)
  const end = ours.slice(b)
  if (!vike.startsWith(start) || !vike.endsWith(end)) throw new Error('Vike changed the document outside <head> and </body>')
  const between = vike.slice(start.length, vike.length - end.length)
  const at = between.indexOf(middle)
  if (at < 0 || between.indexOf(middle, at + 1) >= 0) throw new Error('Vike changed the document between <head> and </body>')
  return { head: between.slice(0, at), body: between.slice(at + middle.length) }
}

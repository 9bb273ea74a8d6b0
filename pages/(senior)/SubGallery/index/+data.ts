// https://vike.dev/data — the newest albums' ids and titles (the no-JS list). At most EMBED_LIMIT,
// so the page stays small at 10,000 albums; the ?id= forwarder asks the server whether an album exists.
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import { capped } from '#lib/select/listingData.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { items, total } = capped(newestFirst(loadSnapshot('gallery')).map((g) => ({ id: g._id, title: g.title })))
  return { albums: items, total }
}

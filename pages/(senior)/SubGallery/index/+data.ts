// https://vike.dev/data — the known album ids (for the ?id= forwarder) and their titles (no-JS list).
import { loadSnapshot } from '../../../../lib/load/snapshot.ts'
import { newestFirst } from '../../../../lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return { albums: newestFirst(loadSnapshot('gallery')).map((g) => ({ id: g._id, title: g.title })) }
}

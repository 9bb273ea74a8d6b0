// https://vike.dev/onBeforePrerenderStart — every album gets /SubGallery/{id}/ (CONTRACT.md "Output layout").
// Ids are path-safe: lib/schema/primitives.ts pathSafeId allows only [A-Za-z0-9_-].
// Each prerender process lists only its shard's albums (lib/build/prerenderShard.ts), so it never
// routes the others' (the global +onPrerenderStart filters the remaining pages).
import { currentShard, inShard } from '../../../../lib/build/prerenderShard.ts'
import { loadSnapshot } from '../../../../lib/load/snapshot.ts'

export function onBeforePrerenderStart(): string[] {
  const shard = currentShard()
  return loadSnapshot('gallery')
    .map((g) => `/SubGallery/${g._id}`)
    .filter((url) => inShard(url, shard))
}

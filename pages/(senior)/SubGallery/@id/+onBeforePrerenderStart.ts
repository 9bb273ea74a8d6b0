// https://vike.dev/onBeforePrerenderStart — every album gets /SubGallery/{id}/ (docs/contract.md "Output layout").
// Ids are path-safe: lib/schema/primitives.ts pathSafeId allows only [A-Za-z0-9_-].
// Vike renders a few sample albums; the album batch of scripts/prerender writes the rest with the same
// renderer (lib/build/albumPages.ts). Each prerender process lists only its shard's albums
// (lib/build/prerenderShard.ts), so it never routes the others'.
import { albumUrl, splitAlbums } from '../../../../lib/build/albumPages.ts'
import { currentShard, inShard } from '../../../../lib/build/prerenderShard.ts'
import { loadSnapshot } from '../../../../lib/load/snapshot.ts'

export function onBeforePrerenderStart(): string[] {
  const shard = currentShard()
  return splitAlbums(loadSnapshot('gallery').map((g) => g._id))
    .vike.map(albumUrl)
    .filter((url) => inShard(url, shard))
}

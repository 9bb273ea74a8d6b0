// https://vike.dev/data — kindergarten photo albums (Junior, spec §4), newest first, DD-MM-YYYY.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderAlbums } from '#lib/select/audience.ts'
import { albumEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import { capped, listingFile } from '#lib/select/listingData.ts'
import { listingArchives } from '#lib/select/listingArchives.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  // At most EMBED_LIMIT cards in the HTML; the page fetches the rest (listing file) when there are more.
  const { items, total } = capped(newestFirst(kinderAlbums(loadSnapshot('gallery'))).map((g) => albumEntry(g, apiBase, 'dashed')))
  return { items, total, allUrl: '/' + listingFile('kidsGallery').fileName, archives: listingArchives('kidsGallery') }
}

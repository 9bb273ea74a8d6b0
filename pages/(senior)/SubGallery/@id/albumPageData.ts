// One album page's data by album id (+data.ts), which Vike and the build's batch of bulk pages
// (scripts/build/batch.ts) both render.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { albumView } from '#lib/select/album.ts'
import { albumHref } from '#lib/format/url.ts'
import { absoluteUrl } from '#lib/seo/jsonLd.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'

// One map per snapshot (a find() per page made 10,000 albums quadratic).
const maps = new WeakMap<object, Map<string, GalleryItem>>()
function albumsById(albums: GalleryItem[]): Map<string, GalleryItem> {
  let m = maps.get(albums)
  if (!m) maps.set(albums, (m = new Map(albums.map((g) => [g._id, g]))))
  return m
}

/** The page's data for one album id, or null when there is no such album. */
export function albumPageData(id: string) {
  const album = albumsById(loadSnapshot('gallery')).get(id)
  if (!album) return null
  const env = readBuildEnv()
  return {
    title: album.title,
    album: albumView(album, env.apiBase),
    share: { title: album.title, url: absoluteUrl(env.siteUrl, albumHref(album._id)) },
  }
}

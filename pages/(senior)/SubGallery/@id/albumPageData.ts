// One album page's data by album id (+data.ts).
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { albumView } from '#lib/select/album.ts'
import { albumHref, apiImageUrl } from '#lib/format/url.ts'
import { absoluteUrl, imageGalleryJsonLd } from '#lib/seo/jsonLd.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'

// One map per parse of the snapshot (a find() per page made 10,000 albums quadratic). Invalidated by:
// another parse (lib/load/fileCache.ts), which is another array.
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
  const view = albumView(album, env.apiBase)
  // Its first photo the image step could make is what a shared link shows; else its listing's card.
  const at = album.attachments.findIndex((_, i) => !view.photos[i]!.thumb.failed)
  const first = at < 0 ? undefined : album.attachments[at]
  const url = albumHref(album._id)
  const gallery = imageGalleryJsonLd(
    { title: album.title, description: album.description, cover: at < 0 ? '' : view.photos[at]!.src, url },
    env.siteUrl,
  )
  return {
    title: album.title,
    album: view,
    share: { title: album.title, url: absoluteUrl(env.siteUrl, url) },
    seo: {
      photo: first ? apiImageUrl(first, env.apiBase) : undefined,
      cardTitle: view.back.label,
      jsonLd: [gallery],
      // Home, the listing it is reached from, the album (not /SubGallery/, the page of no album).
      breadcrumbs: [
        { name: view.back.label, path: view.back.href },
        { name: album.title, path: url },
      ],
    },
  }
}

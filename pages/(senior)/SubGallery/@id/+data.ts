// https://vike.dev/data — one album by its id.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readBuildEnv } from '../../../../lib/config/buildEnv.ts'
import { loadSnapshot } from '../../../../lib/load/snapshot.ts'
import { albumView } from '../../../../lib/select/album.ts'
import type { GalleryItem } from '../../../../lib/schema/galleryItem.ts'

export type Data = ReturnType<typeof data>

// One map per snapshot (issue 8: a find() per page made 10,000 albums quadratic).
const maps = new WeakMap<object, Map<string, GalleryItem>>()
function albumsById(albums: GalleryItem[]): Map<string, GalleryItem> {
  let m = maps.get(albums)
  if (!m) maps.set(albums, (m = new Map(albums.map((g) => [g._id, g]))))
  return m
}

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams['id']
  const album = albumsById(loadSnapshot('gallery')).get(id ?? '')
  if (!album) throw render(404, `No album with id ${id}`)
  return { title: album.title, album: albumView(album, readBuildEnv().apiBase) }
}

// https://vike.dev/data — one album by its id.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readBuildEnv } from '../../../../lib/config/buildEnv.ts'
import { loadSnapshot } from '../../../../lib/load/snapshot.ts'
import { albumView } from '../../../../lib/select/album.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams['id']
  const album = loadSnapshot('gallery').find((g) => g._id === id)
  if (!album) throw render(404, `No album with id ${id}`)
  return { title: album.title, album: albumView(album, readBuildEnv().apiBase) }
}

// https://vike.dev/data — one album by its id.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { albumPageData } from './albumPageData.ts'

export type Data = NonNullable<ReturnType<typeof albumPageData>>

export function data(pageContext: PageContextServer): Data {
  const id = pageContext.routeParams['id'] ?? ''
  const found = albumPageData(id)
  if (!found) throw render(404, `No album with id ${id}`)
  return found
}

// https://vike.dev/data — one news item by its page id (lib/format/permalink.ts).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { newsPage } from '#lib/select/itemPages.ts'
import { newsByPageId } from '#lib/select/permalinks.ts'

export type Data = ReturnType<typeof newsPage>

export function data(pageContext: PageContextServer): Data {
  const id = pageContext.routeParams['id'] ?? ''
  const found = newsByPageId().get(id)
  if (!found) throw render(404, `No news item with id ${id}`)
  const env = readBuildEnv()
  return newsPage(found, env.apiBase, env.siteUrl)
}

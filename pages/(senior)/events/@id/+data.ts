// https://vike.dev/data — one event by its page id (lib/format/permalink.ts).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { eventPage } from '#lib/select/itemPages.ts'
import { eventsByPageId } from '#lib/select/permalinks.ts'

export type Data = ReturnType<typeof eventPage>

export function data(pageContext: PageContextServer): Data {
  const id = pageContext.routeParams['id'] ?? ''
  const found = eventsByPageId().get(id)
  if (!found) throw render(404, `No event with id ${id}`)
  const env = readBuildEnv()
  return eventPage(found, env.apiBase, env.siteUrl)
}

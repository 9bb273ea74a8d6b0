// https://vike.dev/data — kindergarten news (Junior or Both, spec §4), newest first.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { newsSubscribeLinks } from '#lib/feeds/subscribe.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderNews } from '#lib/select/audience.ts'
import { newsEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  return {
    items: newestFirst(kinderNews(loadSnapshot('newsAll'))).map((n) => newsEntry(n, apiBase)),
    subscribe: newsSubscribeLinks('kindergartenNews'),
  }
}

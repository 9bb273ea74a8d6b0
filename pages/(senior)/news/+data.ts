// https://vike.dev/data — senior news (Senior and Both, spec §4), newest first, only the shown fields.
import { readBuildEnv } from '../../../lib/config/buildEnv.ts'
import { schoolYear } from '../../../lib/format/date.ts'
import { loadSnapshot } from '../../../lib/load/snapshot.ts'
import { seniorNews } from '../../../lib/select/audience.ts'
import { newsEntry } from '../../../lib/select/entries.ts'
import { newestFirst } from '../../../lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const env = readBuildEnv()
  // All years are embedded (trimmed to the card's fields); splitting per year is left to issue 8 (page weight).
  const items = newestFirst(seniorNews(loadSnapshot('newsAll'))).map((n) => newsEntry(n, env.apiBase))
  return { items, buildYear: schoolYear(env.now) }
}

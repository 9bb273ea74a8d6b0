// https://vike.dev/data — senior photo albums (spec §4), newest first, only the card's fields.
import { readBuildEnv } from '../../../lib/config/buildEnv.ts'
import { schoolYear } from '../../../lib/format/date.ts'
import { loadSnapshot } from '../../../lib/load/snapshot.ts'
import { seniorAlbums } from '../../../lib/select/audience.ts'
import { albumEntry } from '../../../lib/select/entries.ts'
import { newestFirst } from '../../../lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const env = readBuildEnv()
  const items = newestFirst(seniorAlbums(loadSnapshot('gallery'))).map((g) => albumEntry(g, env.apiBase, 'dashed'))
  return { items, buildYear: schoolYear(env.now) }
}

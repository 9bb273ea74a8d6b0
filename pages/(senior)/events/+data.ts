// https://vike.dev/data — senior events (Senior only, spec §4), newest first, only the shown fields.
import { readBuildEnv } from '../../../lib/config/buildEnv.ts'
import { schoolYear } from '../../../lib/format/date.ts'
import { loadSnapshot } from '../../../lib/load/snapshot.ts'
import { seniorEvents } from '../../../lib/select/audience.ts'
import { eventEntry } from '../../../lib/select/entries.ts'
import { newestFirst } from '../../../lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const env = readBuildEnv()
  const items = newestFirst(seniorEvents(loadSnapshot('eventsAll'))).map(eventEntry)
  return { items, buildYear: schoolYear(env.now) }
}

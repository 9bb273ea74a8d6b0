// https://vike.dev/data — kindergarten events (Junior, spec §4), newest first.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { calendarSubscribeLinks } from '#lib/feeds/subscribe.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderEvents } from '#lib/select/audience.ts'
import { eventEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    items: newestFirst(kinderEvents(loadSnapshot('eventsAll'))).map(eventEntry),
    subscribe: calendarSubscribeLinks(readBuildEnv().siteUrl),
  }
}

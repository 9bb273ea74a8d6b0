// https://vike.dev/data — the default year's cards (spec §4 audience and order); other years load on
// demand; and the events still to come, soonest first (the page's upcoming part).
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { isoDay } from '#lib/format/date.ts'
import { calendarSubscribeLinks } from '#lib/feeds/subscribe.ts'
import { listingData, upcomingEntries } from '#lib/select/listingData.ts'
import { listingArchives } from '#lib/select/listingArchives.ts'

export type Data = ReturnType<typeof data>

export const data = () => {
  const env = readBuildEnv()
  return {
    ...listingData('events'),
    upcoming: upcomingEntries(isoDay(env.now.toISOString())),
    subscribe: calendarSubscribeLinks(env.siteUrl),
    archives: listingArchives('events'),
  }
}

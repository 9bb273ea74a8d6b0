// https://vike.dev/data — the default year's cards (spec §4 audience and order); other years load on
// demand; and the events still to come, soonest first (the page's upcoming part).
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { isoDay } from '#lib/format/date.ts'
import { listingData, upcomingEntries } from '#lib/select/listingData.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ ...listingData('events'), upcoming: upcomingEntries(isoDay(readBuildEnv().now.toISOString())) })

// https://vike.dev/data — the default year's cards (spec §4 audience and order); other years load on demand.
import { newsSubscribeLinks } from '#lib/feeds/subscribe.ts'
import { listingData } from '#lib/select/listingData.ts'
import { listingArchives } from '#lib/select/listingArchives.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ ...listingData('news'), subscribe: newsSubscribeLinks('seniorNews'), archives: listingArchives('news') })

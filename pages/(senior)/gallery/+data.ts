// https://vike.dev/data — the default year's cards (spec §4 audience and order); other years load on demand.
import { listingData } from '#lib/select/listingData.ts'
import { listingArchives } from '#lib/select/listingArchives.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ ...listingData('gallery'), archives: listingArchives('gallery') })

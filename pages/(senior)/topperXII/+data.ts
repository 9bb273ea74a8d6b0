// https://vike.dev/data — class XII toppers, every session, highest marks first.
import { topperPageData } from '#lib/select/topperPage.ts'
import { listingArchives } from '#lib/select/listingArchives.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ ...topperPageData('XII'), archives: listingArchives('topperXII') })

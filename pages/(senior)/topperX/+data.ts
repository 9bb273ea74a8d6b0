// https://vike.dev/data — class X toppers, every session, highest marks first.
import { topperPageData } from '#lib/select/topperPage.ts'
import { listingArchives } from '#lib/select/listingArchives.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ ...topperPageData('X'), archives: listingArchives('topperX') })

// https://vike.dev/data — class X toppers, every session, highest marks first.
import { topperPageData } from '#lib/select/topperPage.ts'

export type Data = ReturnType<typeof data>

export const data = () => topperPageData('X')

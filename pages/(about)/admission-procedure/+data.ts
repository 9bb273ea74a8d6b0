// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('admission-procedure')
export type Data = ReturnType<typeof data>

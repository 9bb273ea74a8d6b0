// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('our-patronees')
export type Data = ReturnType<typeof data>

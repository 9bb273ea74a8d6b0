// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('erp-software', 'erp')
export type Data = ReturnType<typeof data>

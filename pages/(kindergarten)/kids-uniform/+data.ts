// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('kids-uniform', 'kids-uniform')
export type Data = ReturnType<typeof data>

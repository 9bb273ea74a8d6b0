// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('cultural-programm', 'cultural-programme')
export type Data = ReturnType<typeof data>

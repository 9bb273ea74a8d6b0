// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('school-parliament', 'school-parliament')
export type Data = ReturnType<typeof data>

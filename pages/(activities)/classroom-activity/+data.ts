// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('classroom-activity', 'classroom')
export type Data = ReturnType<typeof data>

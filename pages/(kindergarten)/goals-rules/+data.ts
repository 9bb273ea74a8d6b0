// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('goals-rules', 'goals-rules')
export type Data = ReturnType<typeof data>

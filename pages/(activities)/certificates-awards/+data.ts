// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('certificates-awards', 'certificates')
export type Data = ReturnType<typeof data>

// https://vike.dev/data
import { infoPageData } from '#lib/content/pages.ts'

export const data = () => infoPageData('social-community-service', 'community-service')
export type Data = ReturnType<typeof data>

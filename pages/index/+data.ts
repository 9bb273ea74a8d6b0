// https://vike.dev/data — Home (pages/index/homeData.ts). Rendered on the server; only its islands'
// props are written into the HTML (renderer/island.tsx).
import { homeData, type HomeData } from './homeData.ts'

export type Data = HomeData

export const data = (): Data => homeData()

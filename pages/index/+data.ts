// https://vike.dev/data — Home: only what the hydrated page renders in the browser (it is serialised
// into the HTML); the server-only sections get theirs from +onBeforeRender.ts (pages/index/homeData.ts).
import { homeData, type HomeData } from './homeData.ts'

export type Data = HomeData

export const data = (): Data => homeData()

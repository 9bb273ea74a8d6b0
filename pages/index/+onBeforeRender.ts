// https://vike.dev/onBeforeRender — the data of Home's StaticHtml sections, for the server's render
// only: pageContext.staticData is not passed to the client (renderer/staticData.ts).
import { homeStaticData } from './homeData.ts'

export function onBeforeRender() {
  return { pageContext: { staticData: homeStaticData() } }
}

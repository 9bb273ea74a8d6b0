// https://vike.dev/onBeforePrerenderStart — one page per edition of data/content/magazines.json.
// Ids missing from the manifest (4) are not prerendered: /magazine1/4/ is the site's 404 page.
import { loadMagazines } from '#lib/magazine/load.ts'

export function onBeforePrerenderStart() {
  return loadMagazines().editions.map((e) => `/magazine1/${e.id}`)
}

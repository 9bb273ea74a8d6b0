// https://vike.dev/onBeforePrerenderStart — one reader per newsletter of data/content/newsletters.json
// (today only news1, the value the original passed in navigation state). A route parameter rather
// than a fixed news1/ folder, so a new newsletter is a content edit, not a new page.
import { loadNewsletters } from '#lib/magazine/load.ts'

export function onBeforePrerenderStart() {
  return loadNewsletters().map((n) => `/newsletter1/${encodeURIComponent(n.key)}`)
}

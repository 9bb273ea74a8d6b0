// The tags a page's document gets from the client bundle, as Vike puts them on the pages it
// prerenders: the page's stylesheets right after <head>, the one client entry (renderer/+client.ts,
// docs/architecture.md "The page model") right before </body>. The bulk pages (scripts/build/bulkWorker.ts)
// are not rendered by Vike, so they take the same tags from the same account of the bundle, the
// client build's manifest (OUT_DIR/assets.json).
import type { Manifest } from '#renderer/islandPreloads.ts'

/** The key of a page's client entry in the manifest, from its folder under pages/. */
const pageEntryKey = (pageDir: string) => `virtual:vike:page-entry:client:/${pageDir}`
const CLIENT_ENTRY = 'renderer/+client.ts'

export interface DocumentAssets {
  /** Right after <head>: the stylesheets. */
  head: string
  /** Right before </body>, after the island preloads: the client entry. */
  script: string
}

/** CSS files of a manifest entry and of every module it imports statically, in order, once each. */
function cssOf(chunks: Manifest, key: string, seen = new Set<string>(), css = new Set<string>()): Set<string> {
  const chunk = chunks[key]
  if (!chunk || seen.has(key)) return css
  seen.add(key)
  for (const k of chunk.imports ?? []) cssOf(chunks, k, seen, css)
  for (const file of chunk.css ?? []) css.add(file)
  return css
}

/** The tags of the page in `pageDir` (e.g. `pages/(senior)/SubGallery/@id`). */
export function documentAssets(chunks: Manifest, pageDir: string): DocumentAssets {
  const entry = chunks[CLIENT_ENTRY]
  if (!chunks[pageEntryKey(pageDir)] || !entry)
    throw new Error(`documentAssets: no client entry for ${pageDir} in the client build's manifest`)
  return {
    head: [...cssOf(chunks, pageEntryKey(pageDir))].map((file) => `\n    <link rel="stylesheet" type="text/css" href="/${file}">`).join(''),
    script: `\n    <script src="/${entry.file}" type="module" async></script>`,
  }
}

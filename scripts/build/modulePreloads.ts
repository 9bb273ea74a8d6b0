// A page with islands gets from Vike, for the one client entry (renderer/+client.ts),
// only its <script type="module">; the chunks that script imports would be found only after it has
// downloaded and parsed, one more round trip before the page works. This adds a
// <link rel="modulepreload"> for every module the page's scripts import statically, so the browser
// fetches them all at once. Modules loaded with import() on first use (page-flip, fuse.js,
// PhotoSwipe, Glide) are not preloaded. Used by the post-build step (every page) and the bulk pages' loop.
import fs from 'node:fs'
import path from 'node:path'
import { readManifestFile, staticImportsOf } from '#renderer/islandPreloads.ts'

/**
 * Site paths of every module `src` imports statically, directly or not (src itself excluded), as the
 * client build's manifest beside `clientDir` (OUT_DIR/assets.json) records them: the same account of
 * the bundle the island preloads are read from (renderer/islandPreloads.ts). No manifest (a bare
 * folder in a unit test): no imports.
 */
export function staticImportGraph(clientDir: string): (src: string) => string[] {
  const file = path.join(clientDir, '..', 'assets.json')
  if (!fs.existsSync(file)) return () => []
  const importsOf = staticImportsOf(readManifestFile(file))
  const cache = new Map<string, string[]>()
  return (src) => {
    let hit = cache.get(src)
    if (!hit) cache.set(src, (hit = importsOf(src)))
    return hit
  }
}

const tagAttr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * The page with a modulepreload for each module its module scripts import statically and that it
 * does not already preload, right after the last module script; the same string when none is missing.
 */
export function withModulePreloads(html: string, importsOf: (src: string) => string[]): string {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].filter(
    (m) => tagAttr(m[0], 'type') === 'module' && tagAttr(m[0], 'src')?.startsWith('/'),
  )
  if (!scripts.length) return html
  const have = new Set([
    ...scripts.map((m) => tagAttr(m[0], 'src')!),
    ...[...html.matchAll(/<link\b[^>]*>/g)].filter((m) => tagAttr(m[0], 'rel') === 'modulepreload').map((m) => tagAttr(m[0], 'href')),
  ])
  const missing = [...new Set(scripts.flatMap((m) => importsOf(tagAttr(m[0], 'src')!)))].filter((href) => !have.has(href))
  if (!missing.length) return html
  const last = scripts.at(-1)!
  const at = html.indexOf('</script>', last.index) + '</script>'.length
  return html.slice(0, at) + missing.map((href) => `\n    <link rel="modulepreload" href="${href}">`).join('') + html.slice(at)
}

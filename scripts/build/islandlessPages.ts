// Every page has the one client entry (renderer/+client.ts) in Vike's build, and Vike injects it
// into every page it renders (its injectFilter() hook cannot leave a script entry out). A page that
// declares no island (no data-island, docs/architecture.md "The page model") must ship no script at
// all, so after Vike's prerender this removes the entry and its module preloads from those pages,
// while the bulk pages, which all declare islands, are written beside them (scripts/build/bulkPages.ts).
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../postbuild/builtSite.ts'

const ENTRY_TAGS = /\s*<script\b[^>]*\btype="module"[^>]*><\/script>|\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g

/** The page without its module scripts and module preloads when it declares no island; else the same string. */
export function withoutIdleScripts(html: string): string {
  return / data-island="/.test(html) ? html : html.replace(ENTRY_TAGS, '')
}

/**
 * Rewrites every HTML file under clientDir that declares no island, except the files `others`
 * (each alone in its folder: the bulk pages, being written meanwhile); returns how many.
 */
export function stripIdleScripts(clientDir: string, others: readonly string[] = []): number {
  let count = 0
  const skip = new Set(others)
  for (const rel of listFiles(clientDir, others).filter((f) => f.endsWith('.html') && !skip.has(f))) {
    const file = path.join(clientDir, rel)
    const html = fs.readFileSync(file, 'utf8')
    const out = withoutIdleScripts(html)
    if (out !== html) {
      fs.writeFileSync(file, out)
      count++
    }
  }
  return count
}

// The module scripts of a page, set once every page is written (scripts/postbuild/index.ts), from the
// client build's manifest (OUT_DIR/assets.json) and what readPage.ts found in the page:
//   - A page that declares no island (docs/architecture.md "The page model") ships no script: Vike
//     gives every page the one client entry (renderer/+client.ts) and cannot leave it out, so it is
//     removed here with any module preload.
//   - A page with islands gets a <link rel="modulepreload"> for the code of each island
//     (data-island="NAME" → components/**/NAME.island.ts(x), renderer/islandFiles.ts) and the modules
//     it imports, before the entry script, and one for every module the entry imports statically that
//     is not preloaded yet, after it. The entry loads an island's code with import() only once it has
//     run and found the island; preloaded from the HTML, the browser fetches them all at once, not one
//     round trip after another. Modules loaded with import() on first use (page-flip, fuse.js,
//     PhotoSwipe, Glide) are not preloaded. They stay at the end of <body>, with the entry script:
//     in <head> they would compete with the page's largest image, which shows without any script.
import fs from 'node:fs'
import { isIslandFile, islandNameOf } from '#renderer/islandFiles.ts'
import type { PageFacts, Span } from './readPage.ts'

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The client entry (renderer/+client.ts) and the hydration module it loads for component islands. */
const ENTRY = 'renderer/+client.ts'
const HYDRATE = 'renderer/hydrateIslands.tsx'

/** The client build's manifest (OUT_DIR/assets.json). */
export function readManifestFile(file: string): Manifest {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
}

/**
 * Site paths of every module the built module at site path `src` imports statically, directly or
 * not (src itself excluded), nearest first: what the browser fetches before that module can run.
 * A file the manifest does not know (not built by Vite) has none.
 */
export function staticImportsOf(chunks: Manifest): (src: string) => string[] {
  const byFile = new Map(Object.values(chunks).map((chunk) => ['/' + chunk.file, chunk]))
  const direct = (src: string) => (byFile.get(src)?.imports ?? []).flatMap((key) => (chunks[key] ? ['/' + chunks[key].file] : []))
  return (src) => {
    const seen = new Set<string>([src])
    const todo = direct(src)
    while (todo.length) {
      const next = todo.shift()!
      if (seen.has(next)) continue
      seen.add(next)
      todo.push(...direct(next))
    }
    seen.delete(src)
    return [...seen]
  }
}

/**
 * Site paths of the modules the islands `names` load (`hydrate`: and the hydration module) and of
 * every module those import statically. An island's chunk is one the client entry imports
 * dynamically, named for its island file (its `src`, or its chunk `name`, `NAME.island`, when the
 * bundler gives none: renderer/islandFiles.ts).
 */
export function islandModules(names: readonly string[], chunks: Manifest, hydrate = false): string[] {
  const byName = new Map<string, string>()
  for (const key of chunks[ENTRY]?.dynamicImports ?? []) {
    const chunk = chunks[key]
    const file = [chunk?.src, chunk?.name].find((f) => f !== undefined && isIslandFile(f))
    if (file && key !== HYDRATE) byName.set(islandNameOf(file), key)
  }
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk || files.has('/' + chunk.file)) return
    files.add('/' + chunk.file)
    chunk.imports?.forEach(visit)
  }
  if (hydrate) visit(HYDRATE)
  for (const name of names) {
    const key = byName.get(name)
    if (!key) throw new Error(`island "${name}": no ${name}.island.ts(x) in the client build`)
    visit(key)
  }
  return [...files]
}

const preload = (href: string) => `<link rel="modulepreload" href="${href}">`

/** Where the whitespace before `at` starts. */
const spaceBefore = (html: string, at: number) => at - (/\s*$/.exec(html.slice(Math.max(0, at - 64), at))?.[0].length ?? 0)

/**
 * The pages' module scripts as this step sets them, given the build's manifest (null: none, as in a
 * bare folder of a unit test, where a page with islands is left as it is): a function of a page and
 * its facts that returns the same string when nothing changes.
 */
export function moduleScripts(chunks: Manifest | null): (html: string, facts: PageFacts) => string {
  // Thousands of album pages declare the same islands and load the same entry.
  const importsOf = staticImportsOf(chunks ?? {})
  const importsMemo = new Map<string, string[]>()
  const islandsMemo = new Map<string, string[]>()
  return (html, facts) => {
    if (facts.islands.length === 0) {
      // Each tag goes with the whitespace before it, from the last to the first so the offsets hold.
      const tags: Span[] = [...facts.moduleScripts, ...facts.modulePreloads].sort((a, b) => b.start - a.start)
      return tags.reduce((out, t) => out.slice(0, spaceBefore(out, t.start)) + out.slice(t.end), html)
    }
    const scripts = facts.moduleScripts.filter((s) => s.src.startsWith('/'))
    const entry = scripts[0]
    if (!entry || !chunks) return html
    const have = new Set([...scripts.map((s) => s.src), ...facts.modulePreloads.map((l) => l.href)])
    const key = `${facts.hydrate}:${facts.islands.join(',')}`
    let islandFiles = islandsMemo.get(key)
    if (!islandFiles) islandsMemo.set(key, (islandFiles = islandModules(facts.islands, chunks, facts.hydrate)))
    const islands = islandFiles.filter((href) => !have.has(href))
    for (const href of islands) have.add(href)
    const imported = (src: string) => {
      let hit = importsMemo.get(src)
      if (!hit) importsMemo.set(src, (hit = importsOf(src)))
      return hit
    }
    const imports = [...new Set(scripts.flatMap((s) => imported(s.src)))].filter((href) => !have.has(href))
    if (islands.length === 0 && imports.length === 0) return html
    const indent = html.slice(spaceBefore(html, entry.start), entry.start)
    const last = scripts.at(-1)!
    return (
      html.slice(0, entry.start) +
      islands.map((href) => preload(href) + indent).join('') +
      html.slice(entry.start, last.end) +
      imports.map((href) => indent + preload(href)).join('') +
      html.slice(last.end)
    )
  }
}

// <link rel="modulepreload"> for the code of the islands a page declares (data-island="NAME" →
// components/**/NAME.island.ts(x), renderer/islandFiles.ts). The client entry loads an island's code with
// import() only once it has run and found the island; preloading it from the HTML fetches the entry,
// the island and the modules they import at once, not one round trip after another. Which file holds
// an island comes from the client build's manifest (OUT_DIR/assets.json), so the tags are made after
// the client bundle: in the prerender and the bulk pages' loop alike (renderer/renderDocument.tsx),
// from the island names a page was rendered with.
// They go at the end of <body>, with the entry script, not in <head>: there they would compete with
// the page's largest image, which the page shows without any script.
// In `npm run dev` (no manifest to trust) and in unit tests it adds nothing.
import fs from 'node:fs'
import path from 'node:path'
import { parsedFile } from '#lib/load/fileCache.ts'
import { isIslandFile, islandNameOf } from './islandFiles.ts'

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

// The manifest's path, by out dir and working folder: asked for once a page, it costs no path.resolve().
let manifestPath: { outDir: string; cwd: string; file: string } | undefined

/**
 * The client build's manifest of the current out dir, in a production render; parsed once while the
 * file is unchanged (lib/load/fileCache.ts: a build that writes it again is read again).
 */
function readManifest(): Manifest | null {
  if (process.env.NODE_ENV !== 'production') return null
  const outDir = process.env.NCSR_OUT_DIR || 'dist'
  if (manifestPath?.outDir !== outDir || manifestPath.cwd !== process.cwd())
    manifestPath = { outDir, cwd: process.cwd(), file: path.resolve(outDir, 'assets.json') }
  const { file } = manifestPath
  return parsedFile(file, () => (fs.existsSync(file) ? readManifestFile(file) : null))
}

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

/** The names of the islands in a page's HTML, in order of first appearance. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((m) => m[1]!))]
}

/**
 * Site paths of the modules the islands `names` load (`hydrate`: and the hydration module) and of
 * every module those import statically. An island's chunk is one the client entry imports
 * dynamically, named for its island file (its `src`, or its chunk `name`, `NAME.island`, when the
 * bundler gives none: renderer/islandFiles.ts).
 */
export function islandModules(names: string[], chunks: Manifest, hydrate = false): string[] {
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

/** The islands a page's HTML declares, all its module preloads depend on (read before the bundle exists). */
export interface PageIslands {
  names: string[]
  /** A component island hydrates: the hydration module is preloaded too. */
  hydrate: boolean
}

export const pageIslands = (pageHtml: string): PageIslands => ({
  names: islandNames(pageHtml),
  hydrate: pageHtml.includes(' data-island-hydrate='),
})

// Tags by manifest, then by set of islands: thousands of album pages declare the same one. Invalidated
// by: another manifest (a build that writes assets.json again), keyed on its parse.
const tagsMemo = new WeakMap<Manifest, Map<string, string>>()

/** The modulepreload tags for a page's islands ('' when it has none, or in dev). */
export function islandPreloads(islands: PageIslands): string {
  const chunks = readManifest()
  if (!chunks || islands.names.length === 0) return ''
  const key = `${islands.hydrate}:${islands.names.join(',')}`
  let byKey = tagsMemo.get(chunks)
  if (!byKey) tagsMemo.set(chunks, (byKey = new Map()))
  let tags = byKey.get(key)
  if (tags === undefined) {
    tags = islandModules(islands.names, chunks, islands.hydrate)
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join('\n    ')
    byKey.set(key, tags)
  }
  return tags
}

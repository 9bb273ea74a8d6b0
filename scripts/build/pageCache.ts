// The bulk pages a rebuild reuses (docs/architecture.md "The build, step by step", step 4): an
// album, news item or event page is the render of its +data, by the code of the bundle, on the day
// of the build, with the image manifest's entries of the photos it shows. So the bulk step keeps each
// page it renders beside a record of those inputs, and the next build with the same bundle (the same
// sources, packages, content and variables: scripts/build/bundleCache.ts) links the kept file into
// its output instead of rendering it again when the record's inputs are this build's.
//
// What invalidates a kept page, and so what its key holds:
// - the bundle: the pages of each bundle key are kept apart (pageCacheDir), so a change of code,
//   content, packages or a variable renders every page again;
// - its data: a digest of the route, the day and what its +data returned, as JSON (pageInput; the
//   data must be what JSON writes in full: assertPlainData);
// - the day in the school's time zone: the shell's year comes from the build's clock, which is
//   read nowhere else by a bulk page, and at no finer grain than the day;
// - nothing else of the API's snapshots: a bulk page's render reads none (the loop refuses it:
//   scripts/build/bulkWorker.ts), only its +data does;
// - the image manifest's entries of every source its render looked up (the photos it shows, its
//   shared image): the sources are recorded as the page renders (ObservedImages), and a digest of
//   their entries then is compared with one of their entries now;
// - the kept file itself: its inode, size and modification time as kept, so a file changed since
//   (an output page written in place through its link) is not reused.
// A page whose audit found a problem is not kept. And every build renders again a sample of the
// pages it reuses (one in SAMPLE, another one each day) and fails, naming the page, if the render
// differs from the kept file: an input missing from this list would show there.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { nonFolders } from '#lib/files/walk.ts'
import type { ImageManifest, ManifestEntry } from '#lib/images/responsive.ts'
import type { ShareAsset } from '#lib/seo/shareImage.ts'

/** Where the pages kept with one bundle are. */
export const pageCacheRoot = (root: string) => path.join(root, 'node_modules', '.cache', 'ncsr-pages')
export const pageCacheDir = (root: string, bundleKey: string) => path.join(pageCacheRoot(root), bundleKey)

/**
 * Which bundles' pages are kept: those a build used in the last hour (so builds of other bundles in
 * the same checkout, the tests' and the bench's, do not remove them from under each other), and
 * the newest two whatever their age.
 */
const KEEP_BUNDLES = 2
const KEEP_USED_WITHIN_MS = 60 * 60 * 1000

/** One in SAMPLE reused pages is rendered again and compared with the kept file. */
export const SAMPLE = 64

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/** A kept page's record (beside its HTML, as JSON). */
export interface KeptPage {
  /** pageInput() of the render that made it. */
  input: string
  /** The manifest's sources its render looked up, and imagesDigest() of their entries then. */
  images: string[]
  imagesDigest: string
  /** The file its shared image needs (lib/seo/renderHead.ts), if any. */
  shareAsset?: ShareAsset
  /** The kept file as kept: a file that is not that one any more is not reused. */
  file: { ino: number; size: number; mtimeMs: number }
}

/**
 * Throws, naming the first value and where it is, unless `data` is what JSON writes in full: plain
 * objects and arrays of strings, finite numbers, booleans, null and dates. A Map, a Set or a class
 * instance would be written as `{}`, and two pages with different ones would get the same key.
 */
export function assertPlainData(data: unknown, at = 'data'): void {
  if (data === null || data === undefined || typeof data === 'string' || typeof data === 'boolean' || data instanceof Date) return
  if (typeof data === 'number') {
    if (Number.isFinite(data)) return
  } else if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) assertPlainData(data[i], `${at}[${i}]`)
    return
  } else if (typeof data === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(data))) {
    for (const k in data) assertPlainData((data as Record<string, unknown>)[k], `${at}.${k}`)
    return
  }
  const what = typeof data === 'object' ? (Object.getPrototypeOf(data)?.constructor?.name ?? 'an object') : `${typeof data} ${String(data)}`
  throw new Error(
    `${at} is ${what}, which JSON does not write in full: a bulk page's +data returns plain data (scripts/build/pageCache.ts)`,
  )
}

/** The digest of a page's route, the build's day and its data (what its +data returned, assertPlainData). */
export const pageInput = (route: string, day: string, data: unknown): string => sha(`${route}\0${day}\0${JSON.stringify(data) ?? ''}`)

/** The digest of the manifest's entries of sources (absent ones included, as absent). */
export function imagesDigest(sources: readonly string[], manifest: ImageManifest | null): string {
  const entries: (ManifestEntry | null)[] = sources.map((s) => manifest?.images.get(s) ?? null)
  return sha(JSON.stringify([manifest?.cdn ?? null, sources, entries]))
}

/**
 * A manifest's images that record the sources looked up (get and has), for one page at a time:
 * `take()` returns them and starts again. Everything else reads the manifest's own table.
 */
export class ObservedImages extends Map<string, ManifestEntry> {
  readonly #table: ReadonlyMap<string, ManifestEntry>
  #seen = new Set<string>()
  constructor(table: ReadonlyMap<string, ManifestEntry>) {
    super()
    this.#table = table
  }
  override get(source: string): ManifestEntry | undefined {
    this.#seen.add(source)
    return this.#table.get(source)
  }
  override has(source: string): boolean {
    this.#seen.add(source)
    return this.#table.has(source)
  }
  override get size(): number {
    return this.#table.size
  }
  override entries() {
    return this.#table.entries()
  }
  override keys() {
    return this.#table.keys()
  }
  override values() {
    return this.#table.values()
  }
  override [Symbol.iterator]() {
    return this.#table[Symbol.iterator]()
  }
  override forEach(fn: (value: ManifestEntry, key: string, map: Map<string, ManifestEntry>) => void): void {
    for (const [k, v] of this.#table) fn(v, k, this)
  }
  override set(): this {
    throw new Error('the image manifest is read-only while pages render')
  }
  override delete(): boolean {
    throw new Error('the image manifest is read-only while pages render')
  }
  override clear(): void {
    throw new Error('the image manifest is read-only while pages render')
  }
  take(): string[] {
    const seen = [...this.#seen].sort()
    this.#seen = new Set()
    return seen
  }
}

/** The kept HTML and record of a route (ids are path-safe: lib/schema/primitives.ts). */
const keptFiles = (dir: string, route: string) => ({ html: path.join(dir, `${route}.html`), record: path.join(dir, `${route}.json`) })

/**
 * Links `from` at `to` (in place of a file there, its folder made if missing: once a kind's folder,
 * cheaper than asking first for every page), or copies it where a link cannot be made (another
 * file system).
 */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === 'EEXIST' || (code === 'ENOENT' && fs.existsSync(from) && !fs.existsSync(path.dirname(to)))) {
      if (code === 'EEXIST') fs.rmSync(to)
      else fs.mkdirSync(path.dirname(to), { recursive: true })
      return linkOrCopy(from, to)
    }
    if (code !== 'EXDEV') throw e
    fs.copyFileSync(from, to)
  }
}

/**
 * The kept page of `route` when it was made from these inputs, linked into the output at `outFile`
 * (whose folder exists); undefined, and nothing written, when none was kept or its inputs differ.
 */
export function reuseKeptPage(
  dir: string,
  route: string,
  input: string,
  manifest: ImageManifest | null,
  outFile: string,
): KeptPage | undefined {
  const kept = keptFiles(dir, route)
  // Asked first: most pages of a first build have none, and a thrown ENOENT costs more than the stat.
  if (!fs.existsSync(kept.record)) return undefined
  let record: KeptPage
  try {
    record = JSON.parse(fs.readFileSync(kept.record, 'utf8')) as KeptPage
  } catch {
    // Half written by a build that was killed: rendered again.
    return undefined
  }
  if (record.input !== input || imagesDigest(record.images, manifest) !== record.imagesDigest) return undefined
  const st = fs.statSync(kept.html, { throwIfNoEntry: false })
  if (!st || st.ino !== record.file.ino || st.size !== record.file.size || st.mtimeMs !== record.file.mtimeMs) return undefined
  linkOrCopy(kept.html, outFile)
  return record
}

/** Keeps the page just written at `outFile` (its audit clean) with what it was made from. */
export function keepPage(dir: string, route: string, made: Omit<KeptPage, 'file'>, outFile: string): void {
  const kept = keptFiles(dir, route)
  linkOrCopy(outFile, kept.html)
  const st = fs.statSync(kept.html)
  const record: KeptPage = { ...made, file: { ino: st.ino, size: st.size, mtimeMs: st.mtimeMs } }
  // The record last: a build killed before it leaves the page unkept, and one killed while writing
  // it leaves a record that does not parse (reuseKeptPage renders such a page again).
  fs.writeFileSync(kept.record, JSON.stringify(record))
}

/** Whether this build renders again a reused page of `route`: one in SAMPLE, a different one each day. */
export function sampled(route: string, day: string): boolean {
  return crypto.createHash('sha1').update(`${day}\0${route}`).digest().readUInt32BE(0) % SAMPLE === 0
}

/**
 * After a build: the pages kept for other bundles go, but for the newest KEEP_BUNDLES and those used
 * within KEEP_USED_WITHIN_MS; and, of this bundle's, those of routes the build no longer has (an
 * album the API removed).
 */
export function pruneKeptPages(root: string, bundleKey: string, routes: readonly string[]): void {
  const all = pageCacheRoot(root)
  if (!fs.existsSync(all)) return
  const now = new Date()
  const current = pageCacheDir(root, bundleKey)
  if (fs.existsSync(current)) fs.utimesSync(current, now, now)
  const bundles = fs
    .readdirSync(all)
    .map((name) => ({ name, at: fs.statSync(path.join(all, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const [i, b] of bundles.entries())
    if (i >= KEEP_BUNDLES && now.getTime() - b.at > KEEP_USED_WITHIN_MS) fs.rmSync(path.join(all, b.name), { recursive: true, force: true })
  if (!fs.existsSync(current)) return
  const wanted = new Set(routes.map((r) => r.replace(/^\/|\/$/g, '')))
  // A page's two files are '<route>.html' and '<route>.json'.
  for (const rel of nonFolders(current)) if (!wanted.has(rel.replace(/\.(?:html|json)$/, ''))) fs.rmSync(path.join(current, rel))
}

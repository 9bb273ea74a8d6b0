// The build's image step (`npm run build`, while `vike build` bundles; the build publishes the variants after Vite emptied dist/client): every image
// the pages show from the API or the media host -> WebP variants in dist/client/img/<key>/<w>.webp
// (and, for photos, 4:3 AVIF crops c<w>.avif for cards and grids; for lead images, AVIF of the
// whole image a<w>.avif: makeVariants.ts) and
// dist/image-manifest.json, which the pages read (lib/images/responsive.ts).
//
// Cache (.cache/images/, restored and saved by the deploy workflow's build, docs/images.md):
//   originals/<sha1 of the source URL>      the downloaded original, fetched once per URL
//   variants/<key>/<w>.webp, c<w>.avif, a<w>.avif, meta.json
//                                           key = sha1(original bytes + TRANSFORM_VERSION + kind), 16 hex;
//                                           kind: '+crops' for photos, '+avif' more for lead images
//   keys/<sha1 of the original's path>.json the key of its bytes and kind, with the size and time it was read at
//   sizes/<sha1 of the source URL>.json     image-CDN mode: the real size, from the original's first bytes
//   failures.json                           faults of the last run (retried on the next run)
//   index.json                              what the last run learnt of every downloaded image (cacheIndex.ts)
// A rebuild with no new photos downloads nothing and encodes nothing: it hashes nothing either, and
// reads one index instead of the files above for each downloaded image.
// Offline (no NCSR_API_BASE / MEDIA_BASE) the sources are the committed placeholders under public/.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BuildEnv } from '#lib/config/buildEnv.ts'
import { endpoints } from '#lib/endpoints.ts'
import { apiImageUrl } from '#lib/format/url.ts'
import { imageFiles, MANIFEST_FILE, manifestText, VARIANT_URL_DIR, type ImageManifest } from '#lib/images/responsive.ts'
import { contentPhotoUrls } from '#lib/content/photos.ts'
import { loadMagazines, loadNewsletters } from '#lib/magazine/load.ts'
import { bookPages } from '#lib/magazine/pages.ts'
import { cdnHandles, type ImageCdn } from '#lib/images/cdn.ts'
import { emptyIndex, indexSize, readCacheIndex, writeCacheIndex, type KnownImage } from './cacheIndex.ts'
import { fetchHead, fetchOriginal, ImageFault, type FetchLimits } from './fetchOriginal.ts'
import { INDEX_TRANSFORM, LEAD_TRANSFORM, makeVariants, MAX_PIXELS, TRANSFORM_VERSION, variantWidths } from './makeVariants.ts'

/** The image cache folder: NCSR_IMAGE_CACHE, default .cache/images (the bench keeps its own, cold or warm). */
export const imageCacheDir = (env: NodeJS.ProcessEnv = process.env) => env.NCSR_IMAGE_CACHE?.trim() || '.cache/images'

export interface ImageStepOptions {
  env: BuildEnv
  outDir: string
  root?: string
  cacheDir?: string
  concurrency?: number
  limits?: Partial<FetchLimits>
  fetch?: typeof fetch
  log?: (line: string) => void
  /** Image-CDN mode (NCSR_IMAGE_CDN): the CDN resizes what it can reach; this step only learns sizes. */
  cdn?: ImageCdn | null
  /**
   * Link the variants into <outDir>/client/img/ now (default). `npm run build` says false and
   * publishes them once with publishVariants() after `vike build`, which empties dist/client.
   */
  publish?: boolean
}

export interface ImageStepSummary {
  sources: number
  downloaded: number
  encoded: number
  fromCache: number
  /** Image-CDN mode: sizes read from the first bytes of an original (a Range request), nothing encoded. */
  probed: number
  failed: number
  /** Failures by kind (http, redirect, not-image, too-large, timeout, network, undecodable, too-many-pixels, missing). */
  faults: Record<string, number>
  variantFiles: number
  variantBytes: number
  ms: number
  /** What was written to <outDir>/image-manifest.json. */
  manifest: ImageManifest
  /** The entries with local variants, for publishVariants(): a list, not a walk over every entry of the manifest. */
  local: LocalImage[]
}

/** A manifest entry whose variants are files in the cache (not a CDN's). */
type LocalImage = Extract<KnownImage, { key: string }>

/** Record fields that hold image paths (spec §3: attachments everywhere, `image` of a notification, `images` of an event). */
const IMAGE_KEYS = new Set(['attachments', 'image', 'images'])

/**
 * Snapshots whose images lead a page, shown whole as its largest paint: a news item's and an
 * event's own page (lib/select/itemPages.ts), a notification in the home page's dialog. Their
 * images also get AVIF variants of the whole image (makeVariants `avif`).
 */
export const LEAD_IMAGE_FILES = [endpoints.news, endpoints.newsAll, endpoints.events, endpoints.eventsAll, endpoints.notifications].map(
  (e) => e.file,
)

/**
 * Every image path (IMAGE_KEYS) in the synced snapshots (or only in `files`), as the image URL
 * pages use (apiImageUrl).
 */
export function snapshotImageUrls(dataDir: string, apiBase: string, files?: readonly string[]): string[] {
  const urls = new Set<string>()
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit)
    if (!v || typeof v !== 'object') return
    for (const [k, x] of Object.entries(v)) {
      if (IMAGE_KEYS.has(k) && Array.isArray(x)) {
        for (const a of x) if (typeof a === 'string' && a.trim()) urls.add(apiImageUrl(a, apiBase))
      } else if (typeof x === 'object') visit(x)
    }
  }
  if (fs.existsSync(dataDir)) {
    for (const f of fs
      .readdirSync(dataDir)
      .filter((n) => n.endsWith('.json') && (!files || files.includes(n)))
      .sort()) {
      try {
        visit(JSON.parse(fs.readFileSync(path.join(dataDir, f), 'utf8')))
      } catch {
        // an unreadable snapshot fails the build where it is loaded, with its own message
      }
    }
  }
  return [...urls]
}

/** Magazine and newsletter page scans on the media host (none offline: the placeholders are SVG). */
export function mediaImageUrls(mediaBase: string): string[] {
  if (!mediaBase) return []
  const m = loadMagazines()
  return [
    ...m.editions.flatMap((e) => bookPages({ key: String(e.id), folder: e.folder, pages: e.pages }, mediaBase).map((p) => p.src)),
    ...loadNewsletters().flatMap((n) => bookPages({ key: n.key, folder: n.folder, pages: n.pages }, mediaBase).map((p) => p.src)),
  ]
}

/** A source the step downloads (the API's, the media host's), as against a file of the site's own public/. */
const isDownloaded = (url: string) => /^https?:\/\//i.test(url)

const sha1 = (s: string | Buffer) => crypto.createHash('sha1').update(s).digest('hex')

/**
 * The local file of a site-relative source (the offline placeholders under public/), or null.
 * Every file under public/ is listed once a run: an API photo (/api-image/…, 200,000 of them at
 * 10,000 albums) then costs a lookup of its URL path, not a system call or a path.resolve().
 */
function localSource(url: string, pub: PublicFiles): string | null {
  if (!url.startsWith('/')) return null
  const rel = url.split('?')[0]!
  // A plain path (no escapes, no dot or empty segments, no backslash) is its own key; anything else
  // is decoded and resolved as the file system would first (outside public/ it matches no key).
  if (!/%|\/\.|\/\/|\\/.test(rel)) return pub.byUrl.has(rel) ? path.join(pub.dir, rel) : null
  let decoded: string
  try {
    decoded = decodeURIComponent(rel)
  } catch {
    return null
  }
  const file = path.resolve(pub.dir, '.' + decoded)
  return pub.byUrl.has(urlPathOf(pub.dir, file)) ? file : null
}

/** A file's site-relative URL path (/images/a.jpg) from its path and the public folder's. */
const urlPathOf = (dir: string, file: string) => '/' + path.relative(dir, file).split(path.sep).join('/')

interface PublicFiles {
  /** <root>/public */
  dir: string
  /** Its files as site-relative URL paths (/images/a.jpg). */
  byUrl: Set<string>
}

/** The files under <root>/public (the placeholders hold no symbolic links). */
function listPublicFiles(root: string): PublicFiles {
  const dir = path.resolve(root, 'public')
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : []
  return { dir, byUrl: new Set(entries.filter((e) => !e.isDirectory()).map((e) => urlPathOf(dir, path.join(e.parentPath, e.name)))) }
}

export async function runImageStep(opts: ImageStepOptions): Promise<ImageStepSummary> {
  const started = Date.now()
  const root = opts.root ?? process.cwd()
  const cache = path.resolve(root, opts.cacheDir ?? imageCacheDir())
  // A redirect may lead from one of the two hosts the images come from to the other, nowhere else.
  const limits: FetchLimits = {
    timeoutMs: 30_000,
    maxBytes: 40 * 1024 * 1024,
    redirectOrigins: [opts.env.apiBase, opts.env.mediaBase],
    ...opts.limits,
  }
  const log = opts.log ?? ((l: string) => console.log(l))
  // Magazine and newsletter pages are shown whole, never in a card's 4:3 box: no crops for them.
  const pages = new Set(mediaImageUrls(opts.env.mediaBase))
  // Images that lead a page get AVIF of the whole image too (makeVariants `avif`).
  const leads = new Set(snapshotImageUrls(opts.env.dataDir, opts.env.apiBase, LEAD_IMAGE_FILES))
  /** What an image's variants are, part of its key: crops for photos, whole-image AVIF for lead images. */
  const kindOf = (url: string) => (pages.has(url) ? '' : '+crops') + (leads.has(url) ? `+${LEAD_TRANSFORM}` : '')
  const sources = [...new Set([...snapshotImageUrls(opts.env.dataDir, opts.env.apiBase), ...pages, ...contentPhotoUrls(root)])]
  const manifest: ImageManifest = { ...(opts.cdn ? { cdn: opts.cdn } : {}), images: new Map() }
  const summary: ImageStepSummary = {
    sources: sources.length,
    downloaded: 0,
    encoded: 0,
    fromCache: 0,
    probed: 0,
    failed: 0,
    faults: {},
    variantFiles: 0,
    variantBytes: 0,
    ms: 0,
    manifest,
    local: [],
  }
  const clientImg = path.join(opts.outDir, 'client', VARIANT_URL_DIR)
  // url -> "kind: message", written as failures.json at the end
  const failures = new Map<string, string>()
  let sharp: typeof import('sharp') | undefined
  const publicFiles = listPublicFiles(root)
  const index = readCacheIndex(cache, INDEX_TRANSFORM)
  let indexHits = 0
  // The folders of variants/, listed once and only if the index names one: an entry whose folder
  // went (a cache pruned by hand) is made again the slow way.
  let variantFolders: Set<string> | undefined
  const hasVariants = (key: string) =>
    (variantFolders ??= new Set(fs.existsSync(path.join(cache, 'variants')) ? fs.readdirSync(path.join(cache, 'variants')) : [])).has(key)

  // The downloaded images recorded usable, in order: the cache index this run leaves.
  const learnt = emptyIndex()
  const record = (url: string, entry: KnownImage) => {
    manifest.images.set(url, entry)
    if (isDownloaded(url)) (pages.has(url) ? learnt.pages : learnt.photos).set(url, entry)
  }

  const fail = (url: string, kind: string, message: string) => {
    summary.failed++
    summary.faults[kind] = (summary.faults[kind] ?? 0) + 1
    failures.set(url, `${kind}: ${message}`)
    manifest.images.set(url, { ok: false, reason: kind })
  }

  const processOne = async (url: string): Promise<void> => {
    if (opts.cdn && cdnHandles(opts.cdn, url)) return viaCdn(url)
    // 1. the original: a local placeholder, or the cached download, or a fresh download
    let original = localSource(url, publicFiles)
    let downloadedFile: string | undefined
    if (!original) {
      original = path.join(cache, 'originals', sha1(url))
      if (!fs.existsSync(original)) {
        await fetchOriginal(url, original, limits, opts.fetch)
        summary.downloaded++
      }
      downloadedFile = original
    }
    try {
      await publish(url, original)
    } catch (e) {
      // A download that cannot be decoded is not kept: the next run fetches it again, in case it was fixed.
      if (downloadedFile) fs.rmSync(downloadedFile, { force: true })
      throw e
    }
  }

  const loadSharp = async () => {
    if (!sharp) {
      sharp = (await import('sharp')).default
      // one libvips thread a job: the worker pool above is what bounds the CPU
      sharp.concurrency(1)
    }
    return sharp
  }

  /**
   * Image-CDN mode: the CDN's URLs at the usual widths, and the real size for width/height, from
   * (in order) sizes/<sha1 of url>.json, a cached original, or the original's first bytes (a Range
   * request, never the whole 4 MB). Nothing is encoded or published. A source that answers 404 or
   * HTML, or whose header is not an image, fails here as in the local mode; a fault further into
   * the file (a truncated JPEG) is the CDN's to meet.
   */
  const viaCdn = async (url: string): Promise<void> => {
    const sizeFile = path.join(cache, 'sizes', `${sha1(url)}.json`)
    let size: { width: number; height: number } | undefined
    try {
      size = JSON.parse(fs.readFileSync(sizeFile, 'utf8')) as { width: number; height: number }
      summary.fromCache++
    } catch {
      const original = path.join(cache, 'originals', sha1(url))
      const input = fs.existsSync(original) ? original : await fetchHead(url, limits, opts.fetch)
      if (typeof input !== 'string') summary.probed++
      let meta
      try {
        meta = await (await loadSharp())(input).metadata()
      } catch (e) {
        throw new ImageFault('undecodable', (e as Error).message)
      }
      if (!meta.width || !meta.height) throw new ImageFault('undecodable', 'no size in the header')
      if (meta.width * meta.height > MAX_PIXELS) throw new ImageFault('too-many-pixels', `${meta.width}x${meta.height}`)
      const swap = (meta.orientation ?? 1) >= 5
      size = swap ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
      fs.mkdirSync(path.dirname(sizeFile), { recursive: true })
      fs.writeFileSync(sizeFile, JSON.stringify(size))
    }
    record(url, { ok: true, ...size, widths: variantWidths(size.width, size.height), cdn: true })
  }

  const publish = async (url: string, original: string): Promise<void> => {
    const kind = kindOf(url)
    // 2. the key of its bytes and kind (remembered beside the original, keyed by size, mtime and kind)
    const st = fs.statSync(original)
    const stamp = `${st.size}:${st.mtimeMs}${kind}`
    const keyFile = path.join(cache, 'keys', `${sha1(original)}.json`)
    let key: string | undefined
    try {
      const k = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { stamp: string; key: string }
      if (k.stamp === stamp) key = k.key
    } catch {
      // not known yet
    }
    if (!key) {
      key = sha1(Buffer.concat([fs.readFileSync(original), Buffer.from(TRANSFORM_VERSION + kind)])).slice(0, 16)
      fs.mkdirSync(path.dirname(keyFile), { recursive: true })
      fs.writeFileSync(keyFile, JSON.stringify({ stamp, key }))
    }
    // 3. the variants: from the cache, else encoded now
    const dir = path.join(cache, 'variants', key)
    const metaFile = path.join(dir, 'meta.json')
    // `avif` is absent from the meta.json of a folder written before lead images had it (no AVIF).
    let meta: { width: number; height: number; widths: number[]; crops: number[]; avif?: number[] }
    if (fs.existsSync(metaFile)) {
      meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as typeof meta
      summary.fromCache++
    } else {
      const v = await makeVariants(original, await loadSharp(), { crops: !pages.has(url), avif: leads.has(url) })
      fs.mkdirSync(dir, { recursive: true })
      for (const f of v.files) fs.writeFileSync(path.join(dir, f.name), f.data)
      meta = { width: v.width, height: v.height, widths: v.widths, crops: v.crops, avif: v.avif }
      // meta.json last: its presence means the folder is complete
      fs.writeFileSync(metaFile, JSON.stringify(meta))
      summary.encoded++
    }
    recordLocal(url, {
      ok: true,
      width: meta.width,
      height: meta.height,
      key,
      widths: meta.widths,
      ...(meta.crops.length ? { crops: meta.crops } : {}),
      ...(meta.avif?.length ? { avif: meta.avif } : {}),
    })
  }

  /** 4. An image's variants published (linkVariants), or counted for publishVariants() to publish later. */
  const recordLocal = (url: string, entry: LocalImage) => {
    const names = imageFiles(entry)
    if (opts.publish === false) {
      summary.variantFiles += names.length
      summary.local.push(entry)
    } else {
      for (const to of linkVariants(path.join(cache, 'variants', entry.key), path.join(clientImg, entry.key), names)) {
        summary.variantFiles++
        summary.variantBytes += fs.statSync(to).size
      }
    }
    record(url, entry)
  }

  /** A downloaded image the index knows, in the mode this run wants for it: recorded with no file read. */
  const fromIndex = (url: string): boolean => {
    if (!isDownloaded(url)) return false
    const entry = (pages.has(url) ? index.pages : index.photos).get(url)
    if (!entry) return false
    if (opts.cdn && cdnHandles(opts.cdn, url)) {
      if (!('cdn' in entry)) return false
      record(url, entry)
    } else {
      // An image that became a lead image (or stopped being one) has another kind, so another key.
      if (!('key' in entry) || !hasVariants(entry.key) || !!entry.avif?.length !== leads.has(url)) return false
      recordLocal(url, entry)
    }
    summary.fromCache++
    indexHits++
    return true
  }

  // A source the index knows, or one with no local file and no API to ask (offline, the bench's
  // synthetic photos are all such sources), is recorded here, without a turn of the worker pool.
  const queued = sources.filter((url) => {
    if (fromIndex(url)) return false
    if ((opts.cdn && cdnHandles(opts.cdn, url)) || isDownloaded(url) || localSource(url, publicFiles)) return true
    fail(url, 'missing', 'no local file and no API')
    return false
  })

  // Bounded concurrency: downloads overlap, encodes use the cores (sharp's own threads are limited to 1 a job).
  let next = 0
  const concurrency = opts.concurrency ?? Math.max(2, Math.min(8, os.availableParallelism() * 2))
  const worker = async () => {
    for (let url = queued[next++]; url !== undefined; url = queued[next++]) {
      try {
        await processOne(url)
      } catch (e) {
        if (e instanceof ImageFault) fail(url, e.reason, e.message)
        else fail(url, 'error', (e as Error).message)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))

  fs.mkdirSync(opts.outDir, { recursive: true })
  fs.writeFileSync(path.join(opts.outDir, MANIFEST_FILE), manifestText(manifest))
  fs.mkdirSync(cache, { recursive: true })
  writeJsonObjectLines(path.join(cache, 'failures.json'), failures)
  // The index of this run's downloaded images, rewritten only when it changed: unchanged when every
  // one came from it and it knows no other (a rebuild with nothing new writes nothing).
  if (indexHits !== indexSize(learnt) || indexHits !== indexSize(index)) writeCacheIndex(cache, INDEX_TRANSFORM, learnt)
  summary.ms = Date.now() - started
  const faults = Object.entries(summary.faults)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ')
  const cdnNote = opts.cdn ? ` (image CDN ${opts.cdn.name}: ${summary.probed} sizes probed)` : ''
  log(
    `images: ${summary.sources} sources, ${summary.downloaded} downloaded, ${summary.encoded} encoded${cdnNote}, ${summary.fromCache} from ${path.relative(root, cache)}, ${summary.failed} failed${faults ? ` (${faults}; those places show a neutral box with their alt text, see ${path.relative(root, path.join(cache, 'failures.json'))})` : ''}; ${summary.variantFiles} variant files${opts.publish === false ? ' (published after the bundle)' : ' published'}, ${(summary.ms / 1000).toFixed(1)} s`,
  )
  return summary
}

/**
 * Writes a Map as the JSON object JSON.stringify(…, null, 1) would, one entry a line, a few thousand
 * lines at a time: 200,000 failures never become one string (or one object) in memory.
 */
export function writeJsonObjectLines(file: string, entries: Map<string, string>): void {
  const fd = fs.openSync(file, 'w')
  try {
    if (entries.size === 0) return void fs.writeSync(fd, '{}')
    let lines: string[] = []
    let first = true
    const flush = () => {
      fs.writeSync(fd, (first ? '{\n' : ',\n') + lines.join(',\n'))
      first = false
      lines = []
    }
    for (const [k, v] of entries) {
      lines.push(` ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      if (lines.length === 5000) flush()
    }
    if (lines.length) flush()
    fs.writeSync(fd, '\n}')
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * One image's variant files from its cache folder into the site (hard links where the file system
 * allows: no copy of 10,000 photos' variants); returns the published paths.
 */
function linkVariants(fromDir: string, toDir: string, names: string[]): string[] {
  fs.mkdirSync(toDir, { recursive: true })
  return names.map((name) => {
    const to = path.join(toDir, name)
    try {
      fs.linkSync(path.join(fromDir, name), to)
    } catch (e) {
      // already there (published before), or no hard links on this file system
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') fs.copyFileSync(path.join(fromDir, name), to)
    }
    return to
  })
}

/**
 * Publishes the variants of the image step's local entries (ImageStepSummary.local) into
 * <outDir>/client/img/ (hard links from the cache). Run after `vike build`, which empties
 * dist/client: the image step itself runs while Vite bundles, before the listing files
 * (lib/select/listingData.ts) and the prerendered pages are made, so both see one manifest and name
 * the same listing file.
 */
export function publishVariants(
  outDir: string,
  local: readonly LocalImage[],
  root = process.cwd(),
  cacheDir = imageCacheDir(),
): { files: number } {
  const cache = path.resolve(root, cacheDir)
  let files = 0
  // Several source URLs may share one original's bytes, hence one folder: it is published once.
  const published = new Set<string>()
  for (const entry of local) {
    if (published.has(entry.key)) continue
    published.add(entry.key)
    files += linkVariants(
      path.join(cache, 'variants', entry.key),
      path.join(outDir, 'client', VARIANT_URL_DIR, entry.key),
      imageFiles(entry),
    ).length
  }
  return { files }
}

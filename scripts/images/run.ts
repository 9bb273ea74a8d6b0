// The build's image step (`npm run build`, while `vike build` bundles; docs/images.md): every image
// the pages show from the API or the media host -> WebP variants in dist/client/img/<key>/<w>.webp
// (and, for photos, 4:3 AVIF crops c<w>.avif for cards and grids; for lead images, AVIF of the
// whole image a<w>.avif: makeVariants.ts) and dist/image-manifest.json, which the pages read
// (lib/images/responsive.ts). This file runs the step; its parts:
//   sources.ts       what to make variants of (from the snapshots' schemas), and public/'s files
//   fetchOriginal.ts the download of an original, with its limits
//   variantCache.ts  an original's variants from the cache, or encoded now (makeVariants.ts)
//   cdnSizes.ts      image-CDN mode: only each image's real size
//   cacheIndex.ts    what earlier runs learnt of every downloaded image, in one file
//   publish.ts       the variants linked into the site
// The cache (.cache/images/, restored and saved by the deploy workflow's build):
//   originals/<sha1 of the source URL>  the downloaded original, fetched once per URL
//   keys/, variants/                    variantCache.ts
//   sizes/<sha1 of the source URL>.json cdnSizes.ts
//   failures.json                       faults of the last run (retried on the next run)
//   index.json                          cacheIndex.ts
// A rebuild with no new photos downloads nothing and encodes nothing: it hashes nothing either, and
// reads one index instead of the files above for each downloaded image.
// Offline (no NCSR_API_BASE / MEDIA_BASE) the sources are the committed placeholders under public/.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BuildEnv } from '#lib/config/buildEnv.ts'
import { imageFiles, MANIFEST_FILE, manifestText, VARIANT_URL_DIR, type ImageManifest } from '#lib/images/responsive.ts'
import { contentPhotoUrls } from '#lib/content/photos.ts'
import { cdnHandles, type ImageCdn } from '#lib/images/cdn.ts'
import { emptyIndex, indexSize, readCacheIndex, writeCacheIndex, type KnownImage } from './cacheIndex.ts'
import { cdnImageSize } from './cdnSizes.ts'
import { fetchOriginal, ImageFault, type FetchLimits } from './fetchOriginal.ts'
import { INDEX_TRANSFORM, LEAD_TRANSFORM, variantWidths } from './makeVariants.ts'
import { linkVariants, type LocalImage } from './publish.ts'
import { isDownloaded, LEAD_IMAGE_ENDPOINTS, listPublicFiles, localSource, mediaImageUrls, snapshotImageUrls } from './sources.ts'
import { cachedVariants } from './variantCache.ts'

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
  /** The cache folder the step used (absolute): publishVariants() links from it. */
  cacheDir: string
  /** The entries with local variants, for publishVariants(): a list, not a walk over every entry of the manifest. */
  local: LocalImage[]
}

const sha1 = (s: string) => crypto.createHash('sha1').update(s).digest('hex')

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
  const leads = new Set(snapshotImageUrls(opts.env.dataDir, opts.env.apiBase, LEAD_IMAGE_ENDPOINTS))
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
    cacheDir: cache,
    local: [],
  }
  const clientImg = path.join(opts.outDir, 'client', VARIANT_URL_DIR)
  // url -> "kind: message", written as failures.json at the end
  const failures = new Map<string, string>()
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
    if (opts.cdn && cdnHandles(opts.cdn, url)) {
      const { size, from } = await cdnImageSize(url, cache, limits, opts.fetch)
      if (from === 'cache') summary.fromCache++
      if (from === 'probe') summary.probed++
      return record(url, { ok: true, ...size, widths: variantWidths(size.width, size.height), cdn: true })
    }
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
    // 2. its variants, from the cache or encoded now
    try {
      const { entry, encoded } = await cachedVariants(original, cache, {
        crops: !pages.has(url),
        avif: leads.has(url),
        tag: kindOf(url),
      })
      if (encoded) summary.encoded++
      else summary.fromCache++
      recordLocal(url, entry)
    } catch (e) {
      // A download that cannot be decoded is not kept: the next run fetches it again, in case it was fixed.
      if (downloadedFile) fs.rmSync(downloadedFile, { force: true })
      throw e
    }
  }

  /** 3. An image's variants published (linkVariants), or counted for publishVariants() to publish later. */
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

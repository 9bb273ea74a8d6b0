// What the image step learnt of each source, and the files it leaves (docs/images.md): the manifest the
// pages read, the cache index of the downloaded images it recorded usable (cacheIndex.ts), and
// failures.json, the faults of this run (tried again on the next).
import fs from 'node:fs'
import path from 'node:path'
import { MANIFEST_FILE, manifestText, type ImageManifest } from '#lib/images/responsive.ts'
import type { ImageCdn } from '#lib/images/cdn.ts'
import { emptyIndex, indexSize, writeCacheIndex, type CacheIndex, type KnownImage } from './cacheIndex.ts'
import type { Fault } from './plan.ts'
import { isDownloaded } from './sources.ts'

export const FAILURES_FILE = 'failures.json'

export interface StepResults {
  manifest: ImageManifest
  /** The downloaded images recorded usable, in order: the cache index this run leaves. */
  learnt: CacheIndex
  /** url -> "kind: message" */
  failures: Map<string, string>
}

export const emptyResults = (cdn?: ImageCdn | null): StepResults => ({
  manifest: { ...(cdn ? { cdn } : {}), images: new Map() },
  learnt: emptyIndex(),
  failures: new Map(),
})

/** A usable image; `page`: a magazine or newsletter page (kept apart in the index: its variants have no crops). */
export function recordImage(results: StepResults, url: string, entry: KnownImage, page: boolean): void {
  results.manifest.images.set(url, entry)
  if (isDownloaded(url)) (page ? results.learnt.pages : results.learnt.photos).set(url, entry)
}

/** A failed image: the manifest says so (the page shows a neutral box with the alt text), failures.json says why. */
export function recordFault(results: StepResults, url: string, fault: Fault): void {
  results.failures.set(url, `${fault.kind}: ${fault.message}`)
  results.manifest.images.set(url, { ok: false, reason: fault.kind })
}

/**
 * Writes <outDir>/image-manifest.json, the cache's failures.json and its index. The index is rewritten
 * only when it changed: not when every image it knew came from it (`indexHits`) and it knows no other,
 * so a rebuild with nothing new writes nothing there.
 */
export function writeResults(
  results: StepResults,
  to: { outDir: string; cache: string; index: CacheIndex; indexHits: number; transform: string },
): void {
  fs.mkdirSync(to.outDir, { recursive: true })
  fs.writeFileSync(path.join(to.outDir, MANIFEST_FILE), manifestText(results.manifest))
  fs.mkdirSync(to.cache, { recursive: true })
  writeJsonObjectLines(path.join(to.cache, FAILURES_FILE), results.failures)
  if (to.indexHits !== indexSize(results.learnt) || to.indexHits !== indexSize(to.index))
    writeCacheIndex(to.cache, to.transform, results.learnt)
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

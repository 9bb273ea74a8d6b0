// The image step's plan (docs/images.md "What the step does"): each source is either settled before
// any work (known from the cache's index, or with nothing to read) or a job for the queue (a size to
// learn in image-CDN mode, a file of public/ to encode, an original to download and encode).
// Pure: what the plan needs to know of the file system and the CDN comes in as functions.
import type { CacheIndex, KnownImage } from './cacheIndex.ts'
import { LEAD_TRANSFORM } from './makeVariants.ts'
import { isDownloaded, type ImageRoles } from './sources.ts'
import type { VariantKind } from './variantCache.ts'

/** Work the queue does for one source. */
export type Job =
  /** Image-CDN mode: the CDN resizes it, the step only learns its size (cdnSizes.ts). */
  | { url: string; work: 'size' }
  /** A file of the site's own public/ (a content photo, an offline placeholder). */
  | { url: string; work: 'local'; file: string }
  /** An original of the API or the media host, from the cache or downloaded now (originals.ts). */
  | { url: string; work: 'download' }

/** A failure, by kind (an ImageFault's reason, `missing`, or `error`). */
export interface Fault {
  kind: string
  message: string
}

/**
 * What became of one source. `via`: where its entry came from (the index, the cache's files, an encode
 * now, a Range probe or a cached original in image-CDN mode); `fetched`: an original was downloaded.
 */
export type Outcome =
  | { url: string; entry: KnownImage; via: 'index' | 'cache' | 'encoded' | 'probe' | 'original'; fetched: boolean }
  | { url: string; fault: Fault; fetched: boolean }

export interface Plan {
  /** Sources settled without a turn of the queue, in the sources' order. */
  settled: Outcome[]
  /** The queue's work, in the sources' order. */
  jobs: Job[]
}

export interface PlanContext {
  index: CacheIndex
  roles: ImageRoles
  /** The CDN resizes this source (image-CDN mode). */
  viaCdn: (url: string) => boolean
  /** The file under public/ of a site-relative source, or null. */
  localFile: (url: string) => string | null
  /** The cache holds variants/<key>/. */
  hasVariants: (key: string) => boolean
}

export const MISSING: Fault = { kind: 'missing', message: 'no local file and no API' }

/**
 * A source the index knows, or one with no local file and no API to ask (offline, the bench's
 * synthetic photos are all such sources), is settled here; every other source is a job.
 */
export function planImages(sources: readonly string[], ctx: PlanContext): Plan {
  const plan: Plan = { settled: [], jobs: [] }
  for (const url of sources) {
    const known = knownEntry(url, ctx)
    const job = known ? undefined : jobFor(url, ctx)
    if (job) plan.jobs.push(job)
    else plan.settled.push(known ? { url, entry: known, via: 'index', fetched: false } : { url, fault: MISSING, fetched: false })
  }
  return plan
}

/** The index's entry for a downloaded source, when it holds for this run's mode and kind. */
export function knownEntry(url: string, ctx: PlanContext): KnownImage | undefined {
  if (!isDownloaded(url)) return undefined
  const entry = (ctx.roles.pages.has(url) ? ctx.index.pages : ctx.index.photos).get(url)
  if (!entry) return undefined
  if (ctx.viaCdn(url)) return 'cdn' in entry ? entry : undefined
  // An image that became a lead image (or stopped being one) has another kind, so another key.
  if (!('key' in entry) || !!entry.avif?.length !== ctx.roles.leads.has(url) || !ctx.hasVariants(entry.key)) return undefined
  return entry
}

function jobFor(url: string, ctx: PlanContext): Job | undefined {
  if (ctx.viaCdn(url)) return { url, work: 'size' }
  const file = ctx.localFile(url)
  if (file) return { url, work: 'local', file }
  return isDownloaded(url) ? { url, work: 'download' } : undefined
}

/** The variants a source gets: crops for photos, whole-image AVIF for lead images; `tag` names that kind in its key. */
export function variantKind(url: string, roles: ImageRoles): VariantKind {
  const crops = !roles.pages.has(url)
  const avif = roles.leads.has(url)
  return { crops, avif, tag: (crops ? '+crops' : '') + (avif ? `+${LEAD_TRANSFORM}` : '') }
}

// One job of the image step's queue (plan.ts): in image-CDN mode the source's size, otherwise its
// variants, from the cache or encoded now, made from its original (a file of public/, or the cached
// or downloaded one). A job never throws: a fault is its outcome, counted, and tried again next run.
import { cdnImageSize } from './cdnSizes.ts'
import { ImageFault, type FetchLimits } from './fetchOriginal.ts'
import { variantWidths } from './makeVariants.ts'
import { cachedOriginal, dropOriginal } from './originals.ts'
import { variantKind, type Fault, type Job, type Outcome } from './plan.ts'
import type { ImageRoles } from './sources.ts'
import { cachedVariants } from './variantCache.ts'

export interface JobContext {
  /** The image cache folder (absolute). */
  cache: string
  roles: ImageRoles
  limits: FetchLimits
  fetch?: typeof fetch
}

type Found = Pick<Extract<Outcome, { entry: unknown }>, 'entry' | 'via'>

export async function processImage(job: Job, ctx: JobContext): Promise<Outcome> {
  if (job.work === 'size') return settle(job.url, false, () => cdnEntry(job.url, ctx))
  if (job.work === 'local') return settle(job.url, false, () => variantsEntry(job.url, job.file, ctx))
  let original: { file: string; fetched: boolean }
  try {
    original = await cachedOriginal(job.url, ctx.cache, ctx.limits, ctx.fetch)
  } catch (e) {
    return { url: job.url, fault: faultOf(e), fetched: false }
  }
  const outcome = await settle(job.url, original.fetched, () => variantsEntry(job.url, original.file, ctx))
  if ('fault' in outcome) dropOriginal(original.file)
  return outcome
}

/** A fault by kind: an ImageFault's reason, or `error` for anything else. */
export const faultOf = (e: unknown): Fault =>
  e instanceof ImageFault ? { kind: e.reason, message: e.message } : { kind: 'error', message: (e as Error).message }

async function settle(url: string, fetched: boolean, find: () => Promise<Found>): Promise<Outcome> {
  try {
    return { url, fetched, ...(await find()) }
  } catch (e) {
    return { url, fault: faultOf(e), fetched }
  }
}

async function cdnEntry(url: string, ctx: JobContext): Promise<Found> {
  const { size, from } = await cdnImageSize(url, ctx.cache, ctx.limits, ctx.fetch)
  return { entry: { ok: true, ...size, widths: variantWidths(size.width, size.height), cdn: true }, via: from }
}

async function variantsEntry(url: string, original: string, ctx: JobContext): Promise<Found> {
  const { entry, encoded } = await cachedVariants(original, ctx.cache, variantKind(url, ctx.roles))
  return { entry, via: encoded ? 'encoded' : 'cache' }
}

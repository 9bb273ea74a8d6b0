// The build's image step (`npm run build`, while `vike build` bundles; docs/images.md): every image
// the pages show from the API or the media host -> WebP variants in dist/client/img/<key>/<w>.webp
// (and, for photos, 4:3 AVIF crops c<w>.avif for cards and grids; for lead images, AVIF of the
// whole image a<w>.avif: makeVariants.ts) and dist/image-manifest.json, which the pages read
// (lib/images/responsive.ts). This file runs the step; its parts, in the order they act:
//   sources.ts       what to make variants of (from the snapshots' schemas), and public/'s files
//   plan.ts          which sources are settled already (the index) and which are jobs for the queue
//   jobQueue.ts      the queue (p-queue) and how many jobs it runs at once
//   processImage.ts  one job: a size in image-CDN mode (cdnSizes.ts), or variants from an original
//   originals.ts     the cached originals, downloaded once (fetchOriginal.ts, with its limits)
//   variantCache.ts  an original's variants from the cache, or encoded now (makeVariants.ts)
//   stepResults.ts   the manifest, the index this run leaves (cacheIndex.ts) and failures.json
//   publish.ts       the variants linked into the site
//   report.ts        the counts and the build's `images:` line
// The cache (.cache/images/, restored and saved by the deploy workflow's build):
//   originals/<sha1 of the source URL>  the downloaded original, fetched once per URL
//   keys/, variants/                    variantCache.ts
//   sizes/<sha1 of the source URL>.json cdnSizes.ts
//   failures.json                       faults of the last run (retried on the next run)
//   index.json                          cacheIndex.ts
// A rebuild with no new photos downloads nothing and encodes nothing: it hashes nothing either, and
// reads one index instead of the files above for each downloaded image.
// Offline (no NCSR_API_BASE / MEDIA_BASE) the sources are the committed placeholders under public/.
import path from 'node:path'
import type { BuildEnv } from '#lib/config/buildEnv.ts'
import { imageFiles } from '#lib/images/responsive.ts'
import { cdnHandles, type ImageCdn } from '#lib/images/cdn.ts'
import { readCacheIndex, type CacheIndex } from './cacheIndex.ts'
import { fetchLimits, type FetchLimits } from './fetchOriginal.ts'
import { imageConcurrency, runQueued } from './jobQueue.ts'
import { INDEX_TRANSFORM } from './makeVariants.ts'
import { planImages, type Outcome, type PlanContext } from './plan.ts'
import { faultOf, processImage } from './processImage.ts'
import { publishImage } from './publish.ts'
import { emptySummary, summaryLine, tally, type ImageStepSummary } from './report.ts'
import { listPublicFiles, localSource, stepSources, type ImageRoles } from './sources.ts'
import { emptyResults, recordFault, recordImage, writeResults, type StepResults } from './stepResults.ts'
import { variantFolders } from './variantCache.ts'

/** The image cache folder: NCSR_IMAGE_CACHE, default .cache/images (the bench keeps its own, cold or warm). */
export const imageCacheDir = (env: NodeJS.ProcessEnv = process.env) => env.NCSR_IMAGE_CACHE?.trim() || '.cache/images'

export interface ImageStepOptions {
  env: BuildEnv
  outDir: string
  root?: string
  /** The hand-edited content whose photos the step lists (default CONTENT_DIR). */
  contentDir?: string
  cacheDir?: string
  /** Jobs at once (default imageConcurrency(): jobQueue.ts says why). */
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

export async function runImageStep(opts: ImageStepOptions): Promise<ImageStepSummary> {
  const started = Date.now()
  const root = opts.root ?? process.cwd()
  const cache = path.resolve(root, opts.cacheDir ?? imageCacheDir())
  const { sources, roles } = stepSources(opts.env, root, opts.contentDir)
  const index = readCacheIndex(cache, INDEX_TRANSFORM)
  const plan = planImages(sources, planContext(opts, root, cache, index, roles))
  const jobContext = { cache, roles, limits: fetchLimits(opts.env, opts.limits), fetch: opts.fetch }
  const worked = await runQueued(plan.jobs, opts.concurrency ?? imageConcurrency(), (job) => processImage(job, jobContext))
  const results = emptyResults(opts.cdn)
  const summary = emptySummary(sources.length, results.manifest, cache)
  const keep = (outcome: Outcome) => record(publishLocal(outcome, opts, summary), results, summary, roles)
  // What the plan settled first, then the queue's work, each in the sources' order: the same manifest
  // whatever order the jobs finish in.
  plan.settled.forEach(keep)
  worked.forEach(keep)
  const indexHits = plan.settled.reduce((n, o) => n + ('entry' in o ? 1 : 0), 0)
  writeResults(results, { outDir: opts.outDir, cache, index, indexHits, transform: INDEX_TRANSFORM })
  summary.ms = Date.now() - started
  const log = opts.log ?? ((line: string) => console.log(line))
  log(summaryLine(summary, root, opts.cdn?.name, opts.publish === false))
  return summary
}

function planContext(opts: ImageStepOptions, root: string, cache: string, index: CacheIndex, roles: ImageRoles): PlanContext {
  const publicFiles = listPublicFiles(root)
  const cdn = opts.cdn
  return {
    index,
    roles,
    viaCdn: cdn ? (url) => cdnHandles(cdn, url) : () => false,
    localFile: (url) => localSource(url, publicFiles),
    hasVariants: variantFolders(cache),
  }
}

/**
 * A local image's variants linked into <outDir>/client/img/<key>/ now, or listed for publishVariants()
 * after the bundle (publish: false). A link that fails makes the image a failure, like any other fault.
 */
function publishLocal(outcome: Outcome, opts: ImageStepOptions, summary: ImageStepSummary): Outcome {
  if ('fault' in outcome || !('key' in outcome.entry)) return outcome
  const entry = outcome.entry
  if (opts.publish === false) {
    summary.variantFiles += imageFiles(entry).length
    summary.local.push(entry)
    return outcome
  }
  try {
    const { files, bytes } = publishImage(entry, opts.outDir, summary.cacheDir)
    summary.variantFiles += files
    summary.variantBytes += bytes
    return outcome
  } catch (e) {
    return { url: outcome.url, fault: faultOf(e), fetched: outcome.fetched }
  }
}

function record(outcome: Outcome, results: StepResults, summary: ImageStepSummary, roles: ImageRoles): void {
  tally(summary, outcome)
  if ('fault' in outcome) recordFault(results, outcome.url, outcome.fault)
  else recordImage(results, outcome.url, outcome.entry, roles.pages.has(outcome.url))
}

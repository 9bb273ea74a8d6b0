// The image step's summary: what it counted (returned to the build) and the `images:` line the build
// prints (docs/images.md; its fault kinds are the ones a reader looks up in failures.json).
import path from 'node:path'
import type { ImageManifest } from '#lib/images/responsive.ts'
import type { Outcome } from './plan.ts'
import type { LocalImage } from './publish.ts'
import { FAILURES_FILE } from './stepResults.ts'

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

export function emptySummary(sources: number, manifest: ImageManifest, cacheDir: string): ImageStepSummary {
  return {
    sources,
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
    cacheDir,
    local: [],
  }
}

/** Counts one source's outcome. */
export function tally(summary: ImageStepSummary, outcome: Outcome): void {
  if (outcome.fetched) summary.downloaded++
  if ('fault' in outcome) {
    summary.failed++
    summary.faults[outcome.fault.kind] = (summary.faults[outcome.fault.kind] ?? 0) + 1
  } else if (outcome.via === 'encoded') summary.encoded++
  else if (outcome.via === 'probe') summary.probed++
  else if (outcome.via !== 'original') summary.fromCache++
}

/** The build's `images:` line; paths relative to `root`. */
export function summaryLine(s: ImageStepSummary, root: string, cdnName: string | undefined, deferred: boolean): string {
  const faults = Object.entries(s.faults)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ')
  const cdnNote = cdnName ? ` (image CDN ${cdnName}: ${s.probed} sizes probed)` : ''
  const faultNote = faults
    ? ` (${faults}; those places show a neutral box with their alt text, see ${path.relative(root, path.join(s.cacheDir, FAILURES_FILE))})`
    : ''
  const published = deferred ? ' (published after the bundle)' : ' published'
  return `images: ${s.sources} sources, ${s.downloaded} downloaded, ${s.encoded} encoded${cdnNote}, ${s.fromCache} from ${path.relative(root, s.cacheDir)}, ${s.failed} failed${faultNote}; ${s.variantFiles} variant files${published}, ${(s.ms / 1000).toFixed(1)} s`
}

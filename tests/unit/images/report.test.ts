// The image step's counts and its `images:` line (scripts/images/report.ts).
import { describe, expect, it } from 'vitest'
import type { KnownImage } from '#scripts/images/cacheIndex.ts'
import type { Outcome } from '#scripts/images/plan.ts'
import { emptySummary, summaryLine, tally } from '#scripts/images/report.ts'

const entry: KnownImage = { ok: true, width: 800, height: 600, widths: [400, 800], key: '0123456789abcdef' }
const ok = (via: Extract<Outcome, { entry: unknown }>['via'], fetched = false): Outcome => ({ url: 'u', entry, via, fetched })
const failed = (kind: string, fetched = false): Outcome => ({ url: 'u', fault: { kind, message: '' }, fetched })
const summary = () => emptySummary(9, { images: new Map() }, '/site/.cache/images')

describe('tally', () => {
  it('counts each outcome once by where its entry came from, and every download, failed or not', () => {
    const s = summary()
    for (const o of [
      ok('index'),
      ok('cache'),
      ok('encoded', true),
      ok('probe'),
      ok('original'),
      failed('http'),
      failed('undecodable', true),
      failed('http'),
    ])
      tally(s, o)
    expect(s).toMatchObject({ fromCache: 2, encoded: 1, probed: 1, downloaded: 2, failed: 3, faults: { http: 2, undecodable: 1 } })
  })
})

describe('summaryLine', () => {
  it('reads as one line with paths relative to the root', () => {
    const s = { ...summary(), downloaded: 1, encoded: 1, fromCache: 7, variantFiles: 40, ms: 1234 }
    expect(summaryLine(s, '/site', undefined, true)).toBe(
      'images: 9 sources, 1 downloaded, 1 encoded, 7 from .cache/images, 0 failed; 40 variant files (published after the bundle), 1.2 s',
    )
  })

  it('names the faults by kind and where they are listed, and the image CDN with its probes', () => {
    const s = { ...summary(), probed: 3, failed: 2, faults: { http: 1, timeout: 1 } }
    expect(summaryLine(s, '/site', 'cloudflare', false)).toBe(
      'images: 9 sources, 0 downloaded, 0 encoded (image CDN cloudflare: 3 sizes probed), 0 from .cache/images, 2 failed (1 http, 1 timeout; those places show a neutral box with their alt text, see .cache/images/failures.json); 0 variant files published, 0.0 s',
    )
  })
})

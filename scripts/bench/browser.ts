// Lighthouse for the bench, on the site served as the production hosts serve it. Figures only.
import fs from 'node:fs'
import path from 'node:path'
import { startPreviewServer, type PreviewServer } from '../lib/previewServer.ts'
import { median, run } from './measure.ts'

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'

export type Line = (name: string, value: number | string, unit?: string) => void

/** The built client folder served gzipped, hashed assets immutable. */
export const serveSite = (root: string): Promise<PreviewServer> => startPreviewServer({ root, immutableAssets: true })

type LighthouseRun = Awaited<ReturnType<typeof lighthouse>>

/**
 * Lighthouse 12 (mobile preset) on one URL with Debian's Chromium, headless. Its throttling is
 * simulated unless BENCH_THROTTLING=devtools throttles the network and processor for real.
 */
async function lighthouse(url: string, reportFile: string) {
  const res = await run(
    path.resolve('node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(process.env.BENCH_THROTTLING ? [`--throttling-method=${process.env.BENCH_THROTTLING}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { CHROME_PATH: CHROMIUM },
  )
  if (res.code !== 0 || !fs.existsSync(reportFile)) throw new Error(`lighthouse failed on ${url}: ${res.stderr.slice(-2000)}`)
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
    audits: Record<string, { score?: number | null; numericValue?: number }>
  }
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Scored audits of the other categories that did not pass: why a score is under 100.
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((k) =>
      (lhr.categories[k]?.auditRefs ?? []).filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 1).map((a) => `${k}:${a.id}`),
    ),
  }
}

/**
 * One line a route: Lighthouse `runs` times, the median performance, LCP, TBT and CLS, each run's
 * performance and LCP, and the lowest of the other scores (a failed audit is not noise). On a shared
 * machine one run's blocking time swings by seconds; the reports are left in reportDir.
 */
export async function lighthouseLines(prefix: string, base: string, routes: string[], runs: number, reportDir: string, line: Line) {
  line(`${prefix} load average`, fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '))
  for (const route of routes) {
    const report = path.join(reportDir, `lighthouse-${route.replace(/\W+/g, '_')}.json`)
    const all: LighthouseRun[] = []
    for (let i = 0; i < runs; i++) all.push(await lighthouse(base + route, report))
    const med = (pick: (r: LighthouseRun) => number) => median(all.map(pick))
    const others = (['accessibility', 'best-practices', 'seo'] as const).map((k) => `${k} ${Math.min(...all.map((r) => r.scores[k]))}`)
    const failing = [...new Set(all.flatMap((r) => r.failing))]
    line(
      `${prefix} ${route}`,
      `performance ${med((r) => r.scores.performance)}, lcp ${Math.round(med((r) => r.lcpMs))} ms, tbt ${Math.round(med((r) => r.tbtMs))} ms, ` +
        `cls ${+med((r) => r.cls).toFixed(3)}; ${others.join(', ')}${failing.length ? ` (${failing.join(', ')})` : ''}` +
        ` (runs: ${all.map((r) => `${r.scores.performance}/${Math.round(r.lcpMs)} ms`).join(', ')})`,
    )
  }
}

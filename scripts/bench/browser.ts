// Real-browser figures for the bench (Lighthouse, image bytes). Figures only; no assertions.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startPreviewServer, type PreviewServer } from '../lib/previewServer.ts'

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Runs a command without blocking the event loop (servers in this process keep answering). */
export function run(
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = process.hrtime.bigint()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr, seconds: Number(process.hrtime.bigint() - started) / 1e9 }))
  })
}

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Where the LCP's time went (Lighthouse's phases: TTFB, Load Delay, Load Time, Render Delay, in ms) and its element. */
  lcpPhases: Record<string, number>
  lcpElement: string
  /** Lighthouse's measure of the host's speed when it ran (a loaded machine scores lower). */
  benchmarkIndex: number
  /** Scored audits of accessibility, best practices and SEO that did not pass (their ids): why a category is under 100. */
  failing: string[]
}

/**
 * The median run of several on one page: the run whose LCP is the median, with the median
 * performance score and TBT beside it. Lighthouse's own advice for variance is the median of
 * several runs; on a shared machine one run's TBT swings by seconds with the other load.
 */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('medianRun: no runs')
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)
  const mid = byLcp[Math.floor((byLcp.length - 1) / 2)]!
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!
  return {
    ...mid,
    performance: med(runs.map((r) => r.performance)),
    tbtMs: med(runs.map((r) => r.tbtMs)),
    cls: med(runs.map((r) => r.cls)),
  }
}

interface AuditDetails {
  type?: string
  items?: unknown[]
}

interface LcpRow {
  node?: { snippet?: string }
  phase?: string
  timing?: number
}

/** The LCP element audit's two tables: the element, and the time of each phase. */
function lcpDetails(details: AuditDetails | undefined): { lcpPhases: Record<string, number>; lcpElement: string } {
  const lcpPhases: Record<string, number> = {}
  let lcpElement = ''
  const tables = (details?.type === 'list' ? (details.items ?? []) : details ? [details] : []) as AuditDetails[]
  for (const table of tables)
    for (const row of (table.items ?? []) as LcpRow[]) {
      if (row.node?.snippet) lcpElement = row.node.snippet
      if (row.phase && typeof row.timing === 'number') lcpPhases[row.phase] = row.timing
    }
  return { lcpPhases, lcpElement }
}

/**
 * Lighthouse 12 (mobile preset, the default) on one URL with Debian's Chromium, headless. Its
 * default throttling is simulated (Lantern: the page loads unthrottled and the figures are computed);
 * BENCH_THROTTLING=devtools throttles the network and processor for real instead (slower, and a
 * check on the simulation, which leaves a low-priority image out of its LCP: docs/images.md).
 */
export async function lighthouse(url: string, outFile: string): Promise<LighthouseFigures> {
  const bin = path.resolve('node_modules/.bin/lighthouse')
  const res = await run(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(process.env.BENCH_THROTTLING ? [`--throttling-method=${process.env.BENCH_THROTTLING}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { CHROME_PATH: CHROMIUM },
  )
  if (res.code !== 0 || !fs.existsSync(outFile)) throw new Error(`lighthouse failed on ${url}: ${res.stderr.slice(-2000)}`)
  const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8')) as {
    environment?: { benchmarkIndex?: number }
    categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>
    audits: Record<string, { score?: number | null; numericValue?: number; details?: AuditDetails }>
  }
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    ...lcpDetails(lhr.audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((k) =>
      (lhr.categories[k]?.auditRefs ?? [])
        .filter((a) => a.weight > 0 && typeof lhr.audits[a.id]?.score === 'number' && lhr.audits[a.id]!.score! < 1)
        .map((a) => `${k}:${a.id}`),
    ),
  }
}

/** The site served as the production hosts serve it: gzipped text, immutable hashed assets. */
export function startGzipStaticServer(root: string): Promise<PreviewServer> {
  return startPreviewServer({ root, immutableAssets: true })
}

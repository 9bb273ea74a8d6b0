// Real-browser figures for the bench (Lighthouse, image bytes). Figures only; no assertions.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startStaticServer, type StaticServer } from '../lib/staticServer.ts'

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
}

/** Lighthouse 12 (mobile preset, the default) on one URL with Debian's Chromium, headless. */
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
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { CHROME_PATH: CHROMIUM },
  )
  if (res.code !== 0 || !fs.existsSync(outFile)) throw new Error(`lighthouse failed on ${url}: ${res.stderr.slice(-2000)}`)
  const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8')) as {
    categories: Record<string, { score: number | null }>
    audits: Record<string, { numericValue?: number }>
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
  }
}

/** The site served as the production hosts serve it: gzipped text, immutable hashed assets. */
export function startGzipStaticServer(root: string): Promise<StaticServer> {
  return startStaticServer({
    root,
    gzip: true,
    headersFor: (p) => ({ 'cache-control': p.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' }),
  })
}

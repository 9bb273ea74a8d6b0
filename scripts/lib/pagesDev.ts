// Cloudflare's own local Pages runtime (`wrangler pages dev`: workerd, the runtime of Cloudflare's
// servers, with Cloudflare's parsers of _headers, _redirects and _routes.json and the site's
// functions/) on an ephemeral 127.0.0.1 port, started and stopped by PID. Offline: the variables
// below switch off each request wrangler would make to the internet (its usage metrics, the npm
// update check that comes with its banner, the `Request.cf` object from workers.cloudflare.com);
// checked with `strace -f -e trace=connect`, which saw loopback connections only.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
} as const

/** A fixed date the bundled workerd supports: no "latest compatibility date" fallback (whose warning starts an update check). */
export const COMPATIBILITY_DATE = '2026-11-01'

export interface PagesDev {
  url: string
  /** Everything wrangler printed so far, stdout and stderr. */
  output(): string
  close(): Promise<void>
}

export interface PagesDevOptions {
  /** Where `functions/` is read from (the repository's root). */
  cwd?: string
  timeoutMs?: number
  /** The Functions' variables and secrets (`env.NAME`), as the Pages project's settings give them. */
  bindings?: Record<string, string>
}

/** Serves `dir` as Cloudflare Pages would, with the Functions of `<cwd>/functions/`. */
export async function startPagesDev(
  dir: string,
  { cwd = process.cwd(), timeoutMs = 45_000, bindings = {} }: PagesDevOptions = {},
): Promise<PagesDev> {
  // The package's main file is wrangler-dist/cli.js; its bin, which starts it with Node's flags, sits beside.
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler')), '..', 'bin', 'wrangler.js')
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-state-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...[bin, 'pages', 'dev', dir, '--ip', '127.0.0.1', '--port', '0', '--compatibility-date', COMPATIBILITY_DATE, '--persist-to', state],
      ...Object.entries(bindings).flatMap(([k, v]) => ['--binding', `${k}=${v}`]),
    ],
    { cwd, env: { ...process.env, ...OFFLINE_ENV, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  const collect = (b: Buffer) => (out += b.toString())
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    // bin/wrangler.js passes the signal on to its CLI process, which stops workerd.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    fs.rmSync(state, { recursive: true, force: true })
  }
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler pages dev not ready after ${timeoutMs} ms:\n${out}`)), timeoutMs)
    const check = () => {
      const m = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!)
      }
    }
    child.stdout!.on('data', check)
    child.stderr!.on('data', check)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`wrangler pages dev exited with ${child.exitCode ?? child.signalCode}:\n${out}`))
    })
  }).catch(async (e: unknown) => {
    await close()
    throw e
  })
  return { url, output: () => out, close }
}

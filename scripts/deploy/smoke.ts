// After a deploy: fetch the live home page and an album's `?id=` address and check that the host
// applies what the build wrote (the Content-Security-Policy and security headers of `_headers`) and
// answers the album address `/SubGallery?id=` with a redirect (the Pages Function of
// lib/host/albumAddress.ts). Usage:
//   node --import tsx scripts/deploy/smoke.ts https://preview.example.pages.dev [--album ID] [--query-fallback] [--noindex]
// The expected CSP is read from dist/client/_headers (NCSR_OUT_DIR), so the check compares the live
// site with the build just deployed. Exit 1 on any failed check, each printed as a ::error line.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { headersForPath, parseHeaders } from '../postbuild/headersFile.ts'

export interface SmokeOptions {
  baseUrl: string
  albumId: string
  /** The CSP the build wrote for '/', or null to check only that one is sent and is strict. */
  expectedCsp: string | null
  /**
   * A host without the album Function (a pull request preview, GitHub Pages): there
   * `/SubGallery?id=` is served by the gallery page, whose lookup opens the album in the browser,
   * instead of a 301.
   */
  queryFallback: boolean
  /** A pull request preview: every page must be sent with `X-Robots-Tag: noindex` (scripts/deploy/preview.ts). */
  noindex?: boolean
  fetchImpl?: typeof fetch
}

export interface SmokeCheck {
  name: string
  ok: boolean
  detail: string
}

const SECURITY = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'] as const

function checkCsp(name: string, res: Response, expected: string | null): SmokeCheck[] {
  const csp = res.headers.get('content-security-policy')
  const checks: SmokeCheck[] = [{ name: `${name}: 200`, ok: res.status === 200, detail: `status ${res.status}` }]
  if (!csp)
    return [...checks, { name: `${name}: Content-Security-Policy header`, ok: false, detail: 'missing (is _headers applied by the host?)' }]
  const strict = /(^|;)\s*script-src [^;]*'self'/.test(csp) && !/script-src[^;]*'unsafe-inline'/.test(csp) && /frame-ancestors/.test(csp)
  checks.push({ name: `${name}: Content-Security-Policy is strict`, ok: strict, detail: csp.slice(0, 120) })
  if (expected !== null) {
    checks.push({
      name: `${name}: Content-Security-Policy is the build's`,
      ok: csp === expected,
      detail: csp === expected ? 'same as dist/client/_headers' : `live: ${csp}\nbuilt: ${expected}`,
    })
  }
  for (const h of SECURITY) checks.push({ name: `${name}: ${h}`, ok: res.headers.has(h), detail: res.headers.get(h) ?? 'missing' })
  return checks
}

export async function runSmoke(o: SmokeOptions): Promise<SmokeCheck[]> {
  const get = o.fetchImpl ?? fetch
  const base = o.baseUrl.replace(/\/+$/, '')
  const checks: SmokeCheck[] = []
  const home = await get(`${base}/`, { redirect: 'follow' })
  checks.push(...checkCsp('home page', home, o.expectedCsp))
  if (o.noindex) {
    const robots = home.headers.get('x-robots-tag') ?? ''
    checks.push({ name: 'home page: X-Robots-Tag noindex', ok: /\bnoindex\b/i.test(robots), detail: robots || 'missing' })
  }

  const albumPath = `/SubGallery/${encodeURIComponent(o.albumId)}/`
  const q = await get(`${base}/SubGallery?id=${encodeURIComponent(o.albumId)}`, { redirect: 'manual' })
  const location = q.headers.get('location')
  if (q.status >= 300 && q.status < 400 && location) {
    const target = new URL(location, `${base}/SubGallery`)
    checks.push({
      name: 'album ?id= address redirects to the album page',
      ok: target.pathname === albumPath,
      detail: `${q.status} -> ${location}`,
    })
    const album = await get(new URL(albumPath, `${base}/`).href, { redirect: 'follow' })
    checks.push(...checkCsp('album page', album, o.expectedCsp))
    const html = await album.text()
    checks.push({
      name: 'album page is the album',
      ok: html.includes(`/SubGallery/${o.albumId}/`),
      detail: 'canonical/self links name the album',
    })
  } else if (o.queryFallback) {
    checks.push(...checkCsp('album ?id= fallback page', q, o.expectedCsp))
    const html = await q.text()
    checks.push({
      name: 'album ?id= fallback page is the album fallback',
      ok: /<h1[^>]*>Photo Album</.test(html),
      detail: 'the /SubGallery page that reads ?id= in the browser',
    })
  } else {
    checks.push({
      name: 'album ?id= address redirects to the album page',
      ok: false,
      detail: `status ${q.status}, no redirect (is _redirects applied?)`,
    })
  }
  return checks
}

/** The CSP the build wrote for '/' in <clientDir>/_headers, or null when there is no build here. */
export function builtCsp(clientDir: string): string | null {
  const file = path.join(clientDir, '_headers')
  if (!fs.existsSync(file)) return null
  return headersForPath(parseHeaders(fs.readFileSync(file, 'utf8')), '/')['Content-Security-Policy'] ?? null
}

/** The first album of the built site (dist/client/SubGallery/<id>/), for the ?id= check. */
export function firstAlbumId(clientDir: string): string | null {
  const dir = path.join(clientDir, 'SubGallery')
  if (!fs.existsSync(dir)) return null
  return (
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()[0] ?? null
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2)
  const flag = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const baseUrl = args.find((a) => /^https?:\/\//.test(a))
  const clientDir = path.resolve(process.env.NCSR_OUT_DIR || 'dist', 'client')
  const albumId = flag('--album') ?? firstAlbumId(clientDir)
  if (!baseUrl || !albumId) {
    console.error(
      'usage: smoke.ts <https://deployed.site> [--album ID] [--query-fallback] [--noindex] (run after npm run build, or pass --album)',
    )
    process.exit(2)
  }
  const checks = await runSmoke({
    baseUrl,
    albumId,
    expectedCsp: builtCsp(clientDir),
    queryFallback: args.includes('--query-fallback'),
    noindex: args.includes('--noindex'),
  })
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail.split('\n')[0]})`)
  const failed = checks.filter((c) => !c.ok)
  for (const c of failed) console.log(`::error title=Smoke check failed::${c.name}: ${c.detail.replace(/\n/g, ' | ')}`)
  console.log(`smoke: ${checks.length - failed.length}/${checks.length} checks passed on ${baseUrl}`)
  process.exit(failed.length ? 1 : 0)
}

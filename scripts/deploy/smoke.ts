// After a deploy: fetch the live home page and an album's `?id=` address and check that the host
// applies what the build wrote (the Content-Security-Policy and security headers of `_headers`) and
// answers the album address `/SubGallery?id=` with a redirect (the Pages Function of
// lib/host/albumAddress.ts). With SITE_URL (the live site's origin; the deploy workflows set it) on
// https, also what a security scanner grades there: http:// answered with a redirect to the same
// address on https://, and HSTS sent for at least a year (SECURITY.md "Browser"). Usage:
//   node --import tsx scripts/deploy/smoke.ts https://preview.example.pages.dev [--album ID] [--query-fallback] [--noindex] [--site-url https://www.school.example]
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
  /** The live site's origin (SITE_URL): when https, its http:// address must redirect there and HSTS be sent. */
  siteUrl?: string
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

/** A year, in seconds: the HSTS max-age the build sends (scripts/postbuild/headersFile.ts), and the least a scanner grades well. */
const HSTS_MIN_AGE = 31_536_000

/**
 * The live site's transport security: its http:// address is a redirect to the same path on https://
 * (the host's "Always Use HTTPS"; no page is ever served over http), and the https answer sends HSTS
 * for a year or more. None for a site that is not on https (a local SITE_URL).
 */
export async function transportChecks(siteUrl: string, get: typeof fetch): Promise<SmokeCheck[]> {
  const site = new URL(siteUrl)
  if (site.protocol !== 'https:') return []
  const plain = new URL('/', site)
  plain.protocol = 'http:'
  const checks: SmokeCheck[] = []
  let location: string | null = null
  let status = 0
  try {
    const res = await get(plain.href, { redirect: 'manual' })
    status = res.status
    location = res.headers.get('location')
  } catch (e) {
    checks.push({ name: `${plain.href} redirects to https`, ok: false, detail: `no answer: ${(e as Error).message}` })
  }
  if (status) {
    const target = location ? new URL(location, plain) : null
    const ok = status >= 300 && status < 400 && target?.protocol === 'https:' && target.host === site.host && target.pathname === '/'
    checks.push({ name: `${plain.href} redirects to https`, ok, detail: `${status}${location ? ` -> ${location}` : ', no Location'}` })
  }
  const secure = await get(new URL('/', site).href, { redirect: 'follow' })
  const hsts = secure.headers.get('strict-transport-security') ?? ''
  const age = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(hsts)?.[1] ?? 0)
  checks.push({ name: `${site.origin}: HSTS for a year or more`, ok: age >= HSTS_MIN_AGE, detail: hsts || 'missing' })
  return checks
}

export async function runSmoke(o: SmokeOptions): Promise<SmokeCheck[]> {
  const get = o.fetchImpl ?? fetch
  const base = o.baseUrl.replace(/\/+$/, '')
  const checks: SmokeCheck[] = o.siteUrl ? await transportChecks(o.siteUrl, get) : []
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
      'usage: smoke.ts <https://deployed.site> [--album ID] [--query-fallback] [--noindex] [--site-url URL] (run after npm run build, or pass --album; SITE_URL is read when --site-url is not given)',
    )
    process.exit(2)
  }
  const checks = await runSmoke({
    baseUrl,
    albumId,
    expectedCsp: builtCsp(clientDir),
    queryFallback: args.includes('--query-fallback'),
    noindex: args.includes('--noindex'),
    siteUrl: flag('--site-url') ?? (process.env.SITE_URL?.trim() || undefined),
  })
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail.split('\n')[0]})`)
  const failed = checks.filter((c) => !c.ok)
  for (const c of failed) console.log(`::error title=Smoke check failed::${c.name}: ${c.detail.replace(/\n/g, ' | ')}`)
  console.log(`smoke: ${checks.length - failed.length}/${checks.length} checks passed on ${baseUrl}`)
  process.exit(failed.length ? 1 : 0)
}

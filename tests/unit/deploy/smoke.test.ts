// The post-deploy smoke check (scripts/deploy/smoke.ts) against stand-in hosts given as its fetch: one
// that sends the headers the build's _headers names and answers the album address as the site's
// Function does (lib/host/albumAddress.ts), and hosts that don't. That it passes on the host's own
// runtime is tests/e2e/cloudflare-pages.spec.ts's to show.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCsp } from '#scripts/postbuild/csp.ts'
import { buildHeaderRules, formatHeaders, headersForPath, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { buildRedirectRules, formatRedirects } from '#scripts/postbuild/redirects.ts'
import { albumPageFor } from '#lib/host/albumAddress.ts'
import { resolveFile } from '#scripts/lib/previewServer.ts'
import { builtCsp, firstAlbumId, runSmoke, type SmokeOptions } from '#scripts/deploy/smoke.ts'
import { parseRedirects, redirectFor } from '#tests/support/redirects.ts'

const ALBUM = 'a1b2c3'
let dir: string
const BASE = 'https://smoke.example'

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-'))
  const page = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), `<!doctype html><html lang="en"><body>${body}</body></html>`)
  }
  page('index.html', '<h1>Home</h1>')
  page('SubGallery/index.html', '<h1>Photo Album</h1>')
  page(`SubGallery/${ALBUM}/index.html`, `<link rel="canonical" href="https://s.example/SubGallery/${ALBUM}/"><h1>Sports day</h1>`)
  const routes = ['/', '/SubGallery/', `/SubGallery/${ALBUM}/`]
  const csp = buildCsp({
    apiBase: 'https://api.example.org',
    formEndpoints: [],
    mediaBase: '',
    imageCdnBase: '',
    frameOrigins: [],
    inlineScripts: [],
  })
  fs.writeFileSync(path.join(dir, '_headers'), formatHeaders(buildHeaderRules({ csp, routes, files: [] })))
  fs.writeFileSync(path.join(dir, '_redirects'), formatRedirects(buildRedirectRules(routes)))
})
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

type HostOptions = { headers: boolean; redirects: boolean; csp?: (v: string) => string; extra?: Record<string, string> }

/**
 * A stand-in host as runSmoke's fetch: `headers` sends what _headers names for the path, `redirects`
 * answers the album address as the Function does and applies _redirects.
 */
function host(opts: HostOptions): Pick<SmokeOptions, 'baseUrl' | 'fetchImpl'> {
  const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
  const redirects = parseRedirects(fs.readFileSync(path.join(dir, '_redirects'), 'utf8'))
  const albumRedirect = (url: URL) => {
    const album = albumPageFor(url)
    return album && resolveFile(dir, album) ? { status: 301, location: album } : null
  }
  const answer = (url: URL): Response => {
    const h: Record<string, string> = opts.headers ? { ...headersForPath(rules, url.pathname), ...opts.extra } : {}
    if (opts.csp && h['Content-Security-Policy']) h['Content-Security-Policy'] = opts.csp(h['Content-Security-Policy'])
    const redirect = opts.redirects ? (albumRedirect(url) ?? redirectFor(redirects, url.pathname)) : null
    if (redirect) return new Response(null, { status: redirect.status, headers: { ...h, location: redirect.location } })
    const file = resolveFile(dir, url.pathname)
    return new Response(file ? fs.readFileSync(file) : 'Not found', { status: file ? 200 : 404, headers: h })
  }
  const fetchImpl = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const res = answer(new URL(input instanceof Request ? input.url : input))
    const location = res.headers.get('location')
    // runSmoke follows redirects for pages and reads the album address's own answer.
    if (location && init?.redirect !== 'manual') return Promise.resolve(answer(new URL(location, BASE)))
    return Promise.resolve(res)
  }
  return { baseUrl: BASE, fetchImpl: fetchImpl as typeof fetch }
}

const failed = (checks: { name: string; ok: boolean }[]) => checks.filter((c) => !c.ok).map((c) => c.name)

describe('post-deploy smoke check', () => {
  it('reads the built CSP and the first album from the build', () => {
    expect(builtCsp(dir)).toContain("script-src 'self'")
    expect(firstAlbumId(dir)).toBe(ALBUM)
  })

  it('passes on a host that applies _headers and _redirects', async () => {
    const checks = await runSmoke({
      ...host({ headers: true, redirects: true }),
      albumId: ALBUM,
      expectedCsp: builtCsp(dir),
      queryFallback: false,
    })
    expect(failed(checks)).toEqual([])
    expect(checks.map((c) => c.name)).toContain('album ?id= address redirects to the album page')
  })

  it('fails on a host that ignores _headers (GitHub Pages): no CSP header', async () => {
    const checks = await runSmoke({
      ...host({ headers: false, redirects: true }),
      albumId: ALBUM,
      expectedCsp: builtCsp(dir),
      queryFallback: false,
    })
    expect(failed(checks)).toContain('home page: Content-Security-Policy header')
  })

  it('fails when the live CSP is not the one just built (a stale or edited policy)', async () => {
    const stand = host({
      headers: true,
      redirects: true,
      csp: (v) => v.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    })
    const checks = await runSmoke({ ...stand, albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: false })
    expect(failed(checks)).toEqual(
      expect.arrayContaining(['home page: Content-Security-Policy is strict', "home page: Content-Security-Policy is the build's"]),
    )
  })

  it('fails without the ?id= redirect, unless the host is known to serve the in-page fallback', async () => {
    const stand = host({ headers: true, redirects: false })
    expect(failed(await runSmoke({ ...stand, albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: false }))).toEqual([
      'album ?id= address redirects to the album page',
    ])
    expect(failed(await runSmoke({ ...stand, albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: true }))).toEqual([])
  })
})

describe('post-deploy smoke check of a preview (--noindex)', () => {
  it('fails a preview served without X-Robots-Tag: noindex, and passes one served with it', async () => {
    const opts = { albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: true, noindex: true }
    const bare = await runSmoke({ ...opts, ...host({ headers: true, redirects: false }) })
    expect(failed(bare)).toEqual(['home page: X-Robots-Tag noindex'])
    const kept = await runSmoke({ ...opts, ...host({ headers: true, redirects: false, extra: { 'X-Robots-Tag': 'noindex' } }) })
    expect(failed(kept)).toEqual([])
  })
})

describe('post-deploy smoke check of the live site’s transport (SITE_URL)', () => {
  const SITE = 'https://www.school.example'
  /** The live site: http:// answered by `plain`, https:// by the stand-in host (headers from _headers). */
  const live = (plain: (url: URL) => Response) => {
    const stand = host({ headers: true, redirects: true })
    const fetchImpl = (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input)
      return url.protocol === 'http:' ? Promise.resolve(plain(url)) : stand.fetchImpl!(url.href.replace(SITE, BASE), init)
    }
    return { ...stand, fetchImpl: fetchImpl as typeof fetch }
  }
  const toHttps = (url: URL) => new Response(null, { status: 301, headers: { location: `https://${url.host}${url.pathname}` } })
  let opts: Omit<SmokeOptions, 'baseUrl'>
  beforeAll(() => {
    opts = { albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: false, siteUrl: SITE }
  })

  it('passes a site whose http:// redirects to the same address on https:// and which sends HSTS for a year', async () => {
    const checks = await runSmoke({ ...opts, ...live(toHttps) })
    expect(failed(checks)).toEqual([])
    expect(checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['http://www.school.example/ redirects to https', 'https://www.school.example: HSTS for a year or more']),
    )
  })

  it('fails a site that serves its pages over http, or redirects elsewhere, or does not answer on http', async () => {
    const served = await runSmoke({ ...opts, ...live(() => new Response('<h1>Home</h1>', { status: 200 })) })
    expect(failed(served)).toEqual(['http://www.school.example/ redirects to https'])
    const elsewhere = await runSmoke({
      ...opts,
      ...live(() => new Response(null, { status: 302, headers: { location: 'http://www.school.example/' } })),
    })
    expect(failed(elsewhere)).toEqual(['http://www.school.example/ redirects to https'])
    const silent = await runSmoke({
      ...opts,
      ...live(() => {
        throw new TypeError('fetch failed')
      }),
    })
    expect(failed(silent)).toEqual(['http://www.school.example/ redirects to https'])
  })

  it('fails a site without HSTS or with a shorter one', async () => {
    for (const hsts of [undefined, 'max-age=86400']) {
      const stand = host({ headers: true, redirects: true, extra: hsts ? { 'Strict-Transport-Security': hsts } : {} })
      const fetchImpl = (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : input)
        if (url.protocol === 'http:') return Promise.resolve(toHttps(url))
        return stand.fetchImpl!(url.href.replace(SITE, BASE), init).then((r) => {
          const h = new Headers(r.headers)
          if (!hsts) h.delete('strict-transport-security')
          return new Response(r.body, { status: r.status, headers: h })
        })
      }
      const checks = await runSmoke({ ...opts, baseUrl: BASE, fetchImpl: fetchImpl as typeof fetch })
      expect(failed(checks), hsts ?? 'none').toContain('https://www.school.example: HSTS for a year or more')
    }
  })

  it('checks nothing of transport for a site that is not on https', async () => {
    const checks = await runSmoke({ ...opts, siteUrl: 'http://localhost:4173', ...host({ headers: true, redirects: true }) })
    expect(checks.map((c) => c.name).filter((n) => /https|HSTS for/.test(n))).toEqual([])
  })
})

describe('redirectFor', () => {
  const rules = [...buildRedirectRules(['/', '/newsletter1/news1/']), { from: '/old/:id', to: '/new/:id/', status: 301 }]
  it('matches the path, fills placeholders and leaves the album address to the Function', () => {
    expect(redirectFor(rules, '/newsletter1')).toEqual({ status: 302, location: '/newsletter1/news1/' })
    expect(redirectFor(rules, '/index.html')).toEqual({ status: 301, location: '/' })
    expect(redirectFor(rules, '/old/x9')).toEqual({ status: 301, location: '/new/x9/' })
    expect(redirectFor(rules, '/old/x9/more')).toBeNull()
    expect(redirectFor(rules, '/SubGallery')).toBeNull()
  })
})

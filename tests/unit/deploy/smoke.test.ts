// The post-deploy smoke check (scripts/deploy/smoke.ts) against a 127.0.0.1 server that applies the
// build's _headers and _redirects and answers the album address the way Cloudflare Pages with the
// site's Function does (lib/host/albumAddress.ts), and against hosts that don't.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCsp } from '#scripts/postbuild/csp.ts'
import { buildHeaderRules, formatHeaders, headersForPath, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { buildRedirectRules, formatRedirects, parseRedirects, redirectFor } from '#scripts/postbuild/redirects.ts'
import { albumPageFor } from '#lib/host/albumAddress.ts'
import { startStaticServer, type StaticServer } from '#scripts/lib/staticServer.ts'
import { builtCsp, firstAlbumId, runSmoke } from '#scripts/deploy/smoke.ts'

const ALBUM = 'a1b2c3'
let dir: string
const servers: StaticServer[] = []

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
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A stand-in host: `redirects` applies _redirects and answers the album address as the Function does. */
async function host(opts: { headers: boolean; redirects: boolean; csp?: (v: string) => string; extra?: Record<string, string> }) {
  const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
  const redirects = parseRedirects(fs.readFileSync(path.join(dir, '_redirects'), 'utf8'))
  const s = await startStaticServer({
    root: dir,
    headersFor: opts.headers
      ? (p) => {
          const h = headersForPath(rules, p)
          if (opts.csp && h['Content-Security-Policy']) h['Content-Security-Policy'] = opts.csp(h['Content-Security-Policy'])
          return { ...h, ...opts.extra }
        }
      : undefined,
    redirectFor: opts.redirects
      ? (u) => {
          const album = albumPageFor(u)
          if (album && fs.existsSync(path.join(dir, album, 'index.html'))) return { status: 301, location: album }
          return redirectFor(redirects, u.pathname)
        }
      : undefined,
  })
  servers.push(s)
  return s.url
}

const failed = (checks: { name: string; ok: boolean }[]) => checks.filter((c) => !c.ok).map((c) => c.name)

describe('post-deploy smoke check', () => {
  it('reads the built CSP and the first album from the build', () => {
    expect(builtCsp(dir)).toContain("script-src 'self'")
    expect(firstAlbumId(dir)).toBe(ALBUM)
  })

  it('passes on a host that applies _headers and _redirects', async () => {
    const checks = await runSmoke({
      baseUrl: await host({ headers: true, redirects: true }),
      albumId: ALBUM,
      expectedCsp: builtCsp(dir),
      queryFallback: false,
    })
    expect(failed(checks)).toEqual([])
    expect(checks.map((c) => c.name)).toContain('album ?id= address redirects to the album page')
  })

  it('fails on a host that ignores _headers (GitHub Pages): no CSP header', async () => {
    const checks = await runSmoke({
      baseUrl: await host({ headers: false, redirects: true }),
      albumId: ALBUM,
      expectedCsp: builtCsp(dir),
      queryFallback: false,
    })
    expect(failed(checks)).toContain('home page: Content-Security-Policy header')
  })

  it('fails when the live CSP is not the one just built (a stale or edited policy)', async () => {
    const url = await host({
      headers: true,
      redirects: true,
      csp: (v) => v.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    })
    const checks = await runSmoke({ baseUrl: url, albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: false })
    expect(failed(checks)).toEqual(
      expect.arrayContaining(['home page: Content-Security-Policy is strict', "home page: Content-Security-Policy is the build's"]),
    )
  })

  it('fails without the ?id= redirect, unless the host is known to serve the in-page fallback', async () => {
    const url = await host({ headers: true, redirects: false })
    expect(failed(await runSmoke({ baseUrl: url, albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: false }))).toEqual([
      'album ?id= address redirects to the album page',
    ])
    expect(failed(await runSmoke({ baseUrl: url, albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: true }))).toEqual([])
  })
})

describe('post-deploy smoke check of a preview (--noindex)', () => {
  it('fails a preview served without X-Robots-Tag: noindex, and passes one served with it', async () => {
    const opts = { albumId: ALBUM, expectedCsp: builtCsp(dir), queryFallback: true, noindex: true }
    const bare = await runSmoke({ ...opts, baseUrl: await host({ headers: true, redirects: false }) })
    expect(failed(bare)).toEqual(['home page: X-Robots-Tag noindex'])
    const kept = await runSmoke({ ...opts, baseUrl: await host({ headers: true, redirects: false, extra: { 'X-Robots-Tag': 'noindex' } }) })
    expect(failed(kept)).toEqual([])
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

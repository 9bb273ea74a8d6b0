import { describe, expect, it } from 'vitest'
import {
  buildHeaderRules,
  formatHeaders,
  headersForPath,
  IMMUTABLE,
  matchPattern,
  parseHeaders,
  SHORT,
  HeadersSyntaxError,
  HSTS,
  MEDIA_CSP,
} from '#scripts/postbuild/headersFile.ts'
import { parseCsp } from '#tests/support/readHtml.ts'

const routes = ['/', '/about/', '/SubGallery/a1/', '/newsletter1/news1/']
const files = [
  '/index.html',
  '/about/index.html',
  '/assets/chunks/x.js',
  '/assets/static/s.css',
  '/sitemap.xml',
  '/feeds/news.xml',
  '/SubGallery/a1/index.html',
]
const rules = parseHeaders(formatHeaders(buildHeaderRules({ csp: "default-src 'self'", routes, files })))

describe('matchPattern', () => {
  it.each([
    ['/*', '/anything/at/all', true],
    ['/assets/*', '/assets/a/b.js', true],
    ['/assets/*', '/about/', false],
    ['/:p1/', '/about/', true],
    ['/:p1/', '/assets/x/', false],
    ['/:p1', '/about/', false],
    ['/:p1/:p2', '/assets/chunks', true],
    ['/', '/', true],
    ['/', '/about/', false],
  ])('%s on %s is %s', (p, u, want) => expect(matchPattern(p, u)).toBe(want))
})

describe('_headers', () => {
  it('round-trips through the parser', () => {
    expect(rules[0]!.pattern).toBe('/*')
    expect(rules.map((r) => r.pattern)).toContain('/assets/*')
  })
  it('sends the security headers everywhere', () => {
    for (const p of ['/', '/about/', '/assets/chunks/x.js', '/feeds/news.xml']) {
      const h = headersForPath(rules, p)
      expect(h['Content-Security-Policy']).toBe("default-src 'self'")
      expect(h['X-Content-Type-Options']).toBe('nosniff')
      expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(h['Permissions-Policy']).toMatch(/camera=\(\)/)
    }
  })
  it('sends HSTS everywhere: a year, no includeSubDomains, no preload', () => {
    expect(HSTS).toBe('max-age=31536000')
    for (const p of ['/', '/about/', '/assets/chunks/x.js', '/images/uploads/a.svg'])
      expect(headersForPath(rules, p)['Strict-Transport-Security']).toBe(HSTS)
  })
  it('adds a second policy to the media folders that runs and loads nothing (an SVG opened on its own)', () => {
    const h = headersForPath(rules, '/images/uploads/logo.svg')
    // Two policies, joined as a host joins a repeated header; a browser enforces both.
    expect(h['Content-Security-Policy']).toBe(`default-src 'self', ${MEDIA_CSP}`)
    const media = parseCsp(MEDIA_CSP)
    expect(media.get('default-src')).toEqual(["'none'"])
    expect(media.has('script-src')).toBe(false)
    expect(media.has('sandbox')).toBe(true)
    expect(headersForPath(rules, '/about/')['Content-Security-Policy']).toBe("default-src 'self'")
  })
  it('caches hashed assets for a year and nothing else conflicts with that', () => {
    for (const f of files.filter((f) => f.startsWith('/assets/'))) expect(headersForPath(rules, f)['Cache-Control']).toBe(IMMUTABLE)
  })
  it('revalidates every page (with and without its trailing slash), feeds and the sitemap', () => {
    for (const p of [...routes, '/about', '/SubGallery/a1', '/sitemap.xml', '/feeds/news.xml']) {
      expect(headersForPath(rules, p)['Cache-Control']).toBe(SHORT)
    }
  })
  it('types the Atom feeds application/atom+xml and the calendar text/calendar, and no page', () => {
    expect(headersForPath(rules, '/feeds/news.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8')
    expect(headersForPath(rules, '/feeds/kindergarten-news.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8')
    expect(headersForPath(rules, '/events.ics')['Content-Type']).toBe('text/calendar; charset=utf-8')
    for (const p of ['/', '/about/', '/sitemap.xml']) expect(headersForPath(rules, p), p).not.toHaveProperty('Content-Type')
  })
  it("reads Cloudflare Pages' detach lines: a later rule removes a header earlier ones set, then sets its own", () => {
    const r = parseHeaders(
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-A: 1\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self' 'unsafe-eval'\n",
    )
    expect(headersForPath(r, '/admin/')).toEqual({ 'Content-Security-Policy': "script-src 'self' 'unsafe-eval'", 'X-A': '1' })
    expect(headersForPath(r, '/about/')).toEqual({ 'Content-Security-Policy': "default-src 'self'", 'X-A': '1' })
  })
  it('rejects malformed files', () => {
    expect(() => parseHeaders('  X-A: b\n')).toThrow(HeadersSyntaxError)
    expect(() => parseHeaders('/*\n  not a header\n')).toThrow(HeadersSyntaxError)
    expect(() => parseHeaders('about\n  X-A: b\n')).toThrow(HeadersSyntaxError)
  })
})

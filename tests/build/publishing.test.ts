// The built site's publishing files (CDN headers and redirects, CSP, sitemap, feeds, JSON-LD) in the
// one test build (tests/support/testBuild.ts); site search in a browser: tests/e2e/publishing.spec.ts.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseXmlTree, type XmlElement } from '#tests/support/xmlTree.ts'
import { listFiles } from '#scripts/postbuild/builtSite.ts'
import { headersForPath, HSTS, IMMUTABLE, parseHeaders, SHORT } from '#scripts/postbuild/headersFile.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { loadEmbeds } from '#lib/content/embeds.ts'
import { cspHash, originOf } from '#scripts/postbuild/html.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { testBuildInfo } from '#tests/support/testBuild.ts'
import { listBuiltPages, parseCsp } from '#tests/support/readHtml.ts'
import { parseRedirects } from '#tests/support/redirects.ts'

const DIST = testDist()
const SITE_URL = 'https://school.example.org' // tests/fixtures/testEnv.ts
const read = (f: string) => fs.readFileSync(path.join(DIST, f), 'utf8')
const pages = () => listBuiltPages(DIST)
const headerRules = () => parseHeaders(read('_headers'))
const csp = () => parseCsp(headersForPath(headerRules(), '/')['Content-Security-Policy'] ?? '')

describe('host files', () => {
  it("_redirects parses as Cloudflare's parser reads it; _routes.json sends only the album address and the sign-in to the Functions", () => {
    expect(parseRedirects(read('_redirects'))).toContainEqual({ from: '/index.html', to: '/', status: 301 })
    expect(JSON.parse(read('_routes.json'))).toEqual({
      version: 1,
      include: ['/SubGallery', '/SubGallery/', '/admin/auth', '/admin/callback'],
      exclude: [],
    })
  })

  it('_headers parses; security headers everywhere, immutable assets, revalidated pages', () => {
    const rules = headerRules()
    const files = listFiles(DIST).map((f) => '/' + f)
    for (const p of ['/', ...files]) {
      const h = headersForPath(rules, p)
      expect(h['Content-Security-Policy'], p).toBeTruthy()
      expect(h['X-Content-Type-Options']).toBe('nosniff')
      expect(h['Strict-Transport-Security']).toBe(HSTS)
      expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(h['Permissions-Policy']).toBeTruthy()
    }
    for (const f of files.filter((f) => f.startsWith('/assets/'))) expect(headersForPath(rules, f)['Cache-Control'], f).toBe(IMMUTABLE)
    for (const { route } of pages()) {
      expect(headersForPath(rules, route)['Cache-Control'], route).toBe(SHORT)
      if (route !== '/') expect(headersForPath(rules, route.slice(0, -1))['Cache-Control'], route).toBe(SHORT)
    }
  })

  // That every page's inline scripts are named ones, with no event handler, <object> or <embed>, the
  // build itself refuses otherwise (scripts/postbuild/auditRules.ts; tests/unit/postbuild/audit.test.ts).
  it('CSP: no unsafe-inline/eval for scripts; the hashes are exactly the named inline scripts', () => {
    const policy = csp()
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src')!
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(Object.values(INLINE_SCRIPTS).map(cspHash).sort())
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  })

  it('CSP: connect-src, form-action, img-src and frame-src list exactly what is configured', () => {
    const api = originOf(testBuildInfo().apiUrl)! // the API and the three form endpoints are the mock
    expect(csp().get('connect-src')).toEqual(["'self'", api])
    expect(csp().get('form-action')).toEqual(["'self'", api])
    // From configuration only: the API (MEDIA_BASE is unset in the test build), and embeds.json's frames.
    expect(csp().get('img-src')).toEqual(["'self'", 'data:', 'blob:', api])
    expect(csp().get('frame-src')).toEqual(["'self'", ...loadEmbeds().frameOrigins])
  })
})

describe('sitemap and robots', () => {
  it('every page in sitemap.xml exists and every built page is in it', () => {
    const xml = read('sitemap.xml')
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!)
    const routes = locs.map((l) => {
      expect(l.startsWith(SITE_URL + '/')).toBe(true)
      return decodeURI(l.slice(SITE_URL.length))
    })
    for (const r of routes) expect(fs.existsSync(path.join(DIST, r, 'index.html')), r).toBe(true)
    expect(routes.sort()).toEqual(
      pages()
        .map((p) => p.route)
        .sort(),
    )
    expect(routes).not.toContain('/404.html')
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })
})

/** An Atom feed's parse and the elements RFC 4287 requires of it and of each entry. */
function parseXml(xml: string) {
  const { error, root } = parseXmlTree(xml)
  const ns = 'http://www.w3.org/2005/Atom'
  const kids = (el: XmlElement, name: string) => el.children.filter((c) => c.local === name && c.uri === ns)
  const feed = root ?? { local: '', uri: '', attributes: {}, children: [] }
  return {
    error,
    root: feed.local,
    feedFields: ['id', 'title', 'updated', 'author'].filter((n) => kids(feed, n).length === 1),
    selfLink: kids(feed, 'link').some((l) => l.attributes.rel === 'self'),
    entries: kids(feed, 'entry').map(
      (e) => ['id', 'title', 'updated'].filter((n) => kids(e, n).length === 1).length === 3 && kids(e, 'link').length > 0,
    ),
  }
}

describe('feeds', () => {
  for (const f of ['feeds/news.xml', 'feeds/kindergarten-news.xml']) {
    it(`${f} is well-formed Atom with the required elements`, () => {
      const r = parseXml(read(f))
      expect(r.error).toBeNull()
      expect(r.root).toBe('feed')
      expect(r.feedFields).toEqual(['id', 'title', 'updated', 'author'])
      expect(r.selfLink).toBe(true)
      expect(r.entries.every(Boolean)).toBe(true)
    })
  }

  it('sitemap.xml is well-formed XML', () => {
    expect(parseXml(read('sitemap.xml')).error).toBeNull()
  })

  it('events.ics: CRLF, lines folded at 75 octets, balanced components, required properties, escaped text', () => {
    const ics = read('events.ics')
    expect(ics.endsWith('\r\n')).toBe(true)
    const physical = ics.slice(0, -2).split('\r\n')
    for (const l of physical) {
      expect(new TextEncoder().encode(l).length, l).toBeLessThanOrEqual(75)
      expect(l).not.toMatch(/[\r\n]/)
    }
    const lines = ics
      .replace(/\r\n[ \t]/g, '')
      .slice(0, -2)
      .split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
    expect(lines).toContain('TZID:Asia/Kolkata')
    const stack: string[] = []
    for (const l of lines) {
      if (l.startsWith('BEGIN:')) stack.push(l.slice(6))
      if (l.startsWith('END:')) expect(stack.pop()).toBe(l.slice(4))
    }
    expect(stack).toEqual([])
    const events = ics
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1)
    const uids = new Set<string>()
    for (const e of events) {
      const uid = /\r\nUID:(.+)/.exec(e)?.[1]
      expect(uid).toBeTruthy()
      uids.add(uid!)
      expect(e).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z/)
      expect(e).toMatch(/\r\nDTSTART(;TZID=Asia\/Kolkata:\d{8}T\d{6}|;VALUE=DATE:\d{8})/)
      for (const prop of ['SUMMARY', 'DESCRIPTION', 'LOCATION']) {
        const value = new RegExp(`\\r\\n${prop}:(.*)`).exec(e)?.[1]
        if (value) expect(value, prop).not.toMatch(/(^|[^\\])[,;]/)
      }
    }
    expect(uids.size).toBe(events.length)
  })
})

describe('SEO in the HTML', () => {
  it('every page has a canonical link, Open Graph and Twitter tags, and parseable JSON-LD with breadcrumbs (the home page, a trail of one, none)', () => {
    for (const p of pages()) {
      expect(p.html, p.route).toContain(`<link rel="canonical" href="${SITE_URL}${p.route}" />`)
      for (const tag of ['og:title', 'og:description', 'og:url']) expect(p.html, p.route).toContain(`property="${tag}"`)
      expect(p.html, p.route).toContain('name="twitter:card"')
      const blocks = [...p.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string },
      )
      const types = blocks.map((b) => b['@type'])
      if (p.route === '/') expect(types, p.route).not.toContain('BreadcrumbList')
      else expect(types, p.route).toContain('BreadcrumbList')
    }
  })

  it('the home page describes the school as an EducationalOrganization', () => {
    const html = read('index.html')
    const org = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((b) => b['@type'] === 'EducationalOrganization')!
    expect(org.foundingDate).toBe('1963-06-14')
    expect(org.address).toBeTruthy()
    expect((org.contactPoint as unknown[]).length).toBeGreaterThan(0)
  })
})

// The built site's publishing files and behaviour (CDN headers and redirects, CSP,
// sitemap, feeds, JSON-LD, search), checked over the test build in TEST_DIST_DIR.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { listFiles } from '#scripts/postbuild/builtSite.ts'
import { headersForPath, HSTS, IMMUTABLE, parseHeaders, SHORT } from '#scripts/postbuild/headersFile.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { loadEmbeds } from '#lib/content/embeds.ts'
import { cspHash, isExecutableScriptType, originOf } from '#scripts/postbuild/html.ts'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { extractInlineScripts, listBuiltPages, parseCsp } from '#tests/support/readHtml.ts'
import { parseRedirects } from '#tests/support/redirects.ts'

const DIST = testDist()
const SITE_URL = 'https://school.example.org' // tests/fixtures/testEnv.ts
const read = (f: string) => fs.readFileSync(path.join(DIST, f), 'utf8')
const pages = () => listBuiltPages(DIST)
const headerRules = () => parseHeaders(read('_headers'))
const csp = () => parseCsp(headersForPath(headerRules(), '/')['Content-Security-Policy'] ?? '')

test.describe('host files', () => {
  test("_redirects parses as Cloudflare's parser reads it; _routes.json sends only the album address and the sign-in to the Functions", () => {
    expect(parseRedirects(read('_redirects'))).toContainEqual({ from: '/index.html', to: '/', status: 301 })
    expect(JSON.parse(read('_routes.json'))).toEqual({
      version: 1,
      include: ['/SubGallery', '/SubGallery/', '/admin/auth', '/admin/callback'],
      exclude: [],
    })
  })

  test('_headers parses; security headers everywhere, immutable assets, revalidated pages', () => {
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

  test('CSP: no unsafe-inline/eval for scripts; the hashes are exactly the named inline scripts, and every inline script is one', () => {
    const policy = csp()
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src')!
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(Object.values(INLINE_SCRIPTS).map(cspHash).sort())
    for (const p of [...pages(), { route: '/404.html', html: read('404.html') }]) {
      for (const s of extractInlineScripts(p.html).filter((s) => isExecutableScriptType(s.type))) {
        expect(scriptSrc, `${p.route}: inline script not hashed`).toContain(cspHash(s.content))
      }
      // Inline event handlers (onclick="…") can't be allowed by a hash; there must be none.
      expect(p.html, p.route).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i)
      // object-src is 'none': embedded PDFs (year planner, sample certificate) go in an <iframe>.
      expect(p.html, `${p.route}: use <iframe> for PDFs, object-src is 'none'`).not.toMatch(/<(object|embed)\b/i)
    }
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  })

  test('CSP: connect-src, form-action, img-src and frame-src list exactly what is configured', () => {
    const api = originOf(process.env.MOCK_API_URL!)! // the API and the three form endpoints are the mock
    expect(csp().get('connect-src')).toEqual(["'self'", api])
    expect(csp().get('form-action')).toEqual(["'self'", api])
    // From configuration only: the API (MEDIA_BASE is unset in the test build), and embeds.json's frames.
    expect(csp().get('img-src')).toEqual(["'self'", 'data:', 'blob:', api])
    expect(csp().get('frame-src')).toEqual(["'self'", ...loadEmbeds().frameOrigins])
  })
})

test.describe('sitemap and robots', () => {
  test('every page in sitemap.xml exists and every built page is in it', () => {
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

async function parseXml(page: Page, xml: string) {
  return page.evaluate((src) => {
    const doc = new DOMParser().parseFromString(src, 'application/xml')
    const err = doc.getElementsByTagName('parsererror')[0]
    const ns = 'http://www.w3.org/2005/Atom'
    const kids = (el: Element, name: string) => [...el.children].filter((c) => c.localName === name && c.namespaceURI === ns)
    const feed = doc.documentElement
    return {
      error: err?.textContent ?? null,
      root: feed.localName,
      feedFields: ['id', 'title', 'updated', 'author'].filter((n) => kids(feed, n).length === 1),
      selfLink: kids(feed, 'link').some((l) => l.getAttribute('rel') === 'self'),
      entries: kids(feed, 'entry').map(
        (e) => ['id', 'title', 'updated'].filter((n) => kids(e, n).length === 1).length === 3 && kids(e, 'link').length > 0,
      ),
    }
  }, xml)
}

test.describe('feeds', () => {
  for (const f of ['feeds/news.xml', 'feeds/kindergarten-news.xml']) {
    test(`${f} is well-formed Atom with the required elements`, async ({ page }) => {
      const r = await parseXml(page, read(f))
      expect(r.error).toBeNull()
      expect(r.root).toBe('feed')
      expect(r.feedFields).toEqual(['id', 'title', 'updated', 'author'])
      expect(r.selfLink).toBe(true)
      expect(r.entries.every(Boolean)).toBe(true)
    })
  }

  test('sitemap.xml is well-formed XML', async ({ page }) => {
    expect((await parseXml(page, read('sitemap.xml'))).error).toBeNull()
  })

  test('events.ics: CRLF, lines folded at 75 octets, balanced components, required properties, escaped text', () => {
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

test.describe('SEO in the HTML', () => {
  test('every page has a canonical link, Open Graph and Twitter tags, and parseable JSON-LD with breadcrumbs', () => {
    for (const p of pages()) {
      expect(p.html, p.route).toContain(`<link rel="canonical" href="${SITE_URL}${p.route}" />`)
      for (const tag of ['og:title', 'og:description', 'og:url']) expect(p.html, p.route).toContain(`property="${tag}"`)
      expect(p.html, p.route).toContain('name="twitter:card"')
      const blocks = [...p.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string },
      )
      expect(
        blocks.map((b) => b['@type']),
        p.route,
      ).toContain('BreadcrumbList')
    }
  })

  test('the home page describes the school as an EducationalOrganization', () => {
    const html = read('index.html')
    const org = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((b) => b['@type'] === 'EducationalOrganization')!
    expect(org.foundingDate).toBe('1963-06-14')
    expect(org.address).toBeTruthy()
    expect((org.contactPoint as unknown[]).length).toBeGreaterThan(0)
  })
})

test.describe('site search', () => {
  /** A word of the title with two letters swapped ('sports' -> 'psorts' style typo in the middle). */
  const misspell = (word: string) => word.slice(0, 1) + word[2] + word[1] + word.slice(3)

  test('finds an album by a misspelt word and opens it; the index loads only once the box is used', async ({ page }) => {
    const index = readSearchIndex(DIST)
    const target = index.find((e) => e.kind === 'Album' && /[A-Za-z]{5,}/.test(e.title)) ?? index.find((e) => /[A-Za-z]{5,}/.test(e.title))!
    expect(target, 'the search index is empty').toBeTruthy()
    const word = target.title.match(/[A-Za-z]{5,}/g)!.sort((a, b) => b.length - a.length)[0]!
    const indexRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('search-index.json')) indexRequests.push(r.url())
    })

    await page.goto('/search/')
    await page.waitForLoadState('networkidle')
    expect(indexRequests).toEqual([])

    await page.keyboard.press('Tab') // skip link
    await page.locator('#search-q').focus()
    await page.keyboard.type(misspell(word.toLowerCase()), { delay: 20 })
    const link = page.locator('#search-results a', { hasText: target.title }).first()
    await expect(link).toBeVisible()
    expect(indexRequests).toHaveLength(1)

    // Results stream in (newest entries first, then older years) and a later batch may put another
    // match first: wait until the search of the whole typed word is done, so "the first result" is
    // the one ArrowDown will find.
    await expect(page.locator('#search-results')).toHaveAttribute('data-done', 'true')
    await expect(page.locator('#search-results')).toHaveAttribute('data-query', misspell(word.toLowerCase()))
    // Keyboard: ArrowDown moves into the results, Enter opens the focused link.
    await page.locator('#search-q').press('ArrowDown')
    await expect(page.locator('#search-results a').first()).toBeFocused()
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((u) => u.pathname + u.search === target.url || u.pathname === target.url)
  })

  test('a ?q= from the header form is searched at once', async ({ page }) => {
    const index = readSearchIndex(DIST)
    const q = index[0]!.title
    await page.goto('/search/?q=' + encodeURIComponent(q))
    await expect(page.locator('#search-q')).toHaveValue(q)
    await expect(page.locator('#search-results a', { hasText: q }).first()).toBeVisible()
  })
})

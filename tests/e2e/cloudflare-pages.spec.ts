// The test build served by Cloudflare's own Pages runtime (wrangler pages dev, scripts/lib/pagesDev.ts),
// which reads _headers, _redirects and _routes.json with the parsers production uses and runs the
// site's functions/: the album address answered by the host (lib/host/albumAddress.ts), the
// headers the build wrote, no line of the host files refused (docs/operations.md "The album address"),
// and a page of every template, the photo viewer and the search worker under the CSP the host sends. Checks of what
// the host does with the build run here, never on the suite's page server (docs/operations.md
// "Serving the build").
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import fs from 'node:fs'
import path from 'node:path'
import { listBuiltPages } from '#tests/support/readHtml.ts'
import { headersForPath, HSTS, IMMUTABLE, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { builtCsp, runSmoke } from '#scripts/deploy/smoke.ts'
import { builtFiles, testDist } from '#tests/support/builtSite.ts'
import { results, typeQuery } from './searchBox.ts'
import { startPagesDev, type PagesDev } from '#scripts/lib/pagesDev.ts'
import { parseRedirects } from '#tests/support/redirects.ts'
import { crawl, crawlFaults, sitemapPaths } from '#tests/support/crawl.ts'
import { testBuildEnv } from '#tests/fixtures/testEnv.ts'
import { templates } from '#tests/support/templates.ts'

const ALBUM = 'album-annual-day-2026'

// One runtime for the file's tests, in one worker.
test.describe.configure({ mode: 'serial' })

let host: PagesDev
test.beforeAll(async () => {
  test.setTimeout(60_000)
  host = await startPagesDev(testDist())
})
test.afterAll(async () => {
  await host?.close()
})

test('wrangler reads every line of _headers and _redirects and compiles the Function', () => {
  const out = host.output()
  expect(out).toContain('Compiled Worker successfully')
  // As many rules as our own strict parsers read (scripts/postbuild/redirects.ts, headersFile.ts).
  const read = (f: string) => fs.readFileSync(path.join(testDist(), f), 'utf8')
  const redirects = parseRedirects(read('_redirects')).length
  const headers = parseHeaders(read('_headers')).length
  expect(out).toContain(`Parsed ${redirects} valid redirect rule${redirects === 1 ? '' : 's'}.`)
  expect(out).toContain(`Parsed ${headers} valid header rule${headers === 1 ? '' : 's'}.`)
  expect(out).not.toMatch(/invalid (redirect|header) rule/i)
  expect(out).not.toMatch(/\bWARNING\b|\[ERROR\]/)
  // Offline: nothing was fetched from Cloudflare or npm.
  expect(out).not.toMatch(/Unable to fetch|getaddrinfo|ENOTFOUND|newer version of Wrangler/)
})

test('/SubGallery?id= of an album is a permanent redirect to its page, answered by the host', async () => {
  for (const address of [`/SubGallery?id=${ALBUM}`, `/SubGallery/?id=${ALBUM}`]) {
    const res = await fetch(host.url + address, { redirect: 'manual' })
    expect(res.status, address).toBe(301)
    expect(new URL(res.headers.get('location')!, host.url).pathname, address).toBe(`/SubGallery/${ALBUM}/`)
  }
  const album = await fetch(`${host.url}/SubGallery/${ALBUM}/`)
  expect(album.status).toBe(200)
  expect(await album.text()).toContain(`/SubGallery/${ALBUM}/`)
})

test('an unknown or unsafe id gets the gallery page, whose lookup says so', async () => {
  for (const id of ['no-such-album', '..%2Fadmin', '']) {
    const res = await fetch(`${host.url}/SubGallery?id=${id}`)
    expect(res.status, id).toBe(200)
    expect(new URL(res.url).pathname, id).toBe('/SubGallery/')
    expect(await res.text(), id).toMatch(/<h1[^>]*>Photo Album</)
  }
})

test("a page carries the build's CSP and HSTS; an /assets/ file is immutable", async () => {
  const home = await fetch(`${host.url}/`)
  expect(home.status).toBe(200)
  expect(home.headers.get('content-security-policy')).toBe(builtCsp(testDist()))
  expect(home.headers.get('strict-transport-security')).toBe(HSTS)
  expect(home.headers.get('x-content-type-options')).toBe('nosniff')
  const asset = builtFiles().find((f) => f.startsWith('assets/') && f.endsWith('.js'))
  expect(asset).toBeTruthy()
  const res = await fetch(`${host.url}/${asset}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
})

test('the host serves the Atom feeds as application/atom+xml and the calendars as text/calendar, as _headers says', async () => {
  const types: Record<string, RegExp> = {
    '/feeds/news.xml': /^application\/atom\+xml; charset=utf-8$/,
    '/feeds/kindergarten-news.xml': /^application\/atom\+xml; charset=utf-8$/,
    '/events.ics': /^text\/calendar/,
  }
  const ownIcs = builtFiles().find((f) => /^events\/[^/]+\/event\.ics$/.test(f))
  expect(ownIcs).toBeTruthy()
  types[`/${ownIcs}`] = /^text\/calendar/
  for (const [address, type] of Object.entries(types)) {
    const res = await fetch(host.url + address)
    expect(res.status, address).toBe(200)
    // One type, not the host's joined with ours.
    expect(res.headers.get('content-type'), address).toMatch(type)
  }
})

test('the post-deploy smoke check passes on the host that applies _headers, _redirects and the Function', async () => {
  const checks = await runSmoke({ baseUrl: host.url, albumId: ALBUM, expectedCsp: builtCsp(testDist()), queryFallback: false })
  expect(checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`)).toEqual([])
  expect(checks.map((c) => c.name)).toContain('album ?id= address redirects to the album page')
})

test.describe('a crawler without JavaScript, from /', () => {
  const siteUrl = testBuildEnv('').SITE_URL!
  const sitemap = () => sitemapPaths(fs.readFileSync(path.join(testDist(), 'sitemap.xml'), 'utf8'))

  test('reaches every sitemap page by links, and every link and breadcrumb answers 200 with no redirect', async () => {
    const c = await crawl(host.url, siteUrl)
    expect(sitemap().length).toBeGreaterThan(50)
    expect(crawlFaults(c, sitemap())).toEqual({ unreached: [], notOk: [] })
    expect([...c.answers.values()].filter((a) => a.breadcrumbUses > 0).length).toBeGreaterThan(10)
  })

  test("older years' items are reached through the year archives alone", async () => {
    const c = await crawl(host.url, siteUrl, /^\/[^/]+\/[0-9]{4}\/$/)
    expect(crawlFaults(c, sitemap()).unreached.filter((p) => /^\/(news|events|SubGallery)\/[^/]+\/$/.test(p))).not.toEqual([])
  })
})

/** Every CSP violation the page reports, with the page it happened on. */
async function listenForCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} on ${location.pathname}`,
      )
    })
  })
  return violations
}

test('every built route gets the policy its _headers rule names from the host', async () => {
  const rules = parseHeaders(fs.readFileSync(path.join(testDist(), '_headers'), 'utf8'))
  const wrong: string[] = []
  for (const { route } of listBuiltPages(testDist())) {
    const res = await fetch(host.url + route, { redirect: 'manual' })
    const want = headersForPath(rules, route)['Content-Security-Policy']
    if (res.status !== 200 || !want || res.headers.get('content-security-policy') !== want) wrong.push(`${route}: ${res.status}`)
  }
  expect(wrong).toEqual([])
})

// The policy blocks what a template's own code does (its islands, styles, frames), not what its data
// says: a page of every template, and of every element kind (tests/support/templates.ts), is enough
// here; hostile-data.spec.ts visits every route of the hostile build under its policy.
test("no CSP violation on a page of every template, with each template's islands mounted", async ({ page }) => {
  test.setTimeout(180_000)
  const violations = await listenForCsp(page)
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  for (const route of templates().flatMap((t) => t.representatives)) {
    // The test's goto waits for the page's islands to mount (tests/e2e/test.ts), so their scripts
    // have run (and tripped the policy if they would).
    await page.goto(host.url + route, { waitUntil: 'load' })
  }
  await page.goto(host.url + '/search/')
  await page.locator('#search-q').fill('school')
  await expect(page.locator('#search-status')).toContainText(/result/)
  expect(violations).toEqual([])
  // The listener works: an injected inline script is reported (and blocked).
  await page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.__ran = true'
    document.body.append(s)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined()
})

test('the photo viewer opens, pages and closes under the policy with a quiet console', async ({ page }) => {
  const problems = await listenForCsp(page)
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  const album = listBuiltPages(testDist()).find(
    (p) => p.route.startsWith('/SubGallery/') && p.route !== '/SubGallery/' && p.html.includes('data-lightbox-item'),
  )
  expect(album, 'no album page with photos in the build').toBeTruthy()
  for (const route of ['/campus/', album!.route]) {
    await page.goto(host.url + route, { waitUntil: 'load' })
    await page.locator('[data-lightbox] a[data-lightbox-item]').first().click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer).toBeFocused()
    await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('.pswp__counter')).toHaveText(/^2 \/ /)
    await page.keyboard.press('Escape')
    await expect(page.locator('.pswp')).toHaveCount(0)
  }
  expect(problems).toEqual([])
})

test('the search worker starts and answers under the policy with a quiet console', async ({ page }) => {
  const problems = await listenForCsp(page)
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  const res = await page.goto(host.url + '/search/')
  expect(res!.headers()['content-security-policy']).toContain("worker-src 'self'")
  await typeQuery(page, 'scince fair')
  await expect(results(page).getByRole('link', { name: 'Science Fair', exact: true })).toBeVisible()
  await expect(results(page)).toHaveAttribute('data-done', 'true')
  expect(page.workers()).toHaveLength(1)
  expect(problems).toEqual([])
})

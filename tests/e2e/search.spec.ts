// /search over the built fixture site: the index in shards (first shard, then a file per earlier
// year), searched by a module worker, results streamed (docs/search.md). The worker under the site's
// CSP, as the host sends it, is checked in tests/e2e/cloudflare-pages.spec.ts.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import type { SearchManifest } from '#lib/search/search.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { results, typeQuery } from './searchBox.ts'

const DIST = testDist
const manifest = () => JSON.parse(fs.readFileSync(path.join(DIST(), 'search-index.json'), 'utf8')) as SearchManifest

test('a misspelt query finds a news item of an earlier year through the worker; its link opens the item', async ({ page }) => {
  const item = readSearchIndex(DIST()).find((e) => e.title === 'Alumni Meet 2024')!
  expect(item.url).toMatch(/^\/news\/[^/]+\/$/)
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto('/search/')
  expect(page.workers()).toHaveLength(0) // nothing loads before the box is used
  const worker = page.waitForEvent('worker')
  await typeQuery(page, 'alumi meat')
  expect((await worker).url()).toMatch(/\/assets\/workers\/search\.worker-[\w-]+\.js$/)
  const link = results(page).getByRole('link', { name: 'Alumni Meet 2024' })
  await expect(link).toBeVisible()
  await expect(results(page)).toHaveAttribute('data-done', 'true')
  await expect(page.locator('#search-status')).toHaveText(/^\d+ results? for “alumi meat”\.$/)
  // The worker fetched the manifest and every shard (the 2024 one holds the item).
  expect(requests).toEqual(expect.arrayContaining(['/search-index.json', ...manifest().shards.map((s) => s.file)]))
  await link.click()
  await expect(page).toHaveURL((u) => u.pathname === item.url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni Meet 2024')
})

test('focus alone loads the manifest and the first shard only', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto('/search/')
  await page.locator('#search-q').focus()
  const [first, ...rest] = manifest().shards
  await expect.poll(() => requests.includes(first!.file)).toBe(true)
  // Nothing more may follow: wait until the network is quiet, then look.
  await page.waitForLoadState('networkidle')
  expect(requests.filter((r) => rest.some((s) => s.file === r))).toEqual([])
})

test('typing fast ends with the results of the last text typed, and focus stays in the box', async ({ page }) => {
  await page.goto('/search/')
  await typeQuery(page, 'science')
  await expect(results(page)).toHaveAttribute('data-query', 'science')
  await page.keyboard.press('Control+A')
  await page.keyboard.type('christmas', { delay: 10 })
  await expect(results(page)).toHaveAttribute('data-query', 'christmas')
  await expect(results(page)).toHaveAttribute('data-done', 'true')
  await expect(results(page).getByRole('link').first()).toContainText(/Christmas/)
  await expect(page.locator('#search-q')).toBeFocused()
  await expect(page.locator('#search-status')).toHaveAttribute('role', 'status')
})

test.describe('site search', () => {
  /** A word of the title with two letters swapped ('sports' -> 'psorts' style typo in the middle). */
  const misspell = (word: string) => word.slice(0, 1) + word[2] + word[1] + word.slice(3)

  test('finds an album by a misspelt word and opens it; the index loads only once the box is used', async ({ page }) => {
    const index = readSearchIndex(DIST())
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
    const index = readSearchIndex(DIST())
    const q = index[0]!.title
    await page.goto('/search/?q=' + encodeURIComponent(q))
    await expect(page.locator('#search-q')).toHaveValue(q)
    await expect(page.locator('#search-results a', { hasText: q }).first()).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form leads to /search, which says how to find pages without it', async ({ page }) => {
    await page.goto('/about/')
    const header = page.getByRole('search').first()
    await header.getByRole('searchbox', { name: 'Search the site' }).fill('sports')
    await header.getByRole('searchbox', { name: 'Search the site' }).press('Enter')
    await expect(page).toHaveURL(/\/search\/?\?q=sports$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(page.getByRole('search', { name: 'Search this website' })).toHaveAttribute('action', '/search/')
    // Chromium with scripts switched off by Playwright still parses <noscript> as text, so the
    // message is checked in the page's HTML rather than as visible text.
    const noscript = await page.locator('.search-page noscript').innerHTML()
    expect(noscript).toContain(
      'Search needs JavaScript. Every page is also reachable from the menu and the <a href="/sitemap.xml">sitemap</a>.',
    )
  })
})

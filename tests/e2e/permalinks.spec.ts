// Every link lands where its item is shown, where that takes a browser: a topper's search entry opens
// the listing on her session; a news item and an event have pages of their own; the footer's Sitemap
// opens a page for people. The search index, feeds and calendar entries over the built files:
// tests/build/permalinks.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import { testDist } from '#tests/support/builtSite.ts'

const dist = testDist
const SITE_URL = 'https://school.example.org' // tests/fixtures/testEnv.ts
const read = (f: string) => fs.readFileSync(path.join(dist(), f), 'utf8')

test('every topper in the search index opens on her session, where a visitor sees her name', async ({ page }) => {
  const toppers = readSearchIndex(dist()).filter((e) => e.kind === 'Topper')
  expect(toppers.length).toBeGreaterThan(3)
  const sessions = new Set<string>()
  for (const t of toppers) {
    const [, name, session] = /^(.*) \(Class (?:X|XII), (\d{4}-\d{4})\)$/.exec(t.title)!
    expect(new URL(t.url, 'https://x').searchParams.get('session'), t.url).toBe(session)
    sessions.add(session!)
    await page.goto(t.url)
    await expect(page.locator('main').getByText(name!, { exact: true }).first(), `${t.title} at ${t.url}`).toBeVisible()
  }
  // The walk covers earlier sessions, not only the one the listing opens on.
  expect(sessions.size).toBeGreaterThan(1)
})

test('a news item of an earlier year and a Both event have pages with date, text, JSON-LD, a way back and no hydrated script', async ({
  request,
}) => {
  const index = readSearchIndex(dist())
  const news = index.find((e) => e.kind === 'News')!
  const html = await (await request.get(news.url)).text()
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  expect(html).toContain('"@type":"NewsArticle"')
  expect(html).toMatch(/class="btn btn--secondary" href="\/(news|kindergarten-news)/)
  // Its one script is the Share behaviour (the phone's share sheet, Copy link): no hydrated component.
  expect([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(['share'])
  expect(html).not.toContain('data-island-hydrate')
  const event = index.find((e) => e.kind === 'Event')!
  const ev = await (await request.get(event.url)).text()
  expect(ev).toContain('"@type":"Event"')
  expect(ev).toMatch(/<dt>Date:<\/dt>/)
})

test('the footer Sitemap link opens a page for people listing every section; sitemap.xml stays for robots', async ({ page }) => {
  await page.goto('/about')
  await page.locator('footer').getByRole('link', { name: 'Sitemap', exact: true }).click()
  await expect(page).toHaveURL(/\/sitemap\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap')
  for (const href of ['/about/', '/news/', '/events/', '/kindergarten/', '/gallery/', '/contact/', '/sitemap.xml']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached()
  }
  expect(read('sitemap.xml')).toContain(`${SITE_URL}/sitemap/`)
})

// Every link lands where its item is shown: each entry of the built search index (every shard), of both Atom
// feeds and of events.ics leads to a built page whose HTML shows the entry's title; news and events
// have pages of their own (/news/{id}/, /events/{id}/); the footer's Sitemap opens a page for people.
import fs from 'node:fs'
import path from 'node:path'
import { decodeXML } from 'entities'
import { expect, test } from './test.ts'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import { testDist } from '#tests/support/builtSite.ts'

const dist = testDist
const read = (f: string) => fs.readFileSync(path.join(dist(), f), 'utf8')
const SITE_URL = 'https://school.example.org'

/** The built file a site URL is served from (ROUTE/index.html, query and fragment ignored). */
function pageHtml(url: string): string | null {
  const p = decodeURIComponent(url.replace(SITE_URL, '').replace(/[?#].*$/, ''))
  for (const f of [p, path.join(p, 'index.html'), `${p}.html`]) {
    const file = path.join(dist(), f)
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return fs.readFileSync(file, 'utf8')
  }
  return null
}

const htmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const xmlText = decodeXML

function expectShown(what: string, title: string, url: string) {
  const html = pageHtml(url)
  expect(html, `${what} "${title}" → ${url}: no such page`).not.toBeNull()
  // The <title> alone does not count: the page's body must show it.
  const body = html!.slice(html!.indexOf('<body'))
  expect(body.includes(htmlText(title)), `${what} "${title}" → ${url}: the page does not show it`).toBe(true)
}

test('every search index entry leads to a page that shows its title; news and events to their own page', () => {
  const index = readSearchIndex(dist())
  expect(index.length).toBeGreaterThan(20)
  for (const e of index) {
    if (e.kind === 'Topper') continue // shown by the listing's script for the session in the address: below
    expectShown('search entry', e.title, e.url)
    if (e.kind === 'News') expect(e.url).toMatch(/^\/news\/[A-Za-z0-9_-]+\/$/)
    if (e.kind === 'Event') expect(e.url).toMatch(/^\/events\/[A-Za-z0-9_-]+\/$/)
  }
})

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

test('every Atom feed entry links to a page that shows its title', () => {
  for (const feed of ['feeds/news.xml', 'feeds/kindergarten-news.xml']) {
    const entries = read(feed).split('<entry>').slice(1)
    expect(entries.length, feed).toBeGreaterThan(0)
    for (const e of entries) {
      const title = xmlText(/<title[^>]*>([\s\S]*?)<\/title>/.exec(e)![1]!)
      const link = xmlText(/<link rel="alternate" type="text\/html" href="([^"]+)"/.exec(e)![1]!)
      expect(link).toMatch(/\/news\/[A-Za-z0-9_-]+\/$/)
      expectShown(feed, title, link)
    }
  }
})

test('every events.ics entry links to the page of that event', () => {
  const events = read('events.ics')
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
  expect(events.length).toBeGreaterThan(0)
  for (const e of events) {
    const title = /\r\nSUMMARY:(.*)\r\n/
      .exec(e)![1]!
      .replace(/\\([,;\\])/g, '$1')
      .replace(/\\n/gi, '\n')
    const url = /\r\nURL:(.*)\r\n/.exec(e)![1]!
    expect(url).toMatch(/\/events\/[A-Za-z0-9_-]+\/$/)
    expectShown('calendar entry', title, url)
  }
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
  for (const href of ['/about', '/news', '/events', '/kindergarten', '/gallery', '/contact', '/sitemap.xml']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached()
  }
  expect(read('sitemap.xml')).toContain(`${SITE_URL}/sitemap/`)
})

// Every link lands where its item is shown (in a browser: tests/e2e/permalinks.spec.ts): each entry of the built search index (every shard), of both Atom
// feeds and of events.ics leads to a built page whose HTML shows the entry's title; news and events
// have pages of their own (/news/{id}/, /events/{id}/); the footer's Sitemap opens a page for people.
import fs from 'node:fs'
import path from 'node:path'
import { decodeXML } from 'entities'
import { expect, it } from 'vitest'
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

it('every search index entry leads to a page that shows its title; news and events to their own page', () => {
  const index = readSearchIndex(dist())
  expect(index.length).toBeGreaterThan(20)
  for (const e of index) {
    if (e.kind === 'Topper') continue // shown by the listing's script for the session in the address: below
    expectShown('search entry', e.title, e.url)
    if (e.kind === 'News') expect(e.url).toMatch(/^\/news\/[A-Za-z0-9_-]+\/$/)
    if (e.kind === 'Event') expect(e.url).toMatch(/^\/events\/[A-Za-z0-9_-]+\/$/)
  }
})

it('every Atom feed entry links to a page that shows its title', () => {
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

it('every events.ics entry links to the page of that event', () => {
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

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fuse from 'fuse.js'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { createSearcher } from '#lib/search/search.ts'
import { galleryItemSchema } from '#lib/schema/galleryItem.ts'
import { topperSchema } from '#lib/schema/topper.ts'
import { newsItemSchema } from '#lib/schema/newsItem.ts'
import { eventSchema } from '#lib/schema/event.ts'
import { buildSearchIndex } from '#scripts/postbuild/searchIndex.ts'
import { runPostbuild } from '#scripts/postbuild/index.ts'
import { cspHash } from '#scripts/postbuild/html.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import { parseHeaders, headersForPath } from '#scripts/postbuild/headersFile.ts'
import { parseRedirects } from '#tests/support/redirects.ts'

const page = (route: string, h1: string, p = '') => ({
  route,
  file: route.slice(1) + 'index.html',
  title: `${h1} | Nazareth Convent School`,
  h1,
  firstParagraph: p,
})
const album = galleryItemSchema.parse({
  _id: 'a1',
  title: 'Annual Sports Day 2026',
  category: 'PhotoGallery',
  school: 'Senior',
  date: '2026-02-10',
  attachments: ['x.jpg'],
})
const album2 = galleryItemSchema.parse({ _id: 'a2', title: 'Christmas Carols', category: 'PhotoGallery', school: 'Junior' })

describe('buildSearchIndex', () => {
  const index = buildSearchIndex({
    pages: [
      page('/', 'Home'),
      page('/about/', 'About us', 'Founded in 1963 by the Sisters of Nazareth in Riverside.'),
      page('/SubGallery/a1/', 'Annual Sports Day 2026'),
      page('/search/', 'Search'),
      page('/magazine1/m2024/', 'Magazine 2024'),
    ],
    news: [newsItemSchema.parse({ _id: 'n1', title: 'Science exhibition', school: 'Junior', date: '2026-03-01' })],
    events: [eventSchema.parse({ _id: 'e1', title: 'Parents meeting', school: 'Senior', date: '2026-07-01', venue: 'Hall' })],
    albums: [album, album2],
    toppers: [topperSchema.parse({ name: 'Asha Verma', class: 'XII', sessionYear: '2024-2025', stream: 'Science', division: '97.2%' })],
    siteName: 'Nazareth Convent School',
  })
  const byKind = (k: string) => index.filter((e) => e.kind === k)
  it('holds news, events, albums, toppers, editions and informational pages', () => {
    expect(byKind('News')[0]).toMatchObject({ title: 'Science exhibition', url: '/kindergarten-news/', date: '01-03-2026' })
    expect(byKind('Event')[0]).toMatchObject({ title: 'Parents meeting', url: '/events/', text: 'Hall' })
    expect(byKind('Topper')[0]).toMatchObject({
      title: 'Asha Verma (Class XII, 2024-2025)',
      url: '/topperXII/?session=2024-2025',
      text: 'Science · Marks: 97.2%',
    })
    expect(byKind('Magazine')[0]).toMatchObject({ title: 'Magazine 2024', url: '/magazine1/m2024/' })
    expect(byKind('Page').map((e) => e.url)).toEqual(['/', '/about/'])
    expect(byKind('Page')[1]!.text).toBe('Founded in 1963 by the Sisters of Nazareth in Riverside.')
  })
  it('lists a news item or event once, not again as the built page of its permalink', () => {
    const built = buildSearchIndex({
      pages: [page('/news/n1/', 'Science exhibition'), page('/events/e1/', 'Parents meeting'), page('/topperXII/', 'Toppers XII')],
      news: [newsItemSchema.parse({ _id: 'n1', title: 'Science exhibition', school: 'Senior', date: '2026-03-01' })],
      events: [eventSchema.parse({ _id: 'e1', title: 'Parents meeting', school: 'Senior', date: '2026-07-01' })],
      albums: [],
      toppers: [topperSchema.parse({ name: 'Asha Verma', class: 'XII', sessionYear: '2024-2025', stream: 'Science', division: '97.2%' })],
      siteName: 'Nazareth Convent School',
    })
    expect(built.map((e) => `${e.kind} ${e.url}`)).toEqual([
      'News /news/n1/',
      'Event /events/e1/',
      'Topper /topperXII/?session=2024-2025',
      'Page /topperXII/',
    ])
  })
  it('links albums to their prerendered page, else to the /SubGallery?id= address; no duplicates', () => {
    expect(byKind('Album').map((e) => e.url)).toEqual(['/SubGallery/a1/', '/SubGallery?id=a2'])
  })
  it('is typo tolerant with fuse.js', () => {
    const search = createSearcher(Fuse, index)
    expect(search('anual sprots')[0]?.url).toBe('/SubGallery/a1/')
    expect(search('cristmas')[0]?.title).toBe('Christmas Carols')
    expect(search('asha varma')[0]?.kind).toBe('Topper')
    expect(search('a')).toEqual([])
  })
})

describe('runPostbuild over a built site', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'postbuild-'))
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))
  const client = path.join(tmp, 'client')
  const data = path.join(tmp, 'data')
  const itemPages = [page(eventHref('e1'), 'Sports Day'), page(newsHref('n1'), 'Science exhibition')]
  for (const p of [page('/', 'Home'), page('/about/', 'About'), page('/SubGallery/a1/', 'Annual Sports Day 2026'), ...itemPages]) {
    fs.mkdirSync(path.join(client, p.route), { recursive: true })
    fs.writeFileSync(
      path.join(client, p.file),
      `<html><head><title>${p.title}</title></head><body><main id="main"><div id="page-root"><h1>${p.h1}</h1></div></main>` +
        `<script>${INLINE_SCRIPTS.openNotificationsEarly}</script></body></html>`,
    )
  }
  fs.writeFileSync(path.join(client, '404.html'), '<h1>Not found</h1>')
  fs.mkdirSync(path.join(client, 'assets/chunks'), { recursive: true })
  fs.writeFileSync(path.join(client, 'assets/chunks/a.js'), '')
  fs.mkdirSync(data)
  fs.writeFileSync(path.join(data, 'gallery.json'), JSON.stringify([album]))
  fs.writeFileSync(
    path.join(data, 'news.json'),
    JSON.stringify([{ _id: 'n1', title: 'Science exhibition', school: 'Senior', date: '2026-03-01T00:00:00.000Z' }]),
  )
  fs.writeFileSync(
    path.join(data, 'events.json'),
    JSON.stringify([{ _id: 'e1', title: 'Sports Day', school: 'Both', date: '2026-06-20T00:00:00.000Z', time: '9:30 AM' }]),
  )
  const env = readBuildEnv({
    NCSR_DATA_DIR: data,
    SITE_URL: 'https://s.example',
    NCSR_NOW: '2026-06-15T10:00:00+05:30',
    NCSR_API_BASE: 'https://api.example',
  })
  const result = runPostbuild(client, env)
  const read = (f: string) => fs.readFileSync(path.join(client, f), 'utf8')

  it('writes every publishing file', () => {
    for (const f of [
      'sitemap.xml',
      'robots.txt',
      '_redirects',
      '_headers',
      'search-index.json',
      'feeds/news.xml',
      'feeds/kindergarten-news.xml',
      'events.ics',
    ]) {
      expect(fs.existsSync(path.join(client, f)), f).toBe(true)
    }
    expect(result.pages).toBe(5)
  })
  it('puts every built page, and not 404.html, in the sitemap', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://s.example/',
      'https://s.example/SubGallery/a1/',
      'https://s.example/about/',
      ...itemPages.map((p) => `https://s.example${p.route}`).sort(),
    ])
  })
  it("allows the site's named inline scripts by hash and lists the API", () => {
    const h = headersForPath(parseHeaders(read('_headers')), '/about/')
    expect(h['Content-Security-Policy']).toContain(cspHash(INLINE_SCRIPTS.openNotificationsEarly))
    expect(h['Content-Security-Policy']).toContain("connect-src 'self' https://api.example")
    expect(parseRedirects(read('_redirects')).length).toBeGreaterThan(0)
  })
  it('puts the upcoming event in events.ics and the album in the index', () => {
    expect(read('events.ics')).toContain('DTSTART;TZID=Asia/Kolkata:20260620T093000')
    expect(readSearchIndex(client).some((e) => e.kind === 'Album' && e.url === '/SubGallery/a1/')).toBe(true)
  })
  it('lists each news item and event once, by its own page, not again as a "Page" result', () => {
    const index = readSearchIndex(client)
    for (const p of itemPages)
      expect(
        index.filter((e) => e.url === p.route).map((e) => e.kind),
        p.route,
      ).toHaveLength(1)
    expect(index.find((e) => e.url === newsHref('n1'))?.kind).toBe('News')
    expect(index.find((e) => e.url === eventHref('e1'))?.kind).toBe('Event')
  })

  it('fails, naming each page and file, on an inline script we did not write, a handler in 404.html, and a script file outside /assets/', () => {
    fs.writeFileSync(
      path.join(client, 'about/index.html'),
      read('about/index.html').replace('</body>', '<script>window.x=1</script></body>'),
    )
    fs.writeFileSync(path.join(client, '404.html'), '<h1 onclick="alert(1)">Not found</h1>')
    fs.mkdirSync(path.join(client, 'images/uploads'), { recursive: true })
    fs.writeFileSync(path.join(client, 'images/uploads/evil.js'), 'alert(1)')
    expect(() => runPostbuild(client, env)).toThrow(
      /3 problems[\s\S]*images\/uploads\/evil\.js: a script file outside \/assets\/[\s\S]*404\.html: onclick attribute on <h1>[\s\S]*about\/index\.html: an inline script that is not one of lib\/security\/inlineScripts\.ts/,
    )
  })
})

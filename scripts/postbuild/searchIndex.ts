// Site search (docs/search.md): the index the /search page fetches on first use. Records come from the
import { eventHref, newsHref } from '#lib/format/permalink.ts'
// snapshot (news, events, albums, toppers) and from every built page's <h1> and first paragraph
// (informational pages, magazine editions, anything added later).
import type { SchoolEvent } from '#lib/schema/event.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'
import type { NewsItem } from '#lib/schema/newsItem.ts'
import { listingFor } from '#lib/select/audience.ts'
import { toTopperQuery } from '#lib/select/topperFilters.ts'
import type { Topper } from '#lib/schema/topper.ts'
import { formatDashed } from '#lib/format/date.ts'
import type { SearchEntry, SearchKind } from '#lib/search/search.ts'
import type { BuiltPage } from './builtSite.ts'
import { shorten } from './html.ts'
import { albumHref } from '#lib/format/url.ts'
import { escapeRegExp } from '#lib/format/regExp.ts'

export interface SearchSources {
  pages: BuiltPage[]
  news: NewsItem[]
  events: SchoolEvent[]
  albums: GalleryItem[]
  toppers: Topper[]
  /** School name, removed from the end of <title> when a page has no <h1>. */
  siteName: string
}

const dateOf = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : formatDashed(iso))

/** Routes that are not worth a search result: this page, and the readers with no edition chosen. */
const SKIP = new Set(['/search/', '/magazine1/', '/newsletter1/', '/SubGallery/'])

function kindOfRoute(route: string): SearchKind {
  if (/^\/SubGallery\/[^/]+\/$/.test(route)) return 'Album'
  if (/^\/(magazine1|newsletter1)\/[^/]+\/$/.test(route)) return 'Magazine'
  return 'Page'
}

export function buildSearchIndex(s: SearchSources): SearchEntry[] {
  const routes = new Set(s.pages.map((p) => p.route))
  const route = (r: string, fallback: string) => (routes.has(r) ? r : fallback)
  const entries: SearchEntry[] = []
  const seen = new Set<string>()
  const add = (e: SearchEntry) => {
    const key = `${e.kind}\u0000${e.url}\u0000${e.title}`
    if (seen.has(key)) return
    entries.push(e)
    seen.add(key)
  }
  // Pages that are an item's own permalink: the item's entry (with its date and kind) stands for them.
  const itemUrls = new Set<string>()
  for (const n of s.news) {
    // Its own page; the listing only when the page was not built (it always is by npm run build).
    const url = route(newsHref(n._id), listingFor('news', n.school).href)
    itemUrls.add(url)
    add({ kind: 'News', title: n.title, url, text: shorten(n.description), date: dateOf(n.date) })
  }
  for (const e of s.events) {
    const url = route(eventHref(e._id), listingFor('events', e.school).href)
    itemUrls.add(url)
    const text = shorten([e.venue, e.description].filter(Boolean).join(' · '))
    add({ kind: 'Event', title: e.title, url, text, date: dateOf(e.date), ...(e.time ? { time: e.time } : {}) })
  }
  for (const a of s.albums) {
    const url = route(albumHref(a._id), `/SubGallery?id=${encodeURIComponent(a._id)}`)
    itemUrls.add(url)
    add({ kind: 'Album', title: a.title, url, text: shorten(a.description), date: dateOf(a.date) })
  }
  for (const t of s.toppers) {
    add({
      kind: 'Topper',
      title: `${t.name} (Class ${t.class}, ${t.sessionYear})`,
      // The listing opens on the latest session; the address names the student's (spec §5 "Topper
      // year filter", read by the page from ?session=), so the entry lands where she is shown.
      url: `/topper${t.class}/` + toTopperQuery({ session: t.sessionYear, q: '' }),
      text: [t.stream, t.division && `Marks: ${t.division}`].filter(Boolean).join(' · '),
      date: '',
    })
  }
  for (const p of s.pages) {
    if (SKIP.has(p.route) || itemUrls.has(p.route)) continue
    const title = p.h1 || p.title.replace(new RegExp(`\\s*\\|\\s*${escapeRegExp(s.siteName)}$`), '')
    if (!title) continue
    add({ kind: kindOfRoute(p.route), title, url: p.route, text: shorten(p.firstParagraph), date: '' })
  }
  return entries
}

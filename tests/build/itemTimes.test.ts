// When each news item and event happens, as every reader of the test build sees it: the item's page
// (its <time datetime> and the text), its JSON-LD, the calendars (.ics, read by ical.js as a calendar
// app would), the Atom feeds (read by @extractus/feed-extractor as a feed reader would) and the
// search index all say the same date and time, and the one the data says: the school day in
// Asia/Kolkata and the time typed (spec §3 "Event"). The expected values are worked out here from
// the fixture files with Intl, not with the site's own code. The types the host serves them with:
// tests/e2e/cloudflare-pages.spec.ts.
import fs from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { extractFromXml } from '@extractus/feed-extractor'
import { describe, expect, it } from 'vitest'
import { builtPages, testDist } from '#tests/support/builtSite.ts'
import { FIXED_NOW, FIXTURE_API_DIR } from '#tests/fixtures/testEnv.ts'

interface RawItem {
  _id: string
  title: string
  school: string
  date?: string
  time?: string
}

const SITE_URL = 'https://school.example.org'
/** A file of the test build, by its address ('/events.ics' or 'events.ics'). */
const built = (address: string) => fs.readFileSync(path.join(testDist(), address.replace(/^\//, '')), 'utf8')

/** Every record of both lists of a kind, once by id (the build gives each a page). */
function records(...files: string[]): RawItem[] {
  const byId = new Map<string, RawItem>()
  for (const f of files) for (const r of JSON.parse(fs.readFileSync(path.join(FIXTURE_API_DIR, f), 'utf8')) as RawItem[]) byId.set(r._id, r)
  return [...byId.values()]
}
const events = records('events-all.json', 'events.json')
const news = records('news-all.json', 'news.json')

const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' })
/** 'YYYY-MM-DD' in Asia/Kolkata of an API instant. */
const dayOf = (iso: string) => kolkataDay.format(new Date(iso))
/** '9:30 AM' -> '09:30' (every fixture event has a time of this form). */
function clock(time: string): string {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)
  if (!m) throw new Error(`a fixture time not of the form h:mm AM: ${time}`)
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0)
  return `${String(h).padStart(2, '0')}:${m[2]}`
}
/** What an event's start is: its school day and time, in +05:30. */
const expectedStart = (e: RawItem) => `${dayOf(e.date!)}T${clock(e.time!)}:00+05:30`

function pageOf(route: string) {
  const page = builtPages().find((p) => p.route === route)
  if (!page) throw new Error(`no page at ${route}`)
  return page.html
}
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
const facts = (html: string) => ({
  datetime: /<dt>Date:<\/dt>\s*<dd><time datetime="([^"]+)">([^<]+)<\/time>/i.exec(html),
  time: /<dt>Time:<\/dt>\s*<dd>([^<]+)<\/dd>/.exec(html)?.[1],
})

/** Every entry of the search index, from its manifest's shards. */
function searchEntries(): { url: string; date: string; time?: string; kind: string }[] {
  const root = testDist()
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'search-index.json'), 'utf8')) as { shards: { file: string }[] }
  return manifest.shards.flatMap((s) => JSON.parse(fs.readFileSync(path.join(root, s.file), 'utf8')))
}
const dashed = (day: string) => day.split('-').reverse().join('-')

/** The VEVENTs of a calendar as ical.js reads it, its time zones known to it. */
function readVEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz))
  return calendar.getAllSubcomponents('vevent').map((v) => ({ v, event: new ICAL.Event(v) }))
}

describe('an event’s date and time', () => {
  it('the fixture has events, each with a time', () => {
    expect(events.length).toBeGreaterThan(8)
    for (const e of events) expect(e.time, e._id).toBeTruthy()
  })

  it('its page, JSON-LD and search entry say the day and time the data says, in Asia/Kolkata', () => {
    const index = searchEntries()
    for (const e of events) {
      const route = `/events/${e._id}/`
      const html = pageOf(route)
      const start = expectedStart(e)
      const f = facts(html)
      expect(f.datetime?.[1], route).toBe(start)
      expect(f.datetime?.[2], route).toBe(longDay.format(new Date(e.date!)))
      expect(f.time, route).toBe(e.time)
      const ld = jsonLd(html).find((o) => o['@type'] === 'Event')
      expect(ld?.startDate, route).toBe(start)
      expect(ld, route).not.toHaveProperty('endDate')
      const entry = index.find((i) => i.url === route)
      expect(entry, route).toMatchObject({ kind: 'Event', date: dashed(dayOf(e.date!)), time: e.time })
    }
  })

  it('its own .ics and events.ics start it at that instant, with no end but the start (RFC 5545 §3.6.1)', () => {
    const subscribed = new Map(readVEvents(built('events.ics')).map((x) => [x.event.uid, x]))
    const yearAgo = `${Number(FIXED_NOW.slice(0, 4)) - 1}${FIXED_NOW.slice(4, 10)}`
    let inCalendar = 0
    for (const e of events) {
      const [own, ...more] = readVEvents(built(`events/${e._id}/event.ics`))
      expect(more, e._id).toEqual([])
      const instant = Date.parse(expectedStart(e))
      for (const [where, x] of [
        ['own file', own],
        ['events.ics', subscribed.get(own!.event.uid)],
      ] as const) {
        // events.ics holds the upcoming events and those of the past twelve months, no other.
        const kept = dayOf(e.date!) >= yearAgo
        if (where === 'events.ics' && !kept) {
          expect(x, `${e._id} is over a year old: not in ${where}`).toBeUndefined()
          continue
        }
        if (where === 'events.ics') inCalendar++
        expect(x, `${e._id} in ${where}`).toBeDefined()
        expect(x!.event.startDate.isDate, `${e._id} in ${where}`).toBe(false)
        expect(x!.event.startDate.toJSDate().getTime(), `${e._id} in ${where}`).toBe(instant)
        expect(x!.v.hasProperty('dtend') || x!.v.hasProperty('duration'), `${e._id} in ${where}: an end the data does not give`).toBe(false)
        expect(x!.event.endDate.compare(x!.event.startDate), `${e._id} in ${where}`).toBe(0)
        expect(x!.event.summary).toBe(e.title)
      }
    }
    expect(inCalendar).toBeGreaterThan(0)
    expect(inCalendar).toBeLessThan(events.length)
    expect(subscribed.size).toBe(inCalendar)
  })
})

describe('a news item’s date', () => {
  const dated = news.filter((n) => !Number.isNaN(Date.parse(n.date ?? '')))

  it('the fixture has dated news and one with a date that is none', () => {
    expect(dated.length).toBeGreaterThan(8)
    expect(dated.length).toBeLessThan(news.length)
  })

  it('its page, JSON-LD and search entry say the day the data says in Asia/Kolkata; JSON-LD the instant itself', () => {
    const index = searchEntries()
    for (const n of dated) {
      const route = `/news/${n._id}/`
      const html = pageOf(route)
      const day = dayOf(n.date!)
      expect(facts(html).datetime?.[1], route).toBe(day)
      expect(facts(html).datetime?.[2], route).toBe(longDay.format(new Date(n.date!)))
      const ld = jsonLd(html).find((o) => o['@type'] === 'NewsArticle')
      expect(ld?.datePublished, route).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/)
      expect(String(ld?.datePublished).slice(0, 10), route).toBe(day)
      expect(Date.parse(String(ld?.datePublished)), route).toBe(Date.parse(n.date!))
      expect(
        index.find((i) => i.url === route),
        route,
      ).toMatchObject({ kind: 'News', date: dashed(day) })
    }
  })

  it('the Atom feeds give it at the same instant with its text as content', () => {
    const inFeeds = new Map<string, { published?: string; description?: string; type?: string }>()
    for (const feed of ['/feeds/news.xml', '/feeds/kindergarten-news.xml']) {
      const parsed = extractFromXml(built(feed), {
        descriptionMaxLen: 0,
        getExtraEntryFields: (raw) => ({ type: (raw as { content?: { '@_type'?: string } }).content?.['@_type'] }),
      })
      for (const entry of parsed.entries ?? [])
        inFeeds.set(entry.link!, entry as { published?: string; description?: string; type?: string })
    }
    const descriptions = new Map(
      records('news-all.json', 'news.json').map((n) => [n._id, (n as RawItem & { description?: string }).description ?? '']),
    )
    for (const n of dated) {
      const entry = inFeeds.get(`${SITE_URL}/news/${n._id}/`)
      expect(entry, n._id).toBeDefined()
      expect(Date.parse(entry!.published!), n._id).toBe(Date.parse(n.date!))
      expect(entry!.description, n._id).toBe(descriptions.get(n._id))
      expect(entry!.type, n._id).toBe('text')
    }
  })
})

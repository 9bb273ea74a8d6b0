import { describe, expect, it } from 'vitest'
import { calendarSubscribeLinks, eventCalendarLinks, googleCalendarEventUrl, newsSubscribeLinks, webcalUrl } from '#lib/feeds/subscribe.ts'
import { eventSchema, type SchoolEvent } from '#lib/schema/event.ts'
import { buildFeeds } from '#scripts/postbuild/feeds.ts'
import { eventHref, eventIcsHref } from '#lib/format/permalink.ts'
import { site } from '#lib/content/site.ts'
import { eventsOf, readCalendar, single } from '../../fixtures/readCalendar.ts'

const ev = (o: Partial<Record<string, unknown>>): SchoolEvent =>
  eventSchema.parse({ _id: 'e1', title: 'Sports Day', school: 'Senior', date: '2026-06-20', ...o })
const PAGE = 'https://school.example.org/events/e1/'
const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('calendarSubscribeLinks', () => {
  it('subscribes by webcal: to the site’s own events.ics, in a calendar app or Google Calendar', () => {
    const [app, google, file] = calendarSubscribeLinks('https://school.example.org')
    expect(app!.href).toBe('webcal://school.example.org/events.ics')
    expect(params(google!.href)).toEqual({ cid: 'webcal://school.example.org/events.ics' })
    expect(file!.href).toBe('/events.ics')
  })
  it('turns an http origin into webcal too', () => {
    expect(webcalUrl('http://localhost:4173', '/events.ics')).toBe('webcal://localhost:4173/events.ics')
  })
})

describe('newsSubscribeLinks', () => {
  it('links each school’s Atom feed', () => {
    expect(newsSubscribeLinks('seniorNews')[0]!.href).toBe('/feeds/news.xml')
    expect(newsSubscribeLinks('kindergartenNews')[0]!.href).toBe('/feeds/kindergarten-news.xml')
  })
})

describe('googleCalendarEventUrl', () => {
  it('starts an event at its time in Asia/Kolkata and invents no end (it ends when it starts), with its page in the details', () => {
    const p = params(googleCalendarEventUrl(ev({ time: '10:00 AM', venue: 'Main ground', description: 'Races.' }), PAGE)!)
    expect(p).toEqual({
      action: 'TEMPLATE',
      text: 'Sports Day',
      dates: '20260620T100000/20260620T100000',
      ctz: 'Asia/Kolkata',
      details: `Races.\n\n${PAGE}`,
      location: 'Main ground',
    })
  })
  it('makes an event without a time an all-day event (the end day is exclusive)', () => {
    expect(params(googleCalendarEventUrl(ev({ time: 'after lunch' }), PAGE)!).dates).toBe('20260620/20260621')
    expect(params(googleCalendarEventUrl(ev({ date: '2026-12-31' }), PAGE)!).dates).toBe('20261231/20270101')
  })
  it('keeps an event at 23:30 on its day', () => {
    expect(params(googleCalendarEventUrl(ev({ time: '11:30 PM' }), PAGE)!).dates).toBe('20260620T233000/20260620T233000')
  })
  it('offers nothing for an event without a date', () => {
    expect(googleCalendarEventUrl(ev({ date: '' }), PAGE)).toBeNull()
    expect(eventCalendarLinks(ev({ date: '' }), PAGE)).toEqual([])
  })
})

describe('an event’s own calendar file (buildFeeds)', () => {
  const events = [ev({ time: '10:00 AM' }), ev({ _id: 'e2', title: 'Last year', date: '2025-01-10' }), ev({ _id: 'e3', title: 'No page' })]
  const files = buildFeeds({
    news: [],
    events,
    site,
    env: { siteUrl: 'https://school.example.org', now: new Date('2026-06-15T10:00:00+05:30') },
    routes: [eventHref('e1'), eventHref('e2')],
  })

  it('is written beside the page of every event with a page and a date, past ones too', () => {
    expect(Object.keys(files).filter((f) => f.endsWith('/event.ics'))).toEqual([eventIcsHref('e1'), eventIcsHref('e2')])
  })

  it('holds that one event as events.ics does (same UID), linked to its page, and names no calendar', () => {
    const own = readCalendar(files[eventIcsHref('e1')]!)
    const [event] = eventsOf(own)
    expect(eventsOf(own)).toHaveLength(1)
    expect(own.properties.map((p) => p.name)).not.toContain('X-WR-CALNAME')
    const inFeed = eventsOf(readCalendar(files['/events.ics']!)).find((e) => single(e, 'SUMMARY').raw === 'Sports Day')!
    expect(single(event!, 'UID').raw).toBe(single(inFeed, 'UID').raw)
    expect(single(event!, 'URL').raw).toBe(PAGE)
    expect(single(event!, 'DTSTART').params).toBe(';TZID=Asia/Kolkata')
  })
})

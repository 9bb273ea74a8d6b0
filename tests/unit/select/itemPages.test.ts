// An item's page: one start for everything it says of its time, and a trail after Home of its own.
import { describe, expect, it } from 'vitest'
import { eventPage, newsPage } from '#lib/select/itemPages.ts'
import { eventSchema } from '#lib/schema/event.ts'
import { newsItemSchema } from '#lib/schema/newsItem.ts'

const SITE = 'https://school.example.org'
const event = eventSchema.parse({ _id: 'e1', title: 'Annual Day', school: 'Senior', date: '2026-12-04T18:30:00.000Z', time: '10:00 AM' })
const news = newsItemSchema.parse({ _id: 'n1', title: 'Results', school: 'Senior', date: '2026-11-13T18:30:00.000Z' })

describe('an event’s page', () => {
  const p = eventPage(event, '', SITE)
  it('gives JSON-LD and <time datetime> the one start: the date and time in Asia/Kolkata, not midnight UTC', () => {
    expect(p.seo.jsonLd[0]).toMatchObject({ '@type': 'Event', startDate: '2026-12-05T10:00:00+05:30' })
    expect(p.item).toMatchObject({
      day: '2026-12-05',
      datetime: '2026-12-05T10:00:00+05:30',
      dateText: '5 December 2026',
      time: '10:00 AM',
    })
  })
  it('an all-day event (no time) starts on its day alone', () => {
    const allDay = eventPage({ ...event, time: '' }, '', SITE)
    expect(allDay.seo.jsonLd[0]).toMatchObject({ startDate: '2026-12-05' })
    expect(allDay.item.datetime).toBe('2026-12-05')
  })
  it("has the trail after Home: its listing, its year's archive, then itself (Home is put first once, by the head)", () => {
    expect(p.seo.breadcrumbs).toEqual([
      { name: 'Events', path: '/events/' },
      { name: '2026', path: '/events/2026/' },
      { name: 'Annual Day', path: '/events/e1/' },
    ])
  })
})

describe('a news item’s page', () => {
  const p = newsPage(news, '', SITE)
  it('publishes at the API’s instant, written in Asia/Kolkata', () => {
    expect(p.seo.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', datePublished: '2026-11-14T00:00:00+05:30' })
    expect(p.item).toMatchObject({ day: '2026-11-14', datetime: '2026-11-14' })
  })
  it("has the trail after Home: its listing, its year's archive, then itself", () => {
    expect(p.seo.breadcrumbs.map((c) => c.name)).toEqual(['News', '2026', 'Results'])
  })
})

// Each rule of the spec has one home in lib/select/, and every output calls it: the listings, the
// home blocks, the feeds, the calendar and the search index. This test fails when code elsewhere
// tests a school value or compares event days itself, and checks that the outputs built from one
// set of records agree.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { selectFeedNews } from '#lib/feeds/atom.ts'
import { walk } from '#lib/files/walk.ts'
import { isoDay } from '#lib/format/date.ts'
import { eventSchema } from '#lib/schema/event.ts'
import { newsItemSchema } from '#lib/schema/newsItem.ts'
import { kinderNews, listingFor, seniorEvents, seniorNews } from '#lib/select/audience.ts'
import { eventEntry } from '#lib/select/entries.ts'
import { eventsBlock } from '#lib/select/kindergartenHome.ts'
import { calendarEvents, isUpcomingDay, schoolToday, splitUpcoming } from '#lib/select/upcoming.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
/** The homes of the rules, and code that only makes or validates data (schemas, sample data, bench, mock API). */
const RULE_HOMES = ['lib/select/audience.ts', 'lib/select/upcoming.ts']
const NOT_OUTPUTS = ['lib/schema/', 'scripts/bench/', 'scripts/mock-api/']

function sources(dir: string): string[] {
  return walk(path.join(ROOT, dir))
    .map((e) => `${dir}/${e.rel}`)
    .filter((rel) => /\.tsx?$/.test(rel))
}

describe('one home for each rule', () => {
  const files = ['lib', 'scripts', 'components', 'pages', 'renderer']
    .flatMap(sources)
    .filter((f) => !RULE_HOMES.includes(f) && !NOT_OUTPUTS.some((d) => f.startsWith(d)))

  it('no output tests a school value itself (lib/select/audience.ts)', () => {
    const found = files.flatMap((f) =>
      fs
        .readFileSync(path.join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /(===|!==)\s*'(Senior|Junior|Both)'|'(Senior|Junior|Both)'\s*(===|!==)/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(found).toEqual([])
  })

  it('no output compares event days with today itself (lib/select/upcoming.ts)', () => {
    const found = files.flatMap((f) =>
      fs
        .readFileSync(path.join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/[<>]=?\s*today\b|\btoday\s*[<>]=?/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })
})

describe('outputs built from the same records agree', () => {
  const now = new Date('2026-06-15T10:00:00+05:30')
  const events = [
    { _id: 'past', date: '2026-06-14', school: 'Senior' },
    { _id: 'today', date: '2026-06-15', school: 'Senior' },
    { _id: 'junior', date: '2026-06-16', school: 'Junior' },
    { _id: 'both', date: '2026-06-20', school: 'Both' },
    { _id: 'later', date: '2026-07-01', school: 'Senior' },
    { _id: 'undated', date: '', school: 'Senior' },
  ].map((e) => eventSchema.parse({ title: e._id, ...e }))

  it('the calendar, /events and the home block count the same events as upcoming', () => {
    const today = schoolToday(now)
    const calendar = calendarEvents(events, now)
      .filter((e) => isUpcomingDay(isoDay(e.date), today))
      .map((e) => e._id)
    const listing = splitUpcoming(
      seniorEvents(events).map((e) => eventEntry(e)),
      today,
    ).upcoming.map((e) => e.id)
    const block = eventsBlock(
      seniorEvents(events).map((e) => eventEntry(e)),
      today,
      10,
    ).events.map((e) => e.id)
    expect(calendar).toEqual(['today', 'junior', 'both', 'later'])
    expect(listing).toEqual(calendar.filter((id) => seniorEvents(events.filter((e) => e._id === id)).length))
    expect(block).toEqual(listing)
  })

  it('each news feed holds what its listing holds, and an item’s page links back to a listing that shows it', () => {
    const news = (['Senior', 'Junior', 'Both'] as const).map((school, i) =>
      newsItemSchema.parse({ _id: school, title: school, school, date: `2026-0${i + 1}-01` }),
    )
    expect(
      selectFeedNews(news, 'senior')
        .map((n) => n._id)
        .sort(),
    ).toEqual(
      seniorNews(news)
        .map((n) => n._id)
        .sort(),
    )
    expect(
      selectFeedNews(news, 'kindergarten')
        .map((n) => n._id)
        .sort(),
    ).toEqual(
      kinderNews(news)
        .map((n) => n._id)
        .sort(),
    )
    for (const n of news) {
      const shownBy = listingFor('news', n.school).href === '/news/' ? seniorNews : kinderNews
      expect(shownBy([n]), n._id).toHaveLength(1)
    }
  })
})

import { describe, expect, it } from 'vitest'
import {
  datePartsOf,
  filterList,
  galleryDefaultYear,
  galleryEffectiveYear,
  matchesText,
  monthsOf,
  newestFirst,
  parseListQuery,
  toListQuery,
  yearOptions,
  yearsOf,
  type ListFilter,
} from '#lib/select/listFilters.ts'

const item = (title: string, date: string) => ({ title, date, ...datePartsOf(date) })
const items = [
  item('Annual Day', '2026-02-20T04:30:00.000Z'),
  item('Republic Day Parade', '2026-01-25T18:45:00.000Z'), // 26 Jan 00:15 IST
  item('Christmas Celebration', '2025-12-23T04:30:00.000Z'),
  item('Investiture Ceremony', '2025-07-04T04:30:00.000Z'),
  item('Broken date', 'sometime soon'),
]
const all: ListFilter = { year: 'All', month: 'All', q: '' }

describe('spec §4 year filter', () => {
  it('a year shows only that year, in Asia/Kolkata (00:15 IST on 26 Jan is January 2026)', () => {
    expect(filterList(items, { ...all, year: 2026 }).map((i) => i.title)).toEqual(['Annual Day', 'Republic Day Parade'])
  })
  it("'All' shows every year, unparseable dates included", () => expect(filterList(items, all)).toHaveLength(5))
  it('a year with no items gives an empty list', () => expect(filterList(items, { ...all, year: 2019 })).toEqual([]))
})

describe('spec §4 month filter (All, Jan to Dec)', () => {
  it('a month shows only that month of the chosen year', () => {
    expect(filterList(items, { ...all, year: 2026, month: 1 }).map((i) => i.title)).toEqual(['Republic Day Parade'])
  })
  it('a month with year All shows that month of every year', () => {
    expect(filterList(items, { ...all, month: 12 }).map((i) => i.title)).toEqual(['Christmas Celebration'])
  })
})

describe('spec §5 search: case-insensitive substring match on the title', () => {
  it('matches regardless of case', () =>
    expect(filterList(items, { ...all, q: 'DAY' }).map((i) => i.title)).toEqual(['Annual Day', 'Republic Day Parade']))
  it('a blank search matches everything', () => expect(matchesText('x', '   ')).toBe(true))
  it('combines with the year filter', () =>
    expect(filterList(items, { year: 2025, month: 'All', q: 'cere' }).map((i) => i.title)).toEqual(['Investiture Ceremony']))
})

describe('spec §4 sort orders', () => {
  it('years descending', () => expect(yearsOf(items)).toEqual([2026, 2025]))
  it('months ascending', () => expect(monthsOf(items)).toEqual([1, 2, 7, 12]))
  it('year options add the current year and stay descending', () => expect(yearOptions(items, 2027)).toEqual([2027, 2026, 2025]))
  it('albums newest first, unparseable dates last', () => {
    expect(newestFirst([items[3]!, items[4]!, items[0]!, items[2]!]).map((i) => i.title)).toEqual([
      'Annual Day',
      'Christmas Celebration',
      'Investiture Ceremony',
      'Broken date',
    ])
  })
})

describe('spec §4 gallery year rules', () => {
  it('switches to the latest year with data once data is there', () => expect(galleryDefaultYear(items, 2030)).toBe(2026))
  it('keeps the current year when there is no data', () => expect(galleryDefaultYear([], 2026)).toBe(2026))
  it('falls back to the previous year when the chosen year is empty', () => expect(galleryEffectiveYear(items, 2027)).toBe(2026))
  it('keeps a chosen year that has albums', () => expect(galleryEffectiveYear(items, 2025)).toBe(2025))
  it('keeps an empty year when the previous one is empty too', () => expect(galleryEffectiveYear(items, 2020)).toBe(2020))
  it("keeps 'All'", () => expect(galleryEffectiveYear(items, 'All')).toBe('All'))
})

describe('filter state in the URL query', () => {
  const defaults: ListFilter = { year: 2026, month: 'All', q: '' }
  it('reads ?year=2025&month=3&q=', () =>
    expect(parseListQuery('?year=2025&month=3&q=Day', defaults)).toEqual({ year: 2025, month: 3, q: 'Day' }))
  it('reads year=All', () => expect(parseListQuery('?year=All', defaults).year).toBe('All'))
  it('ignores junk and keeps the defaults', () => expect(parseListQuery('?year=abc&month=13', defaults)).toEqual(defaults))
  it('round-trips', () => {
    const f: ListFilter = { year: 'All', month: 11, q: 'health camp' }
    expect(parseListQuery(toListQuery(f), defaults)).toEqual(f)
  })
  it('leaves month and q out when not set', () => expect(toListQuery(defaults)).toBe('?year=2026'))
})

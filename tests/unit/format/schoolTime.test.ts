import { describe, expect, it } from 'vitest'
import { eventStart, newsPublished, parseEventTime } from '#lib/format/schoolTime.ts'

describe('parseEventTime', () => {
  it.each([
    ['10:00 AM', { h: 10, m: 0 }],
    ['3 pm', { h: 15, m: 0 }],
    ['12:30 p.m.', { h: 12, m: 30 }],
    ['12 AM', { h: 0, m: 0 }],
    ['15:45', { h: 15, m: 45 }],
    ['9.30 a.m. to 1 p.m.', { h: 9, m: 30 }],
  ])('reads %s', (text, want) => expect(parseEventTime(text)).toEqual(want))
  it.each(['', 'Morning', '10', '25:00'])('gives null (all day) for %j', (t) => expect(parseEventTime(t)).toBeNull())
})

describe('eventStart: the school day of the date and the time typed, in Asia/Kolkata', () => {
  it('an event at 10:00 on the API’s midnight-in-Kolkata date starts at 10:00+05:30 that day, not at midnight UTC', () => {
    expect(eventStart({ date: '2026-12-04T18:30:00.000Z', time: '10:00 AM' })).toEqual({
      day: '2026-12-05',
      time: { h: 10, m: 0 },
      iso: '2026-12-05T10:00:00+05:30',
    })
  })
  it('an event whose time is not a clock time is all day: the day alone', () => {
    expect(eventStart({ date: '2026-12-04T18:30:00.000Z', time: 'After the assembly' })).toEqual({
      day: '2026-12-05',
      time: null,
      iso: '2026-12-05',
    })
    expect(eventStart({ date: '2026-12-04T18:30:00.000Z', time: '' })?.iso).toBe('2026-12-05')
  })
  it('an event without a real date has no start', () => {
    expect(eventStart({ date: '', time: '10:00 AM' })).toBeNull()
    expect(eventStart({ date: '31-02-2026', time: '10:00 AM' })).toBeNull()
  })
})

describe('newsPublished: the API’s instant, written in the school’s zone', () => {
  it('gives the same instant with +05:30', () => {
    const iso = newsPublished({ date: '2026-11-13T18:30:00.000Z' })
    expect(iso).toBe('2026-11-14T00:00:00+05:30')
    expect(Date.parse(iso)).toBe(Date.parse('2026-11-13T18:30:00.000Z'))
  })
  it('gives nothing for an absent or unparseable date', () => {
    expect(newsPublished({ date: '' })).toBe('')
    expect(newsPublished({ date: 'soon' })).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { newsItemSchema } from '#lib/schema/newsItem.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('newsItemSchema', () => {
  it('accepts a full record and keeps field names', () => {
    expect(
      parseOk(newsItemSchema, {
        _id: '65f0a1',
        title: ' Annual Day ',
        description: 'Held in the hall.',
        school: 'Both',
        date: '2025-12-20',
        attachments: ['news/annual-day.jpg'],
        url: 'https://example.org/n',
      }),
    ).toEqual({
      _id: '65f0a1',
      title: 'Annual Day',
      description: 'Held in the hall.',
      school: 'Both',
      date: '2025-12-19T18:30:00.000Z',
      attachments: ['news/annual-day.jpg'],
      url: 'https://example.org/n',
    })
  })
  it('accepts fromDate in place of date, DD-MM-YYYY, a bare attachment and extra fields', () => {
    const r = parseOk(newsItemSchema, {
      title: 'T',
      school: 'senior',
      fromDate: '05-01-2026',
      attachments: 'news/a.pdf',
      __v: 0,
      createdAt: 'x',
    })
    expect(r.date).toBe('2026-01-04T18:30:00.000Z')
    expect(r.attachments).toEqual(['news/a.pdf'])
    // The database's bookkeeping fields are known and left out (a re-save is not a data change).
    expect(r).not.toHaveProperty('__v')
    expect(r).not.toHaveProperty('createdAt')
    expect(r).not.toHaveProperty('fromDate')
  })
  it('fills missing optional fields and derives a stable _id', () => {
    const r = parseOk(newsItemSchema, { title: 'T', school: 'Junior' })
    expect(r).toMatchObject({ description: '', date: '', attachments: [], url: '' })
    expect(r._id).toBe(parseOk(newsItemSchema, { title: 'T', school: 'Junior' })._id)
  })
  it('keeps an unparseable date as text and empties an unsafe url', () => {
    const r = parseOk(newsItemSchema, { title: 'T', school: 'Senior', date: '32-13-2025', url: 'javascript:alert(1)' })
    expect(r.date).toBe('32-13-2025')
    expect(r.url).toBe('')
  })
  it('rejects a missing title, an empty title and a missing school', () => {
    expect(firstIssue(newsItemSchema, { school: 'Senior' })).toBe('title: is empty')
    expect(firstIssue(newsItemSchema, { title: '  ', school: 'Senior' })).toBe('title: is empty')
    expect(firstIssue(newsItemSchema, { title: 'T' })).toMatch(/^school:/)
  })
})

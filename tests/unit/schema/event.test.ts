import { describe, expect, it } from 'vitest'
import { eventSchema } from '#lib/schema/event.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('eventSchema', () => {
  it('accepts a full record with images and attachments', () => {
    expect(
      parseOk(eventSchema, {
        _id: 'e1',
        title: 'Sports Day',
        description: 'Track events',
        school: 'Senior',
        date: '2026-12-05T09:00:00+05:30',
        time: '9:00 AM',
        venue: 'School ground',
        images: ['events/sports.jpg'],
        attachments: [],
      }),
    ).toEqual({
      _id: 'e1',
      title: 'Sports Day',
      description: 'Track events',
      school: 'Senior',
      date: '2026-12-05T03:30:00.000Z',
      time: '9:00 AM',
      venue: 'School ground',
      images: ['events/sports.jpg'],
      attachments: [],
    })
  })
  it('accepts a zone-less date-time (Asia/Kolkata), a numeric time and missing optional fields', () => {
    const r = parseOk(eventSchema, { title: 'PTM', school: 'junior', date: '2026-01-10 10:00', time: 10 })
    expect(r).toMatchObject({ date: '2026-01-10T04:30:00.000Z', time: '10', venue: '', images: [], attachments: [] })
  })
  it('accepts a bare image path and null lists', () => {
    expect(parseOk(eventSchema, { title: 'X', school: 'Senior', images: 'events/x.jpg', attachments: null })).toMatchObject({
      images: ['events/x.jpg'],
      attachments: [],
    })
  })
  it('rejects a record without school and a title that is an object', () => {
    expect(firstIssue(eventSchema, { title: 'X' })).toMatch(/^school:/)
    expect(firstIssue(eventSchema, { title: { en: 'X' }, school: 'Senior' })).toMatch(/^title:/)
  })
})

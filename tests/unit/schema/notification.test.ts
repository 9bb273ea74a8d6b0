import { describe, expect, it } from 'vitest'
import { notificationSchema } from '#lib/schema/notification.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('notificationSchema', () => {
  it('accepts title, desc, image list, attachments, url and urlTitle', () => {
    expect(
      parseOk(notificationSchema, {
        _id: 'nt1',
        title: 'Holiday',
        desc: 'School closed',
        image: ['notifications/h.jpg'],
        attachments: 'notifications/h.pdf',
        url: 'https://example.org',
        urlTitle: 'Read more',
      }),
    ).toEqual({
      _id: 'nt1',
      title: 'Holiday',
      desc: 'School closed',
      image: ['notifications/h.jpg'],
      attachments: ['notifications/h.pdf'],
      url: 'https://example.org',
      urlTitle: 'Read more',
      date: '',
    })
  })
  it('accepts a bare image path and missing optional fields', () => {
    expect(parseOk(notificationSchema, { title: 'T', image: 'notifications/x.jpg' })).toMatchObject({
      image: ['notifications/x.jpg'],
      desc: '',
      url: '',
      urlTitle: '',
    })
  })
  it('rejects a missing title and an image list of numbers', () => {
    expect(firstIssue(notificationSchema, { desc: 'x' })).toBe('title: is empty')
    expect(firstIssue(notificationSchema, { title: 'T', image: [1] })).toMatch(/^image\.0:/)
  })
})

import { describe, expect, it } from 'vitest'
import { onlineRegistrationSchema } from '#lib/schema/onlineRegistration.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('onlineRegistrationSchema', () => {
  it('accepts a banner with a bare attachment', () => {
    expect(
      parseOk(onlineRegistrationSchema, { _id: 'or1', title: 'Nursery registration 2026-27', attachments: 'banners/nursery.jpg' }),
    ).toEqual({ _id: 'or1', title: 'Nursery registration 2026-27', attachments: ['banners/nursery.jpg'], date: '' })
  })
  it('rejects a banner without title', () => {
    expect(firstIssue(onlineRegistrationSchema, { attachments: [] })).toBe('title: is empty')
  })
})

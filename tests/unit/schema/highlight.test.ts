import { describe, expect, it } from 'vitest'
import { highlightSchema } from '#lib/schema/highlight.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('highlightSchema', () => {
  it('accepts fromDate and emits it as date', () => {
    const r = parseOk(highlightSchema, { school: 'Both', title: 'Admissions open', fromDate: '01-12-2025', url: 'https://example.org' })
    expect(r).toMatchObject({
      school: 'Both',
      title: 'Admissions open',
      date: '2025-11-30T18:30:00.000Z',
      url: 'https://example.org',
      description: '',
      attachments: [],
    })
    expect(r).not.toHaveProperty('fromDate')
  })
  it('accepts date when fromDate is absent, and extra fields', () => {
    expect(parseOk(highlightSchema, { school: 'Senior', title: 'T', date: '2026-01-01', isActive: true }).date).toBe(
      '2025-12-31T18:30:00.000Z',
    )
  })
  it('rejects a missing school and an empty title', () => {
    expect(firstIssue(highlightSchema, { title: 'T' })).toMatch(/^school:/)
    expect(firstIssue(highlightSchema, { school: 'Senior', title: '' })).toBe('title: is empty')
  })
})

import { describe, expect, it } from 'vitest'
import { parseApiDate } from '#lib/format/parseApiDate.ts'

describe('parseApiDate (spec §3: ISO dates, ISO date-times or DD-MM-YYYY)', () => {
  it('reads a date-only value as midnight in Asia/Kolkata', () => {
    expect(parseApiDate('2025-03-04')).toBe('2025-03-03T18:30:00.000Z')
  })
  it('reads DD-MM-YYYY, DD/MM/YYYY and DD.MM.YYYY', () => {
    for (const s of ['04-03-2025', '04/03/2025', '4.3.2025']) expect(parseApiDate(s)).toBe('2025-03-03T18:30:00.000Z')
  })
  it('keeps the instant of an ISO date-time with a zone', () => {
    expect(parseApiDate('2025-03-04T10:15:00Z')).toBe('2025-03-04T10:15:00.000Z')
    expect(parseApiDate('2025-03-04T10:15:00.123+0530')).toBe('2025-03-04T04:45:00.123Z')
  })
  it('reads a zone-less date-time as Asia/Kolkata', () => {
    expect(parseApiDate('2025-03-04 00:30')).toBe('2025-03-03T19:00:00.000Z')
  })
  it('rejects days that do not exist and junk', () => {
    for (const s of ['31-02-2024', '2024-13-01', 'soon', '', '2024-02-30T10:00:00Z']) expect(parseApiDate(s)).toBeNull()
  })
  it('accepts 29 February in a leap year only', () => {
    expect(parseApiDate('29-02-2024')).not.toBeNull()
    expect(parseApiDate('29-02-2025')).toBeNull()
  })
})

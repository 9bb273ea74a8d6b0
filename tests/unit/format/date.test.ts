import { describe, expect, it } from 'vitest'
import { formatDashed, formatDotted, formatEnGb, INVALID_DATE, schoolYear } from '#lib/format/date.ts'

describe('date formats (spec §9) in Asia/Kolkata whatever the machine zone', () => {
  // 00:30 IST on 5 March is still 4 March in UTC: a UTC build server must show the 5th.
  const justAfterMidnightIst = '2026-03-04T19:00:00.000Z'
  it('DD-MM-YYYY for galleries', () => expect(formatDashed(justAfterMidnightIst)).toBe('05-03-2026'))
  it('DD.MM.YYYY for cards', () => expect(formatDotted(justAfterMidnightIst)).toBe('05.03.2026'))
  it('en-GB for the sub-gallery', () => expect(formatEnGb(justAfterMidnightIst)).toBe('05/03/2026'))
  it("shows 'Invalid Date' for an unparseable value (spec §5)", () => {
    expect(formatDotted('next week')).toBe(INVALID_DATE)
    expect(formatDashed('')).toBe(INVALID_DATE)
  })
  it('the current year is the year in India', () => {
    expect(schoolYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { upcomingEntries } from '#lib/select/listingData.ts'

describe('upcomingEntries, the upcoming part of /events', () => {
  beforeEach(() => vi.stubEnv('NCSR_DATA_DIR', 'tests/fixtures/api'))
  afterEach(() => vi.unstubAllEnvs())

  it('holds the senior events on or after the day, soonest first', () => {
    expect(upcomingEntries('2026-06-15').map((e) => e.title)).toEqual(['Annual Sports Day', 'Parent Teacher Meeting'])
  })
  it('counts an event on the day itself as upcoming', () => {
    expect(upcomingEntries('2026-09-05').map((e) => e.title)).toEqual(['Parent Teacher Meeting'])
  })
  it('is empty once every senior event has passed', () => {
    expect(upcomingEntries('2026-09-06')).toEqual([])
  })
})

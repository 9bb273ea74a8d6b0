// The inline script that hides events passed since the build applies the same rule as the pages
// and the calendar (lib/select/upcoming.ts): run here on a stand-in for the block's DOM, at fixed
// clocks, it keeps exactly the days isUpcomingDay keeps.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { isUpcomingDay, schoolToday } from '#lib/select/upcoming.ts'

/** The days the script keeps, run against cards holding `days`, at `now`. */
function keptBy(days: string[], now: Date): string[] {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  const removed = new Set<number>()
  const cards = days.map((day, i) => ({
    getAttribute: (name: string) => (name === 'data-event-day' ? day : null),
    closest: () => ({ remove: () => removed.add(i) }),
    remove: () => removed.add(i),
  }))
  const block = { querySelectorAll: () => cards, querySelector: () => null }
  const document = { currentScript: { previousElementSibling: block } }
  new Function('document', INLINE_SCRIPTS.hidePassedEvents)(document)
  return days.filter((_, i) => !removed.has(i))
}

describe('the hide-passed-events inline script', () => {
  afterEach(() => vi.useRealTimers())
  const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2027-01-01', '', 'soon', '2026-1-30']
  it.each([
    ['late evening in India, still morning in UTC', '2026-11-24T20:00:00Z'],
    ['just before midnight in India', '2026-11-25T18:29:00Z'],
    ['just after midnight in India', '2026-11-25T18:31:00Z'],
  ])('keeps exactly the days isUpcomingDay keeps: %s', (_, at) => {
    const now = new Date(at)
    expect(keptBy(days, now)).toEqual(days.filter((d) => isUpcomingDay(d, schoolToday(now))))
  })
})

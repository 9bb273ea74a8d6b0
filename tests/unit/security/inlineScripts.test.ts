// The site's inline scripts apply the same rules as lib/: run here on stand-ins for the DOM and
// storage they read, they decide exactly what the lib functions decide. The hide-passed-events
// script keeps the days isUpcomingDay keeps (lib/select/upcoming.ts), at fixed clocks; the early
// notifications script opens the dialog when opensNotifications says so (lib/forms/autoOpen.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { isUpcomingDay, schoolToday } from '#lib/select/upcoming.ts'
import { ENQUIRY_HASH, opensNotifications, SEEN_NOTIFICATIONS_KEY } from '#lib/forms/autoOpen.ts'

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

/** Whether the script opens a closed dialog listing `ids`, with `seen` stored (a throw: storage refused). */
function openedBy(ids: string[], seen: string | null | Error, hash = ''): boolean {
  let opened = false
  const dataset: Record<string, string> = {}
  const dialog = {
    open: false,
    dataset,
    getAttribute: (name: string) => (name === 'data-notice-ids' ? JSON.stringify(ids) : null),
    showModal: () => {
      opened = true
    },
  }
  const document = { currentScript: { previousElementSibling: dialog } }
  const localStorage = {
    getItem: (key: string) => {
      if (seen instanceof Error) throw seen
      return key === SEEN_NOTIFICATIONS_KEY ? seen : null
    },
  }
  new Function('document', 'localStorage', 'location', INLINE_SCRIPTS.openNotificationsEarly)(document, localStorage, { hash })
  if (opened) expect(dataset['opened']).toBe('early')
  return opened
}

describe('the early notifications script', () => {
  const seenLists: [string, string | null | Error][] = [
    ['nothing stored', null],
    ['all seen', JSON.stringify(['b', 'a', 'old'])],
    ['one seen', JSON.stringify(['a'])],
    ['other ids seen', JSON.stringify(['old'])],
    ['an empty list', '[]'],
    ['unreadable text', 'not json'],
    ['not a list', '{"a":true}'],
    ['non-string entries', JSON.stringify([1, null, 'a'])],
    ['storage refused', new DOMException('denied', 'SecurityError')],
  ]
  const pages = [['a', 'b'], ['a'], ['new', 'a'], []]
  for (const hash of ['', ENQUIRY_HASH])
    it.each(seenLists)(`opens exactly when opensNotifications says so: %s${hash ? ', arriving for the enquiry' : ''}`, (_, seen) => {
      for (const ids of pages) {
        const stored = seen instanceof Error ? null : seen
        expect(openedBy(ids, seen, hash), `${JSON.stringify(ids)}`).toBe(opensNotifications(ids, stored, hash))
      }
    })
  it('leaves alone a dialog that is already open, and does not throw without its dialog', () => {
    const showModal = vi.fn()
    const open = { open: true, dataset: {}, getAttribute: () => '["a"]', showModal }
    const run = new Function('document', 'localStorage', 'location', INLINE_SCRIPTS.openNotificationsEarly)
    run({ currentScript: { previousElementSibling: open } }, { getItem: () => null }, { hash: '' })
    expect(showModal).not.toHaveBeenCalled()
    expect(() => run({ currentScript: null }, { getItem: () => null }, { hash: '' })).not.toThrow()
  })
})

// Spec §2 (home and kindergarten events blocks) and docs/architecture.md "Upcoming events": which
// events are still to come. One rule for every output: the events blocks and /events (splitUpcoming),
// events.ics (upcomingEvents), and the blocks' inline script that hides events passed since the
// build (hidePassedEvents in lib/security/inlineScripts.ts, tested against isUpcomingDay).
import { isoDay } from '../format/date.ts'
import type { SchoolEvent } from '../schema/event.ts'

/**
 * An event is upcoming when its school day (Asia/Kolkata, 'YYYY-MM-DD') is today's or later. An
 * event without a valid day is never upcoming. Written as plain ES5 on purpose: the browser runs its
 * source as it stands (the inline script), before any bundle.
 */
export function isUpcomingDay(day: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today
}

/** Today's school day (Asia/Kolkata) at `now`. */
export const schoolToday = (now: Date): string => isoDay(now.toISOString())

/** Events on or after `today` (soonest first) and the rest (past newest first, then undated). */
export function splitUpcoming<T extends { day: string }>(items: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  // Stable sorts: events of one day keep the order they came in.
  const upcoming = items.filter((e) => isUpcomingDay(e.day, today)).sort((a, b) => a.day.localeCompare(b.day))
  const past = items.filter((e) => !isUpcomingDay(e.day, today)).sort((a, b) => b.day.localeCompare(a.day))
  return { upcoming, past }
}

/** The school calendar's events (events.ics): the upcoming ones, soonest first, once each by id. */
export function upcomingEvents(events: readonly SchoolEvent[], now: Date): SchoolEvent[] {
  const seen = new Set<string>()
  const once = events.filter((e) => (seen.has(e._id) ? false : (seen.add(e._id), true)))
  const dated = once.map((e) => ({ e, day: isoDay(e.date) })).sort((a, b) => a.e._id.localeCompare(b.e._id))
  return splitUpcoming(dated, schoolToday(now)).upcoming.map((d) => d.e)
}

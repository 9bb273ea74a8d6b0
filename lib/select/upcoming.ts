// Spec §2 (home and kindergarten events blocks) and docs/architecture.md "Architecture" (rules live once): which
// events are still to come. One rule for every output: the events blocks and /events (splitUpcoming),
// events.ics (calendarEvents: the upcoming and the past year's), and the blocks' inline script that hides events passed since the
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

/** Events once each by id, with their school day, in id order (so that a sort by day is stable). */
function datedOnce(events: readonly SchoolEvent[]): { e: SchoolEvent; day: string }[] {
  const seen = new Set<string>()
  const once = events.filter((e) => (seen.has(e._id) ? false : (seen.add(e._id), true)))
  return once.map((e) => ({ e, day: isoDay(e.date) })).sort((a, b) => a.e._id.localeCompare(b.e._id))
}

/** The school day a year before `today`: '2026-06-15' gives '2025-06-15' (compared as text, so a 29 February's is past the 28th). */
export const dayAYearBefore = (today: string): string => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`

/**
 * The school calendar's events (events.ics): the upcoming ones and those of the past twelve months
 * (school days in Asia/Kolkata, from the build's clock), oldest first, once each by id. A subscriber's
 * calendar keeps the year gone by: a calendar app drops what a subscribed file no longer holds.
 */
export function calendarEvents(events: readonly SchoolEvent[], now: Date): SchoolEvent[] {
  const from = dayAYearBefore(schoolToday(now))
  return datedOnce(events)
    .filter((d) => isUpcomingDay(d.day, from))
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((d) => d.e)
}

// When a news item or an event happens, computed once (spec §3 "Event": a date and the time as the
// school types it; spec §9: dates in Asia/Kolkata). Every output takes it from here: the item's page
// and cards (<time datetime>), JSON-LD, the calendars (.ics, Google Calendar), Atom and the search
// index. Nothing is made up: an event whose time cannot be read is all day, and none has an end.
// Plain module: cards import it.
import { IST_OFFSET } from './parseApiDate.ts'
import { IST_OFFSET_MS, isoDay } from './date.ts'

export interface ClockTime {
  /** 0 to 23 */
  h: number
  /** 0 to 59 */
  m: number
}

/** An event's start: a school day, with a time of day or all day. */
export interface EventStart {
  /** 'YYYY-MM-DD' in Asia/Kolkata. */
  day: string
  /** The time of day in Asia/Kolkata; null for an all-day event. */
  time: ClockTime | null
  /**
   * ISO 8601 as schema.org and HTML read it: '2026-12-05T10:00:00+05:30', or the day alone,
   * '2026-12-05', for an all-day event.
   */
  iso: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** '10:00 AM', '3 pm', '15:30', '9.30 a.m.' -> {h, m}; anything else null (an all-day event). */
export function parseEventTime(text: string): ClockTime | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?/i.exec(text)
  if (!m) return null
  let h = Number(m[1])
  const min = m[2] ? Number(m[2]) : 0
  const ampm = m[3]?.toLowerCase().replace(/\./g, '')
  if (!m[2] && !ampm) return null
  if (ampm === 'pm' && h < 12) h += 12
  if (ampm === 'am' && h === 12) h = 0
  if (h > 23 || min > 59) return null
  return { h, m: min }
}

/** 'HH:MM', 24-hour. */
export const clockText = (t: ClockTime) => `${pad(t.h)}:${pad(t.m)}`

/** An event's start from its date (the school day) and its time text; null when it has no real date. */
export function eventStart(e: { date: string; time: string }): EventStart | null {
  const day = isoDay(e.date)
  if (!day) return null
  const time = parseEventTime(e.time)
  return { day, time, iso: time ? `${day}T${clockText(time)}:00${IST_OFFSET}` : day }
}

/**
 * A news item's date as the instant the API gave, written in the school's zone
 * ('2026-11-14T00:00:00+05:30' for the API's '2026-11-13T18:30:00.000Z'), for JSON-LD and Atom
 * (RFC 3339); '' when it has no real date.
 */
export function newsPublished(n: { date: string }): string {
  const ms = Date.parse(n.date)
  if (!n.date || Number.isNaN(ms)) return ''
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19) + IST_OFFSET
}

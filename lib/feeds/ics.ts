// Feeds: the school calendar as iCalendar (RFC 5545), pure. Times are local to
// Asia/Kolkata (DTSTART;TZID=Asia/Kolkata with a VTIMEZONE), or all-day when the event has no time.
import type { SchoolEvent } from '../schema/event.ts'
import { isoDay } from '../format/date.ts'

const CRLF = '\r\n'
const utf8 = new TextEncoder()

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; newlines as \n. */
export function escapeIcsText(s: string): string {
  return (
    s
      .replace(/\r\n?/g, '\n')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  )
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space. Splits only between
 * UTF-8 characters (never inside a multi-byte sequence).
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const len = utf8.encode(ch).length
    // The first line may hold 75 octets; continuation lines 74 plus the leading space.
    const max = out.length === 0 ? 75 : 74
    if (octets + len > max) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += len
  }
  out.push(current)
  return out.join(CRLF + ' ')
}

/** '10:00 AM', '3 pm', '15:30', '9.30 a.m.' -> {h, m}; anything else null (an all-day event). */
export function parseEventTime(text: string): { h: number; m: number } | null {
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

/** 20260615T101500Z */
export function icsUtcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Upcoming events (school day >= today's school day), soonest first, de-duplicated by id. */
export function selectUpcomingEvents(events: SchoolEvent[], now: Date): SchoolEvent[] {
  const today = isoDay(now.toISOString())
  const seen = new Set<string>()
  return events
    .filter((e) => /^\d{4}-\d{2}-\d{2}$/.test(isoDay(e.date)) && isoDay(e.date) >= today)
    .filter((e) => (seen.has(e._id) ? false : (seen.add(e._id), true)))
    .sort((a, b) => isoDay(a.date).localeCompare(isoDay(b.date)) || a._id.localeCompare(b._id))
}

const VTIMEZONE_KOLKATA = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
]

export interface CalendarOptions {
  /** Calendar name (X-WR-CALNAME). */
  name: string
  /** Domain used in UIDs, e.g. school.example.org. */
  uidDomain: string
  /** Build time: DTSTAMP of every event. */
  now: Date
  /** Absolute URL of the events page, for each event's URL. */
  eventsUrl: (e: SchoolEvent) => string
}

const SCHOOL_LABEL: Record<string, string> = {
  Senior: 'Senior school',
  Junior: 'Kindergarten',
  Both: 'Senior school and kindergarten',
}

/** An unknown school value (kept by sync) is shown as the API sent it. */
const schoolLabel = (school: string) => SCHOOL_LABEL[school] ?? school

export function eventLines(e: SchoolEvent, o: CalendarOptions): string[] {
  const day = isoDay(e.date).replace(/-/g, '')
  const t = parseEventTime(e.time)
  const lines = ['BEGIN:VEVENT', `UID:${e._id}@${o.uidDomain}`, `DTSTAMP:${icsUtcStamp(o.now)}`]
  if (t) {
    const hh = String(t.h).padStart(2, '0')
    const mm = String(t.m).padStart(2, '0')
    lines.push(`DTSTART;TZID=Asia/Kolkata:${day}T${hh}${mm}00`, 'DURATION:PT1H')
  } else {
    lines.push(`DTSTART;VALUE=DATE:${day}`)
  }
  const description = [`For: ${schoolLabel(e.school)}.`, e.time && !t ? `Time: ${e.time}.` : '', e.description].filter(Boolean).join('\n')
  lines.push(`SUMMARY:${escapeIcsText(e.title)}`, `DESCRIPTION:${escapeIcsText(description)}`)
  if (e.venue) lines.push(`LOCATION:${escapeIcsText(e.venue)}`)
  lines.push(`CATEGORIES:${escapeIcsText(schoolLabel(e.school))}`, `URL:${o.eventsUrl(e)}`, 'END:VEVENT')
  return lines
}

/** The whole VCALENDAR, CRLF line ends, every line folded. */
export function buildCalendar(events: SchoolEvent[], o: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${o.uidDomain}//School calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(o.name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    ...VTIMEZONE_KOLKATA,
    ...events.flatMap((e) => eventLines(e, o)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

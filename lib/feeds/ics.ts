// Feeds: the school calendar as iCalendar (RFC 5545), pure. Times are local to
// Asia/Kolkata (DTSTART;TZID=Asia/Kolkata with a VTIMEZONE), or all-day when the event has no time
// (lib/format/schoolTime.ts eventStart). No end is written, for the data gives none: by §3.6.1 a
// date-time start with no DTEND nor DURATION is that instant, a date start is that one day.
// Every line goes through one property writer (icsProperty), which escapes what comes from data.
import type { SchoolEvent } from '../schema/event.ts'
import { permalinkId } from '../format/permalink.ts'
import { eventStart } from '../format/schoolTime.ts'

const CRLF = '\r\n'
const utf8 = new TextEncoder()

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma escaped; a line break of any kind (CR, LF, CRLF,
 * U+2028/2029) as \n; other control characters (C0 but tab, DEL, C1) dropped. What comes out holds
 * no line break, so it cannot end its property or start another.
 */
export function escapeIcsText(s: string): string {
  return (
    s
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
  )
}

/**
 * A property value: `text` from data or copy (escaped, §3.3.11), a `uri` (§3.3.13: an absolute
 * http(s) URL, percent-encoded as the URL standard writes it), or `own`, a value this module makes
 * itself (dates, durations, component names), which must be printable ASCII.
 */
export type IcsValue = { text: string } | { uri: string } | { own: string }

const NAME_AND_PARAMS = /^[A-Z][A-Z0-9-]*(;[A-Z][A-Z0-9-]*=[A-Za-z0-9/_.+-]+)*$/

/**
 * One content line (RFC 5545 §3.1), unfolded: every line of the calendar is written here, so no
 * value, whatever it holds, can end its property or add another. Throws on a name, a URI or an own
 * value that is not what it must be (a bug here, not data).
 */
export function icsProperty(nameAndParams: string, value: IcsValue): string {
  if (!NAME_AND_PARAMS.test(nameAndParams)) throw new Error(`icsProperty: not a property name: ${JSON.stringify(nameAndParams)}`)
  let written: string
  if ('text' in value) written = escapeIcsText(value.text)
  else if ('uri' in value) {
    const url = new URL(value.uri)
    if (!/^https?:$/.test(url.protocol) || !/^[\x21-\x7e]+$/.test(url.href))
      throw new Error(`icsProperty: ${nameAndParams} is not an http(s) URI: ${JSON.stringify(value.uri)}`)
    written = url.href
  } else {
    if (!/^[\x20-\x7e]*$/.test(value.own)) throw new Error(`icsProperty: ${nameAndParams} holds more than printable ASCII`)
    written = value.own
  }
  return `${nameAndParams}:${written}`
}

const own = (v: string): IcsValue => ({ own: v })
const text = (v: string): IcsValue => ({ text: v })

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

/** 20260615T101500Z */
export function icsUtcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const VTIMEZONE_KOLKATA: [string, IcsValue][] = [
  ['BEGIN', own('VTIMEZONE')],
  ['TZID', text('Asia/Kolkata')],
  ['BEGIN', own('STANDARD')],
  ['DTSTART', own('19700101T000000')],
  ['TZOFFSETFROM', own('+0530')],
  ['TZOFFSETTO', own('+0530')],
  ['TZNAME', text('IST')],
  ['END', own('STANDARD')],
  ['END', own('VTIMEZONE')],
]

export interface CalendarOptions {
  /** Calendar name (X-WR-CALNAME); '' for one event's own file, which has none. */
  name: string
  /** Domain used in UIDs (after the event's permalink id), e.g. school.example.org. */
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

/** An event's properties, in order, BEGIN and END included; none for an event without a date. */
export function eventProperties(e: SchoolEvent, o: CalendarOptions): [string, IcsValue][] {
  const start = eventStart(e)
  if (!start) return []
  const day = start.day.replace(/-/g, '')
  const t = start.time
  // The permalink id (lib/format/permalink.ts), as in the event's page address: never the raw id.
  const props: [string, IcsValue][] = [
    ['BEGIN', own('VEVENT')],
    ['UID', text(`${permalinkId(e._id)}@${o.uidDomain}`)],
    ['DTSTAMP', own(icsUtcStamp(o.now))],
  ]
  if (t) {
    const hh = String(t.h).padStart(2, '0')
    const mm = String(t.m).padStart(2, '0')
    props.push(['DTSTART;TZID=Asia/Kolkata', own(`${day}T${hh}${mm}00`)])
  } else {
    props.push(['DTSTART;VALUE=DATE', own(day)])
  }
  const description = [`For: ${schoolLabel(e.school)}.`, e.time && !t ? `Time: ${e.time}.` : '', e.description].filter(Boolean).join('\n')
  props.push(['SUMMARY', text(e.title)], ['DESCRIPTION', text(description)])
  if (e.venue) props.push(['LOCATION', text(e.venue)])
  props.push(['CATEGORIES', text(schoolLabel(e.school))], ['URL', { uri: o.eventsUrl(e) }], ['END', own('VEVENT')])
  return props
}

/** The whole VCALENDAR, CRLF line ends, every line folded. */
export function buildCalendar(events: SchoolEvent[], o: CalendarOptions): string {
  const props: [string, IcsValue][] = [
    ['BEGIN', own('VCALENDAR')],
    ['VERSION', own('2.0')],
    ['PRODID', text(`-//${o.uidDomain}//School calendar//EN`)],
    ['CALSCALE', own('GREGORIAN')],
    ['METHOD', own('PUBLISH')],
    // A calendar to subscribe to has a name; one event's own file has none, so a calendar app adds
    // the event to the visitor's calendar instead of offering a new calendar.
    ...(o.name ? ([['X-WR-CALNAME', text(o.name)]] as [string, IcsValue][]) : []),
    ['X-WR-TIMEZONE', text('Asia/Kolkata')],
    ...VTIMEZONE_KOLKATA,
    ...events.flatMap((e) => eventProperties(e, o)),
    ['END', own('VCALENDAR')],
  ]
  return props.map(([name, value]) => foldLine(icsProperty(name, value))).join(CRLF) + CRLF
}

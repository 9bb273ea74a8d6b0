import { describe, expect, it } from 'vitest'
import { buildCalendar, escapeIcsText, foldLine, icsProperty } from '#lib/feeds/ics.ts'
import { calendarEvents } from '#lib/select/upcoming.ts'
import { eventHref, permalinkId } from '#lib/format/permalink.ts'
import { eventSchema, type SchoolEvent } from '#lib/schema/event.ts'
import { hostileBodies } from '../../fixtures/hostile/makeHostileCorpus.ts'
import { eventsOf, readCalendar, single, unescapeText } from '../../fixtures/readCalendar.ts'

const ev = (o: Partial<Record<string, unknown>>): SchoolEvent => eventSchema.parse({ title: 'Sports Day', school: 'Senior', ...o })
const NOW = new Date('2026-06-15T10:00:00+05:30')
const opts = { name: 'School events', uidDomain: 'school.example.org', now: NOW, eventsUrl: () => 'https://school.example.org/events/' }
const octets = (s: string) => new TextEncoder().encode(s).length

describe('escapeIcsText (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })
  it('drops control characters', () => {
    expect(escapeIcsText('a\u0007b')).toBe('ab')
  })
})

describe('foldLine (RFC 5545 §3.1)', () => {
  it('keeps lines of 75 octets or fewer as they are', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
  })
  it('folds longer lines into chunks of at most 75 octets, continuation lines starting with a space', () => {
    const folded = foldLine('SUMMARY:' + 'y'.repeat(200))
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75)
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe('SUMMARY:' + 'y'.repeat(200))
  })
  it('never splits a multi-byte UTF-8 character', () => {
    const line = 'SUMMARY:' + 'वार्षिक खेल दिवस '.repeat(10)
    const parts = foldLine(line).split('\r\n')
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
  })
})

describe('calendarEvents (events.ics)', () => {
  it('keeps the upcoming events and those of the past twelve months (school days in Asia/Kolkata), oldest first, both schools, without duplicates', () => {
    const list = [
      ev({ _id: 'yesterday', date: '2026-06-14' }),
      ev({ _id: 'today', date: '2026-06-15', school: 'Junior' }),
      ev({ _id: 'later', date: '2026-07-01' }),
      ev({ _id: 'soon', date: '2026-06-20', school: 'Both' }),
      ev({ _id: 'soon', date: '2026-06-20', school: 'Both' }),
      ev({ _id: 'a-year-ago', date: '2025-06-15' }),
      // 20:00 UTC on the 14th is 01:30 on the 15th in Kolkata: within the year; 18:00 UTC is still the 14th there.
      ev({ _id: 'a-year-ago-late', date: '2025-06-14T20:00:00.000Z' }),
      ev({ _id: 'over-a-year-ago', date: '2025-06-14T18:00:00.000Z' }),
      ev({ _id: 'nodate' }),
    ]
    expect(calendarEvents(list, NOW).map((e) => e._id)).toEqual(['a-year-ago', 'a-year-ago-late', 'yesterday', 'today', 'soon', 'later'])
  })
})

describe('buildCalendar', () => {
  const ics = buildCalendar(
    [
      ev({ _id: 'e1', date: '2026-06-20', time: '10:00 AM', venue: 'Main ground, Block A', description: 'Races; relays, and prizes' }),
      ev({ _id: 'e2', date: '2026-07-01', school: 'Junior', title: 'Kindergarten picnic' }),
    ],
    opts,
  )
  const unfolded = ics.replace(/\r\n /g, '')
  it('uses CRLF line ends and folds every line to 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })
  it('is one VCALENDAR with a VTIMEZONE for Asia/Kolkata', () => {
    expect(unfolded.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata')
    expect(unfolded).toContain('TZOFFSETTO:+0530')
    expect(unfolded.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
  })
  it('gives timed events a local start in Asia/Kolkata and undated times an all-day date', () => {
    expect(unfolded).toContain('DTSTART;TZID=Asia/Kolkata:20260620T100000')
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20260701')
  })
  it('invents no end: no DTEND nor DURATION, so a timed start is that instant and a date that one day (RFC 5545 §3.6.1)', () => {
    expect(unfolded).not.toMatch(/^(DTEND|DURATION)[;:]/m)
  })
  it('leaves out an event without a date', () => {
    expect(buildCalendar([ev({ _id: 'nodate' })], opts)).not.toContain('BEGIN:VEVENT')
  })
  it('has stable UIDs and a UTC DTSTAMP', () => {
    expect(unfolded).toContain('UID:e1@school.example.org')
    expect(unfolded).toContain('DTSTAMP:20260615T043000Z')
    expect(buildCalendar([ev({ _id: 'e1', date: '2026-06-20' })], opts)).toContain('UID:e1@school.example.org')
  })
  it('escapes text and notes the school', () => {
    expect(unfolded).toContain('LOCATION:Main ground\\, Block A')
    expect(unfolded).toContain('Races\\; relays\\, and prizes')
    expect(unfolded).toContain('DESCRIPTION:For: Kindergarten.')
  })
})

describe('a calendar from hostile data (RFC 5545 §3.1: one property a line, every line from icsProperty)', () => {
  const FORGE = '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged@evil.example\r\nSUMMARY:Forged'
  const site = 'https://school.example.org'
  const hostileOpts = { ...opts, eventsUrl: (e: SchoolEvent) => site + eventHref(e._id) }
  const read = (ics: string) => eventsOf(readCalendar(ics))

  it('keeps a title, description, venue or time holding CR/LF and END:VEVENT…BEGIN:VEVENT inside its own property', () => {
    const e = ev({
      _id: 'e1',
      date: '2026-06-20',
      title: 'Sports day' + FORGE,
      description: 'Bring water\nEND:VEVENT\nBEGIN:VEVENT',
      venue: 'Ground\u2028END:VEVENT',
      time: 'Morning\rEND:VEVENT',
    })
    const events = read(buildCalendar([e], hostileOpts))
    expect(events).toHaveLength(1)
    expect(unescapeText(single(events[0]!, 'SUMMARY').raw)).toBe('Sports day' + FORGE.replace(/\r\n/g, '\n'))
    expect(unescapeText(single(events[0]!, 'LOCATION').raw)).toBe('Ground\nEND:VEVENT')
    expect(unescapeText(single(events[0]!, 'DESCRIPTION').raw)).toBe(
      'For: Senior school.\nTime: Morning\nEND:VEVENT.\nBring water\nEND:VEVENT\nBEGIN:VEVENT',
    )
    expect(single(events[0]!, 'UID').raw).toBe('e1@school.example.org')
  })

  it('writes the permalink id into UID and URL, never the raw id', () => {
    const id = '<b>x</b> `y` @user #1, a; b'
    const [e] = read(buildCalendar([ev({ _id: id, date: '2026-06-20' })], hostileOpts))
    expect(single(e!, 'UID').raw).toBe(`${permalinkId(id)}@school.example.org`)
    expect(single(e!, 'UID').raw).toMatch(/^p[0-9a-f]{8}@school\.example\.org$/)
    expect(single(e!, 'URL').raw).toBe(`${site}/events/${permalinkId(id)}/`)
  })

  it('adds no event even for an id with a line break that got past the schema', () => {
    const forged = { ...ev({ _id: 'e1', date: '2026-06-20' }), _id: 'e1' + FORGE }
    const events = read(buildCalendar([forged], hostileOpts))
    expect(events).toHaveLength(1)
    expect(single(events[0]!, 'UID').raw).toBe(`${permalinkId(forged._id)}@school.example.org`)
    expect(single(events[0]!, 'SUMMARY').raw).toBe('Sports Day')
  })

  it('escapes the calendar name and categories, and writes URL as a URI, through the same writer', () => {
    const ics = buildCalendar([ev({ _id: 'e1', date: '2026-06-20', school: 'Day; school,\r\nX-EVIL:1' })], {
      ...opts,
      name: 'School; events, "all"\r\nX-EVIL:1',
      eventsUrl: () => `${site}/events/a b\r\nX-EVIL:1/`,
    })
    const cal = readCalendar(ics)
    expect(unescapeText(single(cal, 'X-WR-CALNAME').raw)).toBe('School; events, "all"\nX-EVIL:1')
    const [e] = eventsOf(cal)
    expect(unescapeText(single(e!, 'CATEGORIES').raw)).toBe('Day; school,\nX-EVIL:1')
    expect(single(e!, 'URL').raw).toMatch(/^https:\/\/school\.example\.org\/events\/[\x21-\x7e]+$/)
    expect([...cal.properties, ...e!.properties].map((p) => p.name)).not.toContain('X-EVIL')
  })

  it('refuses (as a bug of ours) a property name, an own value or a URI that could break its line', () => {
    expect(() => icsProperty('SUMMARY\r\nX', { text: 'a' })).toThrow(/not a property name/)
    expect(() => icsProperty('DTSTART', { own: '20260620\r\nX-EVIL:1' })).toThrow(/printable ASCII/)
    expect(() => icsProperty('URL', { uri: 'javascript:alert(1)' })).toThrow(/http\(s\) URI/)
    expect(icsProperty('SUMMARY', { text: 'a\r\nb;c' })).toBe('SUMMARY:a\\nb\\;c')
  })

  it('escapeIcsText turns every kind of line break into \\n and drops DEL and C1 controls', () => {
    expect(escapeIcsText('a\rb\nc\r\nd\u2028e\u2029f')).toBe('a\\nb\\nc\\nd\\ne\\nf')
    expect(escapeIcsText('a\u007fb\u0085c\u009fd\te')).toBe('abcd\te')
  })

  it('parses, for the hostile corpus, into exactly its events of the calendar, one each', () => {
    const events = (hostileBodies.eventsAll as unknown[]).flatMap((r) => {
      const p = eventSchema.safeParse(r)
      return p.success ? [p.data] : []
    })
    const upcoming = calendarEvents(events, NOW)
    expect(upcoming.length).toBeGreaterThan(10)
    const parsed = read(buildCalendar(upcoming, hostileOpts))
    expect(parsed.map((e) => single(e, 'UID').raw)).toEqual(upcoming.map((e) => `${permalinkId(e._id)}@school.example.org`))
    expect(parsed.map((e) => unescapeText(single(e, 'SUMMARY').raw))).toEqual(upcoming.map((e) => e.title.replace(/\r\n?/g, '\n')))
  })
})

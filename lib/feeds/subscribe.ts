// The visible "Subscribe" links of the listing pages and "Add to calendar" of an event's page: the
// feeds the post-build step writes (lib/feeds/feedPaths.ts), in the forms a phone's calendar or
// reader opens. Pure: pages call it from +data with the site's origin.
import type { SchoolEvent } from '../schema/event.ts'
import { eventIcsHref } from '../format/permalink.ts'
import { eventStart } from '../format/schoolTime.ts'
import { FEEDS } from './feedPaths.ts'

export interface SubscribeLink {
  href: string
  label: string
  /** What the link does, for people using a screen reader (the label alone is short). */
  description: string
}

const GOOGLE_CALENDAR = 'https://calendar.google.com/calendar/render'

/** `webcal://host/events.ics`: the scheme calendar apps (iOS, macOS, Outlook) subscribe to. */
export const webcalUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/^https?:/i, 'webcal:')}${path}`

/** The school calendar: subscribe (webcal, Google Calendar) or download once. */
export function calendarSubscribeLinks(siteUrl: string): SubscribeLink[] {
  const webcal = webcalUrl(siteUrl, FEEDS.events.path)
  return [
    {
      href: webcal,
      label: 'Calendar app',
      description: 'subscribe to the school calendar in your calendar app; new events appear by themselves',
    },
    {
      href: `${GOOGLE_CALENDAR}?${new URLSearchParams({ cid: webcal })}`,
      label: 'Google Calendar',
      description: 'subscribe to the school calendar in Google Calendar',
    },
    { href: FEEDS.events.path, label: 'Download .ics', description: 'the upcoming events and those of the past year as a calendar file' },
  ]
}

/** A news feed (Atom) to follow in a feed reader. */
export function newsSubscribeLinks(feed: 'seniorNews' | 'kindergartenNews'): SubscribeLink[] {
  return [{ href: FEEDS[feed].path, label: 'News feed (Atom)', description: 'follow the news in a feed reader' }]
}

/** Google Calendar's all-day end is exclusive: the next day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')

/**
 * Google Calendar's "create event" address for one event, in Asia/Kolkata (ctz), timed like its
 * iCalendar entry (lib/format/schoolTime.ts eventStart), with a link to the event's page. Google asks
 * for an end: a timed event ends when it starts (the instant its calendar file means, the data giving
 * no end), an all-day one the next day. Null when the event has no date.
 */
export function googleCalendarEventUrl(e: SchoolEvent, pageUrl: string): string | null {
  const start = eventStart(e)
  if (!start) return null
  const compact = start.day.replace(/-/g, '')
  const t = start.time
  const at = t ? `${compact}T${String(t.h).padStart(2, '0')}${String(t.m).padStart(2, '0')}00` : ''
  const dates = t ? `${at}/${at}` : `${compact}/${nextDay(start.day)}`
  const details = [e.description, pageUrl].filter(Boolean).join('\n\n')
  const params = new URLSearchParams({ action: 'TEMPLATE', text: e.title, dates, ctz: 'Asia/Kolkata', details })
  if (e.venue) params.set('location', e.venue)
  return `${GOOGLE_CALENDAR}?${params}`
}

/** An event page's "Add to calendar": its own calendar file and Google Calendar; none without a date. */
export function eventCalendarLinks(e: SchoolEvent, pageUrl: string): SubscribeLink[] {
  const google = googleCalendarEventUrl(e, pageUrl)
  if (!google) return []
  return [
    { href: eventIcsHref(e._id), label: 'Calendar file (.ics)', description: 'adds this event to your calendar app' },
    { href: google, label: 'Google Calendar', description: 'adds this event to Google Calendar' },
  ]
}

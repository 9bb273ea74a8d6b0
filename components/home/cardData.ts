// The few fields each home and kindergarten card shows (a hydrated page gets only what it shows: docs/architecture.md "Architecture").
import { formatDotted, isoDay } from '#lib/format/date.ts'
import { eventStart } from '#lib/format/schoolTime.ts'
import type { EventCardFields } from '../cards/EventCard.tsx'
import { apiImage } from '#lib/images/responsive.ts'
import type { NewsItem } from '#lib/schema/newsItem.ts'
import type { SchoolEvent } from '#lib/schema/event.ts'
import type { Video } from '#lib/schema/video.ts'
import type { VideoSlideProps } from './VideoSlide.tsx'

export interface NewsCardData {
  id: string
  title: string
  /** DD.MM.YYYY in Asia/Kolkata, or 'Invalid Date'. */
  date: string
  /** YYYY-MM-DD for <time datetime>, '' when unknown. */
  day: string
  /** An allow-listed link, or ''. */
  url: string
}

export const toNewsCard = (n: NewsItem): NewsCardData => ({
  id: n._id,
  title: n.title,
  date: formatDotted(n.date),
  day: isoDay(n.date),
  url: n.url,
})

/** An event of the home pages' carousels: what EventCard's slide shows, nothing more. */
export const toEventCard = (e: SchoolEvent): EventCardFields => {
  const start = eventStart(e)
  return {
    id: e._id,
    title: e.title,
    dateText: formatDotted(e.date),
    day: start?.day ?? '',
    datetime: start?.iso ?? '',
    time: e.time,
    venue: e.venue,
  }
}

/** A video of the home pages' carousels (VideoSlide): id, title, allow-listed URL and thumbnail. */
export const toVideoSlide = (v: Video, apiBase: string): VideoSlideProps & { id: string } => ({
  id: v._id,
  title: v.title,
  url: v.videoUrl,
  thumb: apiImage(v.attachments[0], apiBase, { crop: true }),
})

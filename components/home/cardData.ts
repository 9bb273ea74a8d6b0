// The few fields each home and kindergarten card shows (a hydrated page gets only what it shows: docs/architecture.md "The data flow").
import { formatDotted, isoDay } from '../../lib/format/date.ts'
import type { Img } from '../../lib/images/img.ts'
import { apiImage } from '../../lib/images/responsive.ts'
import type { NewsItem } from '../../lib/schema/newsItem.ts'
import type { SchoolEvent } from '../../lib/schema/event.ts'
import type { Video } from '../../lib/schema/video.ts'
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

export interface EventCardData {
  id: string
  title: string
  date: string
  day: string
  time: string
  venue: string
  image: Img
}

export const toEventCard = (e: SchoolEvent, apiBase: string): EventCardData => {
  const img = e.images[0] ?? e.attachments.find((a) => /\.(jpe?g|png|webp|gif)$/i.test(a))
  return {
    id: e._id,
    title: e.title,
    date: formatDotted(e.date),
    day: isoDay(e.date),
    time: e.time,
    venue: e.venue,
    image: apiImage(img, apiBase),
  }
}

/** A video of the home pages' carousels (VideoSlide): id, title, allow-listed URL and thumbnail. */
export const toVideoSlide = (v: Video, apiBase: string): VideoSlideProps & { id: string } => ({
  id: v._id,
  title: v.title,
  url: v.videoUrl,
  thumb: apiImage(v.attachments[0], apiBase),
})

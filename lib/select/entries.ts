// A page gets the few fields it shows (docs/architecture.md "Architecture"): the trimmed shapes listing pages embed, built at
// prerender time from snapshot records. Dates are formatted here in Asia/Kolkata (spec §9 formats).
import { formatDashed, formatDotted, isoDay } from '../format/date.ts'
import { eventStart } from '../format/schoolTime.ts'
import type { Img } from '../images/img.ts'
import { apiImage } from '../images/responsive.ts'
import type { GalleryItem } from '../schema/galleryItem.ts'
import type { NewsItem } from '../schema/newsItem.ts'
import type { SchoolEvent } from '../schema/event.ts'
import type { Topper } from '../schema/topper.ts'
import type { Video } from '../schema/video.ts'
import { datePartsOf, type Dated } from './listFilters.ts'

/** Longest description a listing card shows; the rest is cut at a word boundary. */
export const EXCERPT_CHARS = 220

export function excerpt(text: string, max = EXCERPT_CHARS): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd() + '…'
}

export interface NewsEntry extends Dated {
  id: string
  title: string
  description: string
  /** DD.MM.YYYY (spec §9 cards) or 'Invalid Date'. */
  dateText: string
  /** YYYY-MM-DD for <time datetime>, '' when unparseable. */
  day: string
  image: Img
}

export function newsEntry(n: NewsItem, apiBase: string): NewsEntry {
  return {
    id: n._id,
    title: n.title,
    description: excerpt(n.description),
    dateText: formatDotted(n.date),
    day: isoDay(n.date),
    // Shown in news cards (4:3).
    image: apiImage(n.attachments[0], apiBase, { crop: true }),
    ...datePartsOf(n.date),
  }
}

export interface EventEntry extends Dated {
  id: string
  title: string
  description: string
  dateText: string
  day: string
  /** Its <time datetime> (lib/format/schoolTime.ts eventStart). */
  datetime: string
  time: string
  venue: string
}

export function eventEntry(e: SchoolEvent): EventEntry {
  const start = eventStart(e)
  return {
    id: e._id,
    title: e.title,
    description: excerpt(e.description),
    dateText: formatDotted(e.date),
    day: start?.day ?? '',
    datetime: start?.iso ?? '',
    time: e.time,
    venue: e.venue,
    ...datePartsOf(e.date),
  }
}

export interface AlbumEntry extends Dated {
  id: string
  title: string
  description: string
  dateText: string
  day: string
  /** Total photos = attachment count. */
  count: number
  /** Cover = the first attachment (lib/images/responsive.ts); src '' when the album has none. */
  cover: Img
}

/** `dateFormat`: 'dashed' DD-MM-YYYY for galleries, 'dotted' DD.MM.YYYY for kindergarten cards (spec §9). */
export function albumEntry(g: GalleryItem, apiBase: string, dateFormat: 'dashed' | 'dotted'): AlbumEntry {
  return {
    id: g._id,
    title: g.title,
    description: excerpt(g.description),
    dateText: dateFormat === 'dashed' ? formatDashed(g.date) : formatDotted(g.date),
    day: isoDay(g.date),
    count: g.attachments.length,
    // Shown in album cards (4:3).
    cover: apiImage(g.attachments[0], apiBase, { crop: true }),
    ...datePartsOf(g.date),
  }
}

export interface TopperEntry {
  id: string
  name: string
  stream: string
  division: string
  marks: number | null
  sessionYear: string
  photo: Img
}

export function topperEntry(t: Topper, apiBase: string): TopperEntry {
  return {
    id: t._id,
    name: t.name,
    stream: t.stream,
    division: t.division,
    marks: t.marks,
    sessionYear: t.sessionYear,
    photo: apiImage(t.attachments[0], apiBase),
  }
}

/** Spec §2: the junior video page's default thumbnail for a video without an attachment. */
export const KINDER_VIDEO_THUMBNAIL = '/images/kinder-video-default.svg'

export interface VideoEntry extends Dated {
  id: string
  title: string
  /** '' when the URL failed the allow-list: the card then has no link. */
  href: string
  thumb: Img
}

export function videoEntry(v: Video, apiBase: string, defaultThumb = ''): VideoEntry {
  return {
    id: v._id,
    title: v.title,
    href: v.videoUrl,
    // Shown in a 16:9 box with object-fit: cover: the 4:3 crops fill it (ResponsiveImage `crop`).
    thumb: v.attachments[0] ? apiImage(v.attachments[0], apiBase, { crop: true }) : { src: defaultThumb },
    ...datePartsOf(v.date),
  }
}

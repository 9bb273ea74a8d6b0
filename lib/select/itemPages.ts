// What a news item's or an event's own page shows (docs/contract.md "Output layout"): the whole text,
// date, venue and time, its first image, its files, a link back to the listing that shows it, and
// JSON-LD (NewsArticle, Event). Built from snapshot records at prerender time.
import { site } from '../content/site.ts'
import { formatLong, isoDay } from '../format/date.ts'
import { eventHref, newsHref } from '../format/permalink.ts'
import { eventStart, newsPublished } from '../format/schoolTime.ts'
import { listingFor } from './audience.ts'
import { archiveHref } from './archives.ts'
import { apiImageUrl } from '../format/url.ts'
import { apiImage } from '../images/responsive.ts'
import type { Img } from '../images/img.ts'
import type { NewsItem } from '../schema/newsItem.ts'
import type { SchoolEvent } from '../schema/event.ts'
import { absoluteUrl, eventJsonLd, newsArticleJsonLd, type Crumb } from '../seo/jsonLd.ts'
import { eventCalendarLinks, type SubscribeLink } from '../feeds/subscribe.ts'
import type { ShareTarget } from '../share/shareLinks.ts'

const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i

export interface ItemView {
  title: string
  /** '12 March 2026', 'Invalid Date' or '' (no date). */
  dateText: string
  day: string
  /** Its <time datetime>: an event's start with its time when it has one (lib/format/schoolTime.ts), else the day. */
  datetime: string
  time: string
  venue: string
  /** Paragraphs of the description, as text. */
  paragraphs: string[]
  image: Img | null
  files: { href: string; label: string }[]
  /** An allow-listed outside link (news), or ''. */
  link: string
  back: { href: string; label: string }
  /** An event's "Add to calendar" links (its own .ics, Google Calendar); none for news or an undated event. */
  calendar: SubscribeLink[]
  /** What its Share actions pass on: the title and the page's absolute address. */
  share: ShareTarget
}

const paragraphs = (s: string) =>
  s
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
const fileLabel = (p: string) => decodeURIComponent(p.split('/').pop() || p).slice(0, 120)

/** The listing that shows an item (lib/select/audience.ts listingFor): a senior item's year archive (lib/select/archives.ts). */
function backTo(kind: 'news' | 'events', school: string, day: string): { href: string; label: string } {
  const { href, kindergarten } = listingFor(kind, school)
  const label = kind === 'news' ? (kindergarten ? 'Kindergarten news' : 'News') : kindergarten ? 'Kindergarten events' : 'Events'
  // The kindergarten listings show every year at once; the senior ones have a page for each year.
  return { href: !kindergarten && day ? archiveHref(href, day.slice(0, 4)) : href, label }
}

/**
 * The page's picture (variants from the image step), the URL JSON-LD names (the largest variant,
 * never the camera original) and the source its og:image is cropped from (lib/seo/shareImage.ts);
 * none when the image step could not make it.
 */
function pictureOf(imagePath: string, apiBase: string): { picture: Img | null; image: string; photo?: string } {
  if (!imagePath) return { picture: null, image: '' }
  const picture = apiImage(imagePath, apiBase)
  if (picture.failed) return { picture, image: '' }
  return { picture, image: picture.large ?? picture.src, photo: apiImageUrl(imagePath, apiBase) }
}

/**
 * What an item page shares: its photo, or else its listing's card. One card a listing, not one an
 * item: the link preview shows the item's title beside the image anyway, and thousands of items
 * would each cost a drawing on a cold build (docs/architecture.md "Sharing").
 */
const shareSeo = (photo: string | undefined, view: ItemView) => ({ photo, cardTitle: view.back.label })

function files(list: string[], apiBase: string, skip: string) {
  return list.filter((a) => a !== skip).map((a) => ({ href: apiImageUrl(a, apiBase), label: fileLabel(a) }))
}

export function newsPage(n: NewsItem, apiBase: string, siteUrl: string) {
  const day = isoDay(n.date)
  const imagePath = n.attachments.find((a) => IMAGE.test(a)) ?? ''
  const { picture, image, photo } = pictureOf(imagePath, apiBase)
  const view: ItemView = {
    title: n.title,
    dateText: n.date ? formatLong(n.date) : '',
    day,
    datetime: day,
    time: '',
    venue: '',
    paragraphs: paragraphs(n.description),
    image: picture,
    files: files(n.attachments, apiBase, imagePath),
    link: n.url,
    back: backTo('news', n.school, day),
    calendar: [],
    share: { title: n.title, url: absoluteUrl(siteUrl, newsHref(n._id)) },
  }
  const path = newsHref(n._id)
  const article = newsArticleJsonLd(
    { title: n.title, description: n.description, published: newsPublished(n), images: image ? [image] : [], url: path },
    site,
    siteUrl,
  )
  return { title: n.title, item: view, seo: { ...shareSeo(photo, view), jsonLd: [article], breadcrumbs: crumbs(view, path) } }
}

export function eventPage(e: SchoolEvent, apiBase: string, siteUrl: string) {
  const start = eventStart(e)
  const day = start?.day ?? ''
  const imagePath = e.images[0] ?? e.attachments.find((a) => IMAGE.test(a)) ?? ''
  const { picture, image, photo } = pictureOf(imagePath, apiBase)
  const view: ItemView = {
    title: e.title,
    dateText: e.date ? formatLong(e.date) : '',
    day,
    datetime: start?.iso ?? '',
    time: e.time,
    venue: e.venue,
    paragraphs: paragraphs(e.description),
    image: picture,
    files: files([...e.images, ...e.attachments], apiBase, imagePath),
    link: '',
    back: backTo('events', e.school, day),
    calendar: [],
    share: { title: e.title, url: absoluteUrl(siteUrl, eventHref(e._id)) },
  }
  const path = eventHref(e._id)
  view.calendar = eventCalendarLinks(e, absoluteUrl(siteUrl, path))
  const ld = eventJsonLd(
    { title: e.title, description: e.description, start: start?.iso ?? '', venue: e.venue, images: image ? [image] : [], url: path },
    site,
    siteUrl,
  )
  return { title: e.title, item: view, seo: { ...shareSeo(photo, view), jsonLd: ld ? [ld] : [], breadcrumbs: crumbs(view, path) } }
}

/** The trail after Home (lib/seo/renderHead.ts puts Home first): the listing, then the item. */
function crumbs(view: ItemView, path: string): Crumb[] {
  // A senior item's way back is its year's archive, under the listing: Listing > year > item.
  const back = view.back.href
  const listing = back.slice(0, back.indexOf('/', 1) + 1)
  const year = back === listing ? [] : [{ name: back.slice(listing.length, -1), path: back }]
  return [{ name: view.back.label, path: listing }, ...year, { name: view.title, path }]
}

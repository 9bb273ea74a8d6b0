// SEO: schema.org JSON-LD builders (pure) and the <script> element for string templates (escaped by lib/format/scriptJson.ts).
import type { Site } from '../content/site.ts'
import { scriptJson } from '../format/scriptJson.ts'
import { ICONS } from '../brand/appManifest.ts'

export type JsonLdObject = Record<string, unknown>

export interface Crumb {
  name: string
  /** Site-relative path ('/about/') or absolute URL. */
  path: string
}

/** Absolute URL of a site path on siteUrl ('' path = the home page). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return siteUrl.replace(/\/+$/, '') + '/' + pathOrUrl.replace(/^\/+/, '')
}

/** The whole <script> element; use from string templates (the shell's head). */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${scriptJson(value)}</script>`
}

/** The school's logo: the app icon of 512 px (Google asks an organization's logo of at least 112 px). */
export const SCHOOL_LOGO_PATH = ICONS.find((i) => i.purpose === 'any' && i.size === 512)!.path

/** The school as publisher or organizer: the same node as the home page's organization (its @id). */
export function schoolJsonLd(site: Site, siteUrl: string): JsonLdObject {
  return {
    '@type': 'EducationalOrganization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: site.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, SCHOOL_LOGO_PATH) },
  }
}

const schoolAddress = (site: Site): JsonLdObject => ({
  '@type': 'PostalAddress',
  streetAddress: site.address,
  addressLocality: site.city,
  addressCountry: 'IN',
})

/**
 * The school as an EducationalOrganization (home page): Google's Organization properties where
 * site.json has them (developers.google.com/search/docs/appearance/structured-data/organization).
 */
export function organizationJsonLd(site: Site, siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    ...schoolJsonLd(site, siteUrl),
    alternateName: site.shortName,
    description: site.description,
    slogan: site.motto,
    foundingDate: site.founded,
    email: site.email,
    telephone: site.phones[0],
    contactPoint: site.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'school office' })),
    address: schoolAddress(site),
    ...(site.social.length ? { sameAs: site.social.map((s) => s.url) } : {}),
  }
}

/** Home first, then the crumbs; none for a trail of one (Google's breadcrumbs have two items at least). */
export function breadcrumbListJsonLd(crumbs: Crumb[], siteUrl: string): JsonLdObject | null {
  if (crumbs.length < 2) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  }
}

export interface NewsLdInput {
  title: string
  description?: string
  /** ISO 8601 with its offset (lib/format/schoolTime.ts newsPublished), or '' when the item has no date. */
  published: string
  images?: string[]
  url: string
}

/**
 * A news item as NewsArticle: what Google's Article documentation recommends where the data has it
 * (headline, image, datePublished), the school as publisher with its logo. The API gives no author
 * nor a date of change, so neither is written.
 */
export function newsArticleJsonLd(n: NewsLdInput, site: Site, siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    // Google shows at most 110 characters of a headline.
    headline: n.title.slice(0, 110),
    ...(n.published ? { datePublished: n.published } : {}),
    ...(n.description ? { description: n.description.slice(0, 300) } : {}),
    ...(n.images?.length ? { image: n.images.map((i) => absoluteUrl(siteUrl, i)) } : {}),
    mainEntityOfPage: absoluteUrl(siteUrl, n.url),
    publisher: schoolJsonLd(site, siteUrl),
  }
}

export interface EventLdInput {
  title: string
  description?: string
  /** ISO 8601 start (lib/format/schoolTime.ts eventStart: with its time and offset, or the day); an event without one is not emitted (returns null). */
  start: string
  venue?: string
  images?: string[]
  url?: string
}

/**
 * schema.org Event as Google documents it (developers.google.com/search/docs/appearance/structured-data/event):
 * name, startDate and location, and image, description and organizer where known. No endDate, for
 * the data has none; no eventStatus, which the data does not give (Google takes an event without one
 * as scheduled). A school event is held in person: at its venue, on the school's address (the API
 * gives a venue's name only), or at the school.
 */
export function eventJsonLd(e: EventLdInput, site: Site, siteUrl: string): JsonLdObject | null {
  if (!e.start || Number.isNaN(Date.parse(e.start))) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    ...(e.description ? { description: e.description } : {}),
    startDate: e.start,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: e.venue || site.name, address: schoolAddress(site) },
    organizer: schoolJsonLd(site, siteUrl),
    ...(e.images?.length ? { image: e.images.map((i) => absoluteUrl(siteUrl, i)) } : {}),
    ...(e.url ? { url: absoluteUrl(siteUrl, e.url) } : {}),
  }
}

export interface GalleryLdInput {
  title: string
  description?: string
  /** The cover photo's address (a variant, never the camera original), or '' for none. */
  cover: string
  url: string
}

/** A photo album as an ImageGallery (schema.org): its name, text and cover. */
export function imageGalleryJsonLd(g: GalleryLdInput, siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: g.title,
    ...(g.description ? { description: g.description } : {}),
    url: absoluteUrl(siteUrl, g.url),
    ...(g.cover ? { primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, g.cover) } } : {}),
  }
}

/** Types whose image the page's shared image stands in for when the item has no photo of its own. */
const IMAGE_TYPES = new Set(['NewsArticle', 'Event', 'ImageGallery'])

/**
 * An item's JSON-LD with the image it shares (og:image: its photo, or else the card drawn for it,
 * lib/seo/shareImage.ts) when it names none of its own: Google's Article and Event documentation
 * recommend an image for each.
 */
export function withShareImage(obj: JsonLdObject, shareUrl: string | undefined): JsonLdObject {
  if (!shareUrl || !IMAGE_TYPES.has(obj['@type'] as string) || obj['image'] || obj['primaryImageOfPage']) return obj
  return { ...obj, image: [shareUrl] }
}

// SEO: schema.org JSON-LD builders (pure) and the <script> element for string templates (escaped by lib/format/scriptJson.ts).
import type { Site } from '../content/site.ts'
import { scriptJson } from '../format/scriptJson.ts'

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

/** The school as an EducationalOrganization (home page). */
export function organizationJsonLd(site: Site, siteUrl: string, logo?: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl(siteUrl, '/'),
    description: site.description,
    slogan: site.motto,
    foundingDate: site.founded,
    email: site.email,
    telephone: site.phones[0],
    contactPoint: site.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'school office' })),
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: site.city, addressCountry: 'IN' },
    ...(logo ? { logo: absoluteUrl(siteUrl, logo) } : {}),
  }
}

export function breadcrumbListJsonLd(crumbs: Crumb[], siteUrl: string): JsonLdObject {
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

export interface EventLdInput {
  title: string
  description?: string
  /** ISO date or date-time; an event with no parseable start is not emitted (returns null). */
  start: string
  venue?: string
  images?: string[]
  url?: string
}

/** schema.org Event; the place defaults to the school. */
export function eventJsonLd(e: EventLdInput, site: Site, siteUrl: string): JsonLdObject | null {
  if (!e.start || Number.isNaN(Date.parse(e.start))) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    ...(e.description ? { description: e.description } : {}),
    startDate: e.start,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: e.venue || site.name,
      address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: site.city, addressCountry: 'IN' },
    },
    organizer: { '@type': 'EducationalOrganization', name: site.name, url: absoluteUrl(siteUrl, '/') },
    ...(e.images?.length ? { image: e.images.map((i) => absoluteUrl(siteUrl, i)) } : {}),
    ...(e.url ? { url: absoluteUrl(siteUrl, e.url) } : {}),
  }
}

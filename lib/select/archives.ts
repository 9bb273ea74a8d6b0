// Spec §4 and §5 filter listings by year (toppers by session); every year's cards also have a page of
// their own, /{listing}/{year}/ (toppers /{listing}/{session}/), so every item is reached by plain
// links without JavaScript (docs/architecture.md "The page model"). Pure: the pages, their route
// functions and the listings' year links take their addresses from here.
import type { Crumb } from '../seo/jsonLd.ts'

/** A year archive's key: four digits. */
export const YEAR_KEY = /^[0-9]{4}$/
/** A topper session archive's key, '2024-2025'. */
export const SESSION_KEY = /^[0-9]{4}-[0-9]{4}$/

/** The archive of `key` under a listing's address: ('/news/', 2025) -> '/news/2025/'. */
export const archiveHref = (listing: string, key: string | number): string => `${listing}${key}/`

/** The keys that have an archive page: those of the given form, once each, newest first. */
export function archiveKeys(keys: readonly (string | number | null)[], form: RegExp = YEAR_KEY): string[] {
  const valid = keys.map((k) => (k === null ? '' : String(k))).filter((k) => form.test(k))
  return [...new Set(valid)].sort().reverse()
}

export interface ArchiveLink {
  label: string
  href: string
  /** The archive the page itself shows (aria-current). */
  current: boolean
}

/** A listing's links to each of its archives, newest first; `current` marks the page's own. */
export function archiveLinks(listing: string, keys: readonly string[], current?: string): ArchiveLink[] {
  return keys.map((k) => ({ label: k, href: archiveHref(listing, k), current: k === current }))
}

/**
 * The key of an archive address under `listing` ('/news/2025' or '/news/2025/' -> '2025'), or null.
 * The news and events archives share their segment with the item pages (/news/{id}/): their route
 * functions claim only the addresses of this form, and an item id of that form gets another folder
 * name (lib/format/permalink.ts).
 */
export function archiveKeyOf(pathname: string, listing: string, form: RegExp = YEAR_KEY): string | null {
  if (!pathname.startsWith(listing)) return null
  const key = pathname.slice(listing.length).replace(/\/$/, '')
  return form.test(key) ? key : null
}

/** Prerender addresses of a listing's archives (without the trailing slash, as Vike routes them). */
export const archiveRoutes = (listing: string, keys: readonly string[]): string[] => keys.map((k) => archiveHref(listing, k).slice(0, -1))

/** The trail after Home: the listing, then the archive. */
export const archiveCrumbs = (listing: { name: string; path: string }, key: string): Crumb[] => [
  listing,
  { name: key, path: archiveHref(listing.path, key) },
]

/** The cards of one year (or session), in the listing's order. */
export const cardsOf = <T>(items: readonly T[], keyOf: (item: T) => string | number | null, key: string): T[] =>
  items.filter((i) => String(keyOf(i)) === key)

/** A listing as its archives name it: its address and title, and what its archive pages hold. */
export interface ArchiveListing {
  path: string
  /** The listing's title: the first crumb and the way back. */
  name: string
  /** The archive's heading before its key: 'News of' gives 'News of 2025'. */
  heading: string
  /** The archive links' landmark name: 'News archive'. */
  navLabel: string
}

/**
 * The most cards an archive page holds, as many as a listing embeds (lib/select/listingData.ts
 * EMBED_LIMIT): a page stays small whatever the API sends. The school has tens of items a year;
 * past this, the listing's year filter shows the rest.
 */
export const ARCHIVE_LIMIT = 60

export interface ArchivePageData<T> {
  title: string
  listing: { path: string; name: string }
  navLabel: string
  key: string
  /** The first ARCHIVE_LIMIT cards of the key, in the listing's order. */
  items: T[]
  /** How many cards of the key there are in all. */
  total: number
  archives: ArchiveLink[]
  seo: { breadcrumbs: Crumb[] }
}

/** What an archive page shows: `items` are the cards of `key` (cardsOf), at most ARCHIVE_LIMIT; `keys` every archive of the listing. */
export function archivePage<T>(listing: ArchiveListing, key: string, items: T[], keys: readonly string[]): ArchivePageData<T> {
  return {
    title: `${listing.heading} ${key}`,
    listing: { path: listing.path, name: listing.name },
    navLabel: listing.navLabel,
    key,
    items: items.slice(0, ARCHIVE_LIMIT),
    total: items.length,
    archives: archiveLinks(listing.path, keys, key),
    seo: { breadcrumbs: archiveCrumbs({ name: listing.name, path: listing.path }, key) },
  }
}

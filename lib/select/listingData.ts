// docs/architecture.md "The page model": large lists are split so the first paint carries the default view and other years load on
// demand: /news, /events and /gallery embed the default year's cards in their HTML; every year's cards
// are one JSON file per page (dist/client/data/listings/{page}.{hash}.json) fetched only when the visitor
// picks another year or 'All'. scripts/vite/listingFiles.ts writes the files in the build and serves
// them in `npm run dev`; +data.ts names them (same hash).
import { createHash } from 'node:crypto'
import { readBuildEnv } from '../config/buildEnv.ts'
import { schoolYear } from '../format/date.ts'
import { loadSnapshot } from '../load/snapshot.ts'
import { lastFor } from '../load/fileCache.ts'
import { readManifest } from '../images/responsive.ts'
import { kinderAlbums, seniorAlbums, seniorEvents, seniorNews } from './audience.ts'
import { albumEntry, eventEntry, newsEntry, type EventEntry } from './entries.ts'
import { splitUpcoming } from './upcoming.ts'
import { galleryDefaultYear, newestFirst, yearOptions, yearsOf, type Dated } from './listFilters.ts'

export const LISTING_DIR = 'data/listings'

// Every card of a listing is asked for by its page's +data, the home page and the build, which writes
// the listing files: at 10,000 albums each list is made once a build process. Invalidated by: another
// parse of its snapshot, another image manifest or other settings (lib/load/fileCache.ts lastFor), so
// `npm run dev` shows an edited snapshot on the next request.
const listing = <R, T>(records: () => R[], make: (records: R[], apiBase: string) => T[]) => {
  const memo = lastFor<T[]>()
  return (): T[] => {
    const r = records()
    const env = readBuildEnv()
    return memo([r, readManifest(), env], () => make(r, env.apiBase))
  }
}

/** Every card of each listing, newest first. */
export const allEntries = {
  news: listing(
    () => loadSnapshot('newsAll'),
    (r, apiBase) => newestFirst(seniorNews(r)).map((n) => newsEntry(n, apiBase)),
  ),
  events: listing(
    () => loadSnapshot('eventsAll'),
    (r) => newestFirst(seniorEvents(r)).map(eventEntry),
  ),
  gallery: listing(
    () => loadSnapshot('gallery'),
    (r, apiBase) => newestFirst(seniorAlbums(r)).map((g) => albumEntry(g, apiBase, 'dashed')),
  ),
  kidsGallery: listing(
    () => loadSnapshot('gallery'),
    (r, apiBase) => newestFirst(kinderAlbums(r)).map((g) => albumEntry(g, apiBase, 'dashed')),
  ),
}

/**
 * At most this many cards are embedded in a listing's HTML (and its page data), so every
 * document stays under 40 KB gzipped at 10,000 albums. A longer default view shows its newest cards
 * first and the page fetches the listing file for the rest once hydrated (without JavaScript the
 * newest EMBED_LIMIT are what the page shows). The fixtures and the embedded snapshot never reach it.
 */
export const EMBED_LIMIT = 60

/** The senior events on or after `today` (an ISO day in Asia/Kolkata), soonest first, at most EMBED_LIMIT. */
export function upcomingEntries(today: string): EventEntry[] {
  return splitUpcoming(allEntries.events(), today).upcoming.slice(0, EMBED_LIMIT)
}

/** The first EMBED_LIMIT items and the full count. */
export function capped<T>(items: T[]): { items: T[]; total: number } {
  return { items: items.slice(0, EMBED_LIMIT), total: items.length }
}
export type ListingName = keyof typeof allEntries

// Each listing's file, made again only when its cards are another list (lastFor, as above).
const fileMemos = new Map<ListingName, ReturnType<typeof lastFor<{ fileName: string; source: string }>>>()

/** The JSON file of every year's cards of one listing; the name carries a content hash (safe to cache forever). */
export function listingFile(name: ListingName): { fileName: string; source: string } {
  const entries = allEntries[name]()
  let memo = fileMemos.get(name)
  if (!memo) fileMemos.set(name, (memo = lastFor()))
  return memo([entries], () => {
    const source = JSON.stringify(entries)
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
    return { fileName: `${LISTING_DIR}/${name}.${hash}.json`, source }
  })
}

export interface ListingData<T> {
  /** The cards of `year` only (the default view of the static HTML), at most EMBED_LIMIT. */
  items: T[]
  /** How many cards `year` has (more than items.length when the embedded view is capped). */
  yearTotal: number
  year: number
  /** Year options: the years found plus the build year, descending. */
  years: number[]
  /** The years that have cards (the gallery's fallback rule needs them). */
  dataYears: number[]
  buildYear: number
  /** Address of every year's cards, fetched on demand. */
  allUrl: string
}

/** What a listing page embeds: the default year's cards, the year options and the address of the rest. */
export function listingData<N extends ListingName>(name: N): ListingData<ReturnType<(typeof allEntries)[N]>[number]> {
  const all = allEntries[name]() as (Dated & ReturnType<(typeof allEntries)[N]>[number])[]
  const buildYear = schoolYear(readBuildEnv().now)
  const year = name === 'gallery' ? galleryDefaultYear(all, buildYear) : buildYear
  const yearItems = capped(all.filter((i) => i.year === year))
  return {
    items: yearItems.items,
    yearTotal: yearItems.total,
    year,
    years: yearOptions(all, buildYear),
    dataYears: yearsOf(all),
    buildYear,
    allUrl: '/' + listingFile(name).fileName,
  }
}

// The archive pages of each filtered listing (lib/select/archives.ts): which years (toppers:
// sessions) have one, their links and what each shows, the same cards as the listing shows for that
// year. Build time: reads the snapshots through the listings' own selectors.
import { allEntries } from './listingData.ts'
import {
  archiveKeys,
  archiveLinks,
  archivePage,
  archiveRoutes,
  cardsOf,
  SESSION_KEY,
  YEAR_KEY,
  type ArchiveLink,
  type ArchiveListing,
} from './archives.ts'
import { topperPageData } from './topperPage.ts'
import { videoEntries } from './videos.ts'

export interface ListingArchives {
  label: string
  links: ArchiveLink[]
}

interface Source<T> {
  listing: ArchiveListing
  items: () => T[]
  keyOf: (item: T) => string | number | null
  form: RegExp
}

const byYear = <T extends { year: number | null }>(listing: ArchiveListing, items: () => T[]): Source<T> => ({
  listing,
  items,
  keyOf: (i) => i.year,
  form: YEAR_KEY,
})

const toppers = (cls: 'X' | 'XII'): Source<ReturnType<typeof topperPageData>['toppers'][number]> => ({
  listing: {
    path: `/topper${cls}/`,
    name: `Toppers of Class ${cls}`,
    heading: `Toppers of Class ${cls},`,
    navLabel: 'Topper archive',
  },
  items: () => topperPageData(cls).toppers,
  keyOf: (t) => t.sessionYear,
  form: SESSION_KEY,
})

const SOURCES = {
  news: byYear({ path: '/news/', name: 'Latest News', heading: 'News of', navLabel: 'News archive' }, allEntries.news),
  events: byYear({ path: '/events/', name: 'Upcoming Events', heading: 'Events of', navLabel: 'Events archive' }, allEntries.events),
  gallery: byYear({ path: '/gallery/', name: 'Photo Gallery', heading: 'Photo albums of', navLabel: 'Album archive' }, allEntries.gallery),
  kidsGallery: byYear(
    { path: '/kids-gallery/', name: 'Kindergarten Gallery', heading: 'Kindergarten albums of', navLabel: 'Album archive' },
    allEntries.kidsGallery,
  ),
  videos: byYear({ path: '/videoGallery/', name: 'Video Gallery', heading: 'Videos of', navLabel: 'Video archive' }, () =>
    videoEntries('senior'),
  ),
  kinderVideos: byYear(
    { path: '/KinderVideo/', name: 'Kindergarten Videos', heading: 'Kindergarten videos of', navLabel: 'Video archive' },
    () => videoEntries('kindergarten'),
  ),
  topperX: toppers('X'),
  topperXII: toppers('XII'),
}

export type ArchiveName = keyof typeof SOURCES
type CardOf<N extends ArchiveName> = ReturnType<(typeof SOURCES)[N]['items']>[number]

const keysOf = (name: ArchiveName): string[] => {
  const s = SOURCES[name] as Source<unknown>
  return archiveKeys(s.items().map(s.keyOf), s.form)
}

/** What a listing embeds of its archives: the links' landmark name and each archive's link, newest first. */
export const listingArchives = (name: ArchiveName): ListingArchives => ({
  label: SOURCES[name].listing.navLabel,
  links: archiveLinks(SOURCES[name].listing.path, keysOf(name)),
})

/** The addresses Vike prerenders for a listing's archives (its +onBeforePrerenderStart). */
export const archivePrerender = (name: ArchiveName) => archiveRoutes(SOURCES[name].listing.path, keysOf(name))

/** One archive page's data, or null when the listing has no archive of that key. */
export function archiveData<N extends ArchiveName>(name: N, key: string) {
  const keys = keysOf(name)
  if (!keys.includes(key)) return null
  const s = SOURCES[name] as Source<CardOf<N>>
  return archivePage(s.listing, key, cardsOf(s.items(), s.keyOf, key), keys)
}

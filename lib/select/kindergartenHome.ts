// Spec §2 "Kindergarten home" and §9 "Kindergarten photo carousel: latest 5 gallery items".
import type { GalleryItem } from '../schema/galleryItem.ts'
import { kinderAlbums } from './audience.ts'
import { newestFirst } from './listFilters.ts'
import { splitUpcoming } from './upcoming.ts'

/** The photo carousel: the latest 5 kindergarten photo albums, newest first. */
export function latestKinderAlbums(gallery: readonly GalleryItem[], count = 5): GalleryItem[] {
  return newestFirst(kinderAlbums(gallery)).slice(0, count)
}

/** What an events block shows: what is coming, or, when nothing is, the latest events under their own title. */
export interface EventsBlock<T> {
  /** 'upcoming': events on or after today, soonest first; 'recent': none is, so the latest past ones. */
  kind: 'upcoming' | 'recent'
  events: T[]
}

/**
 * The home and kindergarten events blocks: events on or after today (Asia/Kolkata, an ISO day),
 * soonest first, at most `limit`; never a past event under "Upcoming". With none coming, the latest
 * past events (newest first) under the title "Recent events"; with no event at all, an empty
 * 'upcoming' list (the page shows spec §3's placeholder card).
 */
export function eventsBlock<T extends { day: string }>(items: readonly T[], today: string, limit: number): EventsBlock<T> {
  const { upcoming, past } = splitUpcoming(items, today)
  return upcoming.length || !past.length
    ? { kind: 'upcoming', events: upcoming.slice(0, limit) }
    : { kind: 'recent', events: past.slice(0, limit) }
}

// Spec §2 "Kindergarten home" and §9 "Kindergarten photo carousel: latest 5 gallery items".
import type { GalleryItem } from '../schema/galleryItem.ts'
import { kinderAlbums } from './audience.ts'
import { newestFirst } from './listFilters.ts'

/** The photo carousel: the latest 5 kindergarten photo albums, newest first. */
export function latestKinderAlbums(gallery: readonly GalleryItem[], count = 5): GalleryItem[] {
  return newestFirst(kinderAlbums(gallery)).slice(0, count)
}

/**
 * Kindergarten upcoming events: today's and later events first (soonest first), then past ones
 * (most recent first), so the carousel opens on what is coming and is never empty while the
 * school has events. `today` is an ISO day (YYYY-MM-DD) in Asia/Kolkata.
 */
export function upcomingFirst<T extends { date: string; day: string }>(items: readonly T[], today: string): T[] {
  const upcoming = items.filter((e) => e.day && e.day >= today).sort((a, b) => a.day.localeCompare(b.day))
  const past = newestFirst(items.filter((e) => !(e.day && e.day >= today)))
  return [...upcoming, ...past]
}

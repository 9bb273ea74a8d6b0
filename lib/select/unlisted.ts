// Item pages that no listing shows by spec §4 "Lists" (an event for Both; a senior album of another
// category than PhotoGallery; a school value the site does not know), and those with no year, which
// only a listing's 'All' view shows and no year archive holds: still built, so the HTML sitemap links
// them and a crawler without JavaScript reaches them. Pure: the rules of audience.ts.
import type { GalleryItem } from '../schema/galleryItem.ts'
import type { SchoolEvent } from '../schema/event.ts'
import type { NewsItem } from '../schema/newsItem.ts'
import { datePartsOf } from './listFilters.ts'
import {
  kinderAlbums,
  kinderClassroom,
  kinderCurricular,
  kinderEvents,
  kinderNews,
  kinderSocialResponsibility,
  kinderSports,
  seniorAlbums,
  seniorEvents,
  seniorNews,
} from './audience.ts'

const ALBUM_LISTINGS = [seniorAlbums, kinderAlbums, kinderSocialResponsibility, kinderSports, kinderCurricular, kinderClassroom]

const undated = (i: { date: string }) => datePartsOf(i.date).year === null

export const unlistedNews = (items: readonly NewsItem[]) =>
  items.filter((n) => undated(n) || (!seniorNews.has(n.school) && !kinderNews.has(n.school)))

export const unlistedEvents = (items: readonly SchoolEvent[]) =>
  items.filter((e) => undated(e) || (!seniorEvents.has(e.school) && !kinderEvents.has(e.school)))

export const unlistedAlbums = (items: readonly GalleryItem[]) =>
  items.filter((g) => undated(g) || ALBUM_LISTINGS.every((rule) => rule([g]).length === 0))

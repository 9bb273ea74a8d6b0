// Spec §4 "Lists": which school's items each list shows. One function per rule; tests are named after them.
import type { GalleryCategory, GalleryItem } from '../schema/galleryItem.ts'
import type { School, SchoolValue } from '../schema/primitives.ts'

interface HasSchool {
  school: SchoolValue
}

/** A rule: the items of the listed schools; `.has(school)` asks it of one value. */
const either = (...schools: School[]) => {
  const has = (school: SchoolValue) => (schools as string[]).includes(school)
  return Object.assign(<T extends HasSchool>(items: readonly T[]): T[] => items.filter((i) => has(i.school)), { has })
}

/** Home news: Senior or Both. */
export const homeNews = either('Senior', 'Both')
/** Home events: Senior. */
export const homeEvents = either('Senior')
/** Senior /news: Senior and Both. */
export const seniorNews = either('Senior', 'Both')
/** Senior /events: Senior only. */
export const seniorEvents = either('Senior')
/** Highlights: Senior or Both. */
export const highlights = either('Senior', 'Both')
/** Senior videos: Senior or Both. */
export const seniorVideos = either('Senior', 'Both')
/** Kindergarten news: Junior or Both. */
export const kinderNews = either('Junior', 'Both')
/** Kindergarten videos: Junior or Both. */
export const kinderVideos = either('Junior', 'Both')
/** Kindergarten events: Junior. */
export const kinderEvents = either('Junior')

/**
 * The listing an item's page links back to and a search entry falls back to: the senior school's when
 * its rule shows the item there, else the kindergarten's when that one does, else the senior school's
 * (an event for Both, or a school value the site does not know, is on neither events listing).
 */
export function listingFor(
  kind: 'news' | 'events',
  school: SchoolValue,
): { href: '/news/' | '/kindergarten-news/' | '/events/' | '/kinder-events/'; kindergarten: boolean } {
  const [senior, kinder] = kind === 'news' ? [seniorNews, kinderNews] : [seniorEvents, kinderEvents]
  const kindergarten = !senior.has(school) && kinder.has(school)
  const href = kind === 'news' ? (kindergarten ? '/kindergarten-news/' : '/news/') : kindergarten ? '/kinder-events/' : '/events/'
  return { href, kindergarten }
}

/** The gallery listing of a photo album: the kindergarten's for Junior albums (kinderAlbums), the senior school's otherwise. */
export const galleryFor = (school: SchoolValue) =>
  school === 'Junior' ? { href: '/kids-gallery/', label: 'Kindergarten Gallery' } : { href: '/gallery/', label: 'Photo Gallery' }

/** Gallery and activities (spec §7 "filtered on the client by category and school"). */
export function albumsOf(items: readonly GalleryItem[], category: GalleryCategory, school: 'Senior' | 'Junior'): GalleryItem[] {
  return items.filter((g) => g.category === category && g.school === school)
}
/** Senior /gallery: photo albums of the senior school. */
export const seniorAlbums = (items: readonly GalleryItem[]) => albumsOf(items, 'PhotoGallery', 'Senior')
/** /kids-gallery: photo albums of the kindergarten. */
export const kinderAlbums = (items: readonly GalleryItem[]) => albumsOf(items, 'PhotoGallery', 'Junior')
/** /social-responsibility: the kindergarten's SocialResponsibility items. */
export const kinderSocialResponsibility = (items: readonly GalleryItem[]) => albumsOf(items, 'SocialResponsibility', 'Junior')
/** /kids-sports: the kindergarten's Sports items. */
export const kinderSports = (items: readonly GalleryItem[]) => albumsOf(items, 'Sports', 'Junior')
/** /kinder-activities tab 1 'Curricular Activities'. */
export const kinderCurricular = (items: readonly GalleryItem[]) => albumsOf(items, 'CurricularActivities', 'Junior')
/** /kinder-activities tab 2 'Classroom Activities'. */
export const kinderClassroom = (items: readonly GalleryItem[]) => albumsOf(items, 'ClassRoomActivities', 'Junior')

// Spec §4 "Lists": which school's items each list shows. One function per rule; tests are named after them.
import type { GalleryCategory, GalleryItem } from '../schema/galleryItem.ts'
import type { School, SchoolValue } from '../schema/primitives.ts'

interface HasSchool {
  school: SchoolValue
}

const either =
  (...schools: School[]) =>
  <T extends HasSchool>(items: readonly T[]): T[] =>
    items.filter((i) => (schools as string[]).includes(i.school))

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

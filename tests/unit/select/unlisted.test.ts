import { describe, expect, it } from 'vitest'
import { unlistedAlbums, unlistedEvents, unlistedNews } from '#lib/select/unlisted.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'
import type { SchoolEvent } from '#lib/schema/event.ts'
import type { NewsItem } from '#lib/schema/newsItem.ts'

const event = (school: string) => ({ _id: school, school }) as unknown as SchoolEvent
const album = (school: string, category: string) => ({ _id: `${school}-${category}`, school, category }) as unknown as GalleryItem

describe('spec §4 lists: item pages no listing shows', () => {
  it('an event for Both is on neither events listing (senior: Senior only, kindergarten: Junior only)', () => {
    expect(unlistedEvents([event('Senior'), event('Junior'), event('Both')]).map((e) => e.school)).toEqual(['Both'])
  })
  it("a senior album of another category than PhotoGallery; the kindergarten's categories each have a page", () => {
    const albums = [
      album('Senior', 'PhotoGallery'),
      album('Senior', 'ClassRoomActivities'),
      album('Junior', 'PhotoGallery'),
      album('Junior', 'Sports'),
      album('Junior', 'SocialResponsibility'),
      album('Junior', 'CurricularActivities'),
      album('Junior', 'ClassRoomActivities'),
    ]
    expect(unlistedAlbums(albums).map((g) => g._id)).toEqual(['Senior-ClassRoomActivities'])
  })
  it('news of every known school is listed; an unknown school value is not', () => {
    const news = ['Senior', 'Junior', 'Both', 'Elsewhere'].map((school) => ({ _id: school, school }) as unknown as NewsItem)
    expect(unlistedNews(news).map((n) => n._id)).toEqual(['Elsewhere'])
  })
})

import { describe, expect, it } from 'vitest'
import { unlistedAlbums, unlistedEvents, unlistedNews } from '#lib/select/unlisted.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'
import type { SchoolEvent } from '#lib/schema/event.ts'
import type { NewsItem } from '#lib/schema/newsItem.ts'

const DATE = '2025-12-17T18:30:00.000Z'
const event = (school: string, date = DATE) => ({ _id: school, school, date }) as unknown as SchoolEvent
const album = (school: string, category: string, date = DATE) =>
  ({ _id: `${school}-${category}`, school, category, date }) as unknown as GalleryItem

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
    const news = ['Senior', 'Junior', 'Both', 'Elsewhere'].map((school) => ({ _id: school, school, date: DATE }) as unknown as NewsItem)
    expect(unlistedNews(news).map((n) => n._id)).toEqual(['Elsewhere'])
  })
  it("an item without a year is in no year's archive, only in the 'All' view: it counts as unlisted", () => {
    expect(unlistedEvents([event('Senior', ''), event('Junior', 'sometime soon')])).toHaveLength(2)
    expect(unlistedAlbums([album('Senior', 'PhotoGallery', '')])).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import { albumListing, albumView } from '#lib/select/album.ts'
import { galleryItemSchema } from '#lib/schema/galleryItem.ts'

const g = galleryItemSchema.parse({
  _id: 'album-1',
  title: 'Annual Day',
  category: 'PhotoGallery',
  school: 'Senior',
  date: '2026-02-19T19:00:00Z', // 20 Feb 00:30 IST
  attachments: ['a/1.jpg', 'a/2.jpg', 'a/3.jpg'],
})

describe('spec §2 SubGallery album page', () => {
  const v = albumView(g, 'https://api.example.org')
  it('total photos = attachment count', () => expect(v.count).toBe(3))
  it('dates in en-GB, in Asia/Kolkata', () => expect(v.dateText).toBe('20/02/2026'))
  it('photo URLs come from the image endpoint', () => expect(v.photos[0]!.src).toBe('https://api.example.org/api/image/a/1.jpg'))
  it('Go Back leads to the listing of the album', () => {
    expect(albumListing({ category: 'PhotoGallery', school: 'Senior' }).href).toBe('/gallery/')
    expect(albumListing({ category: 'PhotoGallery', school: 'Junior' }).href).toBe('/kids-gallery/')
    expect(albumListing({ category: 'Sports', school: 'Junior' }).href).toBe('/kids-sports/')
    expect(albumListing({ category: 'ClassRoomActivities', school: 'Junior' }).href).toBe('/kinder-activities/')
  })
})

import { describe, expect, it } from 'vitest'
import { galleryItemSchema } from '#lib/schema/galleryItem.ts'
import { firstIssue, parseOk } from './helpers.ts'

const album = {
  _id: '6650abc123',
  title: 'Annual Day 2025',
  description: 'Photos',
  date: '2025-12-20',
  category: 'PhotoGallery',
  school: 'Senior',
  attachments: ['gallery/annual-day-2025/photo-01.jpg', 'gallery/annual-day-2025/photo-02.jpg'],
}

describe('galleryItemSchema', () => {
  it('accepts an album and keeps attachments in order (first is the cover)', () => {
    expect(parseOk(galleryItemSchema, album)).toEqual({ ...album, date: '2025-12-19T18:30:00.000Z' })
  })
  it("reads category spellings like 'photo gallery' and 'Classroom_Activities'", () => {
    expect(parseOk(galleryItemSchema, { ...album, category: 'photo gallery' }).category).toBe('PhotoGallery')
    expect(parseOk(galleryItemSchema, { ...album, category: 'Classroom_Activities' }).category).toBe('ClassRoomActivities')
  })
  it('accepts a numeric _id, a bare attachment and a missing description', () => {
    const { description: _d, ...rest } = album
    expect(parseOk(galleryItemSchema, { ...rest, _id: 42, attachments: 'gallery/x.jpg' })).toMatchObject({
      _id: '42',
      description: '',
      attachments: ['gallery/x.jpg'],
    })
  })
  it('rejects an _id that could leave its folder, a missing _id and a missing category', () => {
    expect(firstIssue(galleryItemSchema, { ...album, _id: '../etc' })).toBe('_id: must be 1 to 64 letters, digits, "-" or "_"')
    expect(firstIssue(galleryItemSchema, { ...album, _id: undefined })).toMatch(/^_id:/)
    expect(firstIssue(galleryItemSchema, { ...album, category: undefined })).toMatch(/^category:/)
  })
})

// Spec §3 "Gallery item or activity": _id, title, description, date, category, school, attachments.
import type { z } from 'zod'
import { apiDate, openEnum, attachments, openRecord, pathSafeId, requiredText, schoolSchema, schools, text } from './primitives.ts'

export const galleryCategories = ['PhotoGallery', 'SocialResponsibility', 'Sports', 'CurricularActivities', 'ClassRoomActivities'] as const
export type GalleryCategory = (typeof galleryCategories)[number]

// Another category is kept (an open enum): the album keeps its own page, listings show the known ones.
const category = openEnum(galleryCategories, (v) => {
  const key = v.replace(/[\s_-]/g, '').toLowerCase()
  return galleryCategories.find((c) => c.toLowerCase() === key)
})

export const galleryItemSchema = openRecord(
  {
    _id: pathSafeId,
    title: requiredText,
    description: text.optional(),
    date: apiDate.optional(),
    category,
    school: schoolSchema,
    attachments: attachments.optional(),
  },
  (r) => ({
    _id: r._id,
    title: r.title,
    description: r.description ?? '',
    date: r.date ?? '',
    category: r.category,
    school: r.school,
    /** Image paths; the first is the cover, the length is the photo count. */
    attachments: r.attachments ?? [],
  }),
  { school: schools, category: galleryCategories },
)
export type GalleryItem = z.output<typeof galleryItemSchema>

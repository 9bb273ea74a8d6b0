// Spec §3 "Gallery item or activity": _id, title, description, date, category, school, attachments.
import { z } from 'zod'
import { apiDate, attachments, pathSafeId, requiredText, schoolSchema, text } from './primitives.ts'

export const galleryCategories = [
  'PhotoGallery',
  'SocialResponsibility',
  'Sports',
  'CurricularActivities',
  'ClassRoomActivities',
] as const
export type GalleryCategory = (typeof galleryCategories)[number]

const category = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v
    const key = v.replace(/[\s_-]/g, '').toLowerCase()
    return galleryCategories.find((c) => c.toLowerCase() === key) ?? v
  },
  z.enum(galleryCategories),
)

export const galleryItemSchema = z
  .object({
    _id: pathSafeId,
    title: requiredText,
    description: text.optional(),
    date: apiDate.optional(),
    category,
    school: schoolSchema,
    attachments: attachments.optional(),
  })
  .transform((r) => ({
    _id: r._id,
    title: r.title,
    description: r.description ?? '',
    date: r.date ?? '',
    category: r.category,
    school: r.school,
    /** Image paths; the first is the cover, the length is the photo count. */
    attachments: r.attachments ?? [],
  }))
export type GalleryItem = z.output<typeof galleryItemSchema>

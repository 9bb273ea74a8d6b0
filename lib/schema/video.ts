// Spec §3 "Video": school, date, title, videoUrl, attachments (thumbnail).
import type { z } from 'zod'
import { apiDate, attachments, idText, openRecord, requiredText, safeLink, schoolSchema, schools, stableId } from './primitives.ts'

export const videoSchema = openRecord(
  {
    _id: idText.optional(),
    school: schoolSchema,
    date: apiDate.optional(),
    title: requiredText,
    videoUrl: safeLink,
    attachments: attachments.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.title, r.videoUrl),
    school: r.school,
    date: r.date ?? '',
    title: r.title,
    /** '' when the API sent a link that is not http(s); the card then has no link. */
    videoUrl: r.videoUrl,
    /** Thumbnail path first; empty when none (the kindergarten page then shows its default thumbnail). */
    attachments: r.attachments ?? [],
  }),
  { school: schools },
)
export type Video = z.output<typeof videoSchema>

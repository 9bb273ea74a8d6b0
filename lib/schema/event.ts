// Spec §3 "Event": title, description, school (Senior or Junior), date, time, venue, images, attachments.
import type { z } from 'zod'
import { apiDate, attachments, idText, openRecord, requiredText, schoolSchema, schools, stableId, text } from './primitives.ts'

export const eventSchema = openRecord(
  {
    _id: idText.optional(),
    title: requiredText,
    description: text.optional(),
    school: schoolSchema,
    date: apiDate.optional(),
    time: text.optional(),
    venue: text.optional(),
    images: attachments.optional(),
    attachments: attachments.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.title, r.date ?? ''),
    title: r.title,
    description: r.description ?? '',
    school: r.school,
    date: r.date ?? '',
    /** Free text as the school types it, e.g. '10:00 AM'. */
    time: r.time ?? '',
    venue: r.venue ?? '',
    images: r.images ?? [],
    attachments: r.attachments ?? [],
  }),
  { school: schools },
)
export type SchoolEvent = z.output<typeof eventSchema>

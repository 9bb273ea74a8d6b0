// Spec §3 "Event": title, description, school (Senior or Junior), date, time, venue, images, attachments.
import { z } from 'zod'
import { apiDate, attachments, idText, requiredText, schoolSchema, stableId, text } from './primitives.ts'

export const eventSchema = z
  .object({
    _id: idText.optional(),
    title: requiredText,
    description: text.optional(),
    school: schoolSchema,
    date: apiDate.optional(),
    time: text.optional(),
    venue: text.optional(),
    images: attachments.optional(),
    attachments: attachments.optional(),
  })
  .transform((r) => ({
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
  }))
export type SchoolEvent = z.output<typeof eventSchema>

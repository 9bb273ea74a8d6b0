// Spec §3 "Testimonial": title (the person), designation, description, attachments (image).
import type { z } from 'zod'
import { attachments, idText, openRecord, requiredText, stableId, text } from './primitives.ts'

export const testimonialSchema = openRecord(
  {
    _id: idText.optional(),
    title: requiredText,
    designation: text.optional(),
    description: text.optional(),
    attachments: attachments.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.title, r.designation ?? ''),
    /** The person's name. */
    title: r.title,
    designation: r.designation ?? '',
    description: r.description ?? '',
    /** The person's photo first. */
    attachments: r.attachments ?? [],
  }),
)
export type Testimonial = z.output<typeof testimonialSchema>

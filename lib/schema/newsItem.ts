// Spec §3 "News item": title, description, school, date or fromDate, attachments, url.
import { z } from 'zod'
import { apiDate, attachments, idText, requiredText, safeLink, schoolSchema, stableId, text } from './primitives.ts'

export const newsItemSchema = z
  .object({
    _id: idText.optional(),
    title: requiredText,
    description: text.optional(),
    school: schoolSchema,
    date: apiDate.optional(),
    fromDate: apiDate.optional(),
    attachments: attachments.optional(),
    url: safeLink.optional(),
  })
  .transform((r) => {
    const date = r.date || r.fromDate || ''
    return {
      _id: r._id || stableId(r.title, date),
      title: r.title,
      description: r.description ?? '',
      school: r.school,
      /** UTC ISO instant; the raw text when the API sent an unparseable date; '' when absent. */
      date,
      attachments: r.attachments ?? [],
      /** Used by the kindergarten ticker; '' when absent or not an allowed link. */
      url: r.url ?? '',
    }
  })
export type NewsItem = z.output<typeof newsItemSchema>

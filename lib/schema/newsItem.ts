// Spec §3 "News item": title, description, school, date or fromDate, attachments, url.
import type { z } from 'zod'
import { apiDate, attachments, idText, openRecord, requiredText, safeLink, schoolSchema, schools, stableId, text } from './primitives.ts'

export const newsItemSchema = openRecord(
  {
    _id: idText.optional(),
    title: requiredText,
    description: text.optional(),
    school: schoolSchema,
    date: apiDate.optional(),
    fromDate: apiDate.optional(),
    attachments: attachments.optional(),
    url: safeLink.optional(),
  },
  (r) => {
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
  },
  { school: schools },
)
export type NewsItem = z.output<typeof newsItemSchema>

// Spec §3 "Highlight": school, title, description, fromDate, url, attachments.
import type { z } from 'zod'
import { apiDate, attachments, idText, openRecord, requiredText, safeLink, schoolSchema, schools, stableId, text } from './primitives.ts'

export const highlightSchema = openRecord(
  {
    _id: idText.optional(),
    school: schoolSchema,
    title: requiredText,
    description: text.optional(),
    fromDate: apiDate.optional(),
    date: apiDate.optional(),
    url: safeLink.optional(),
    attachments: attachments.optional(),
  },
  (r) => {
    const date = r.fromDate || r.date || ''
    return {
      _id: r._id || stableId(r.title, date),
      school: r.school,
      title: r.title,
      description: r.description ?? '',
      date,
      url: r.url ?? '',
      attachments: r.attachments ?? [],
    }
  },
  { school: schools },
)
export type Highlight = z.output<typeof highlightSchema>

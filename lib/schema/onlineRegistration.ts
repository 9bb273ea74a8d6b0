// Spec §3 "Online registration banner": title, attachments list.
import type { z } from 'zod'
import { apiDate, attachments, idText, openRecord, requiredText, stableId } from './primitives.ts'

export const onlineRegistrationSchema = openRecord(
  {
    _id: idText.optional(),
    title: requiredText,
    attachments: attachments.optional(),
    date: apiDate.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.title),
    title: r.title,
    attachments: r.attachments ?? [],
    date: r.date ?? '',
  }),
)
export type OnlineRegistration = z.output<typeof onlineRegistrationSchema>

// Spec §3 "Notification popup": title, desc, image list, attachments list, url, urlTitle.
import type { z } from 'zod'
import { apiDate, attachments, idText, openRecord, requiredText, safeLink, stableId, text } from './primitives.ts'

export const notificationSchema = openRecord(
  {
    _id: idText.optional(),
    title: requiredText,
    desc: text.optional(),
    image: attachments.optional(),
    attachments: attachments.optional(),
    url: safeLink.optional(),
    urlTitle: text.optional(),
    date: apiDate.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.title, r.desc ?? ''),
    title: r.title,
    desc: r.desc ?? '',
    image: r.image ?? [],
    /** Files offered as download links. */
    attachments: r.attachments ?? [],
    url: r.url ?? '',
    urlTitle: r.urlTitle ?? '',
    date: r.date ?? '',
  }),
)
export type Notification = z.output<typeof notificationSchema>

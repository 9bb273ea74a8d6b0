// Spec §3 "Social item": category (YoutubeSocial, InstagramSocial, FacebookSocial), title, url, attachments.
// The API serves these from /api/media/NCSR (spec §7 "media").
import { z } from 'zod'
import { apiDate, attachments, idText, requiredText, safeLink, stableId } from './primitives.ts'

export const socialCategories = ['YoutubeSocial', 'InstagramSocial', 'FacebookSocial'] as const
export type SocialCategory = (typeof socialCategories)[number]

export const socialItemSchema = z
  .object({
    _id: idText.optional(),
    category: z.preprocess(
      (v) => (typeof v === 'string' ? socialCategories.find((c) => c.toLowerCase() === v.trim().toLowerCase()) ?? v : v),
      z.enum(socialCategories),
    ),
    title: requiredText,
    url: safeLink.optional(),
    attachments: attachments.optional(),
    date: apiDate.optional(),
  })
  .transform((r) => ({
    _id: r._id || stableId(r.category, r.title),
    category: r.category,
    title: r.title,
    url: r.url ?? '',
    attachments: r.attachments ?? [],
    date: r.date ?? '',
  }))
export type SocialItem = z.output<typeof socialItemSchema>

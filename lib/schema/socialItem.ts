// Spec §3 "Social item": category (YoutubeSocial, InstagramSocial, FacebookSocial), title, url, attachments.
// The API serves these from /api/media/NCSR (spec §7 "media").
import { z } from 'zod'
import { apiDate, attachments, idText, requiredText, safeLink, stableId } from './primitives.ts'

export const socialCategories = ['YoutubeSocial', 'InstagramSocial', 'FacebookSocial'] as const
export type SocialCategory = (typeof socialCategories)[number]

export const socialItemSchema = z
  .object({
    _id: idText.optional(),
    category: z.preprocess((v) => {
      if (typeof v !== 'string') return v
      // 'youtube', 'Instagram Social' and 'FACEBOOK_SOCIAL' all name a category.
      const key = v.replace(/[\s_-]/g, '').toLowerCase()
      return socialCategories.find((c) => c.toLowerCase() === key || c.toLowerCase() === `${key}social`) ?? v
    }, z.enum(socialCategories)),
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

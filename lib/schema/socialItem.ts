// Spec §3 "Social item": category (YoutubeSocial, InstagramSocial, FacebookSocial), title, url, attachments.
// The API serves these from /api/media/NCSR (spec §7 "media", whose shape the spec leaves open): a
// record of another category (a real API sent 'Media') is kept, and the home page shows the three it knows.
import type { z } from 'zod'
import { apiDate, attachments, idText, openEnum, openRecord, requiredText, safeLink, stableId } from './primitives.ts'

export const socialCategories = ['YoutubeSocial', 'InstagramSocial', 'FacebookSocial'] as const
export type SocialCategory = (typeof socialCategories)[number]

// 'youtube', 'Instagram Social' and 'FACEBOOK_SOCIAL' all name a category.
const category = openEnum(socialCategories, (v) => {
  const key = v.replace(/[\s_-]/g, '').toLowerCase()
  return socialCategories.find((c) => c.toLowerCase() === key || c.toLowerCase() === `${key}social`)
})

export const socialItemSchema = openRecord(
  {
    _id: idText.optional(),
    category,
    title: requiredText,
    url: safeLink.optional(),
    attachments: attachments.optional(),
    date: apiDate.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.category, r.title),
    category: r.category,
    title: r.title,
    url: r.url ?? '',
    attachments: r.attachments ?? [],
    date: r.date ?? '',
  }),
  { category: socialCategories },
)
export type SocialItem = z.output<typeof socialItemSchema>

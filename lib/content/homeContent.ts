// data/content/home.json: the home page's hand-edited copy (banners, about-us summary, tiles).
import { z } from 'zod'
import { internalHrefSchema } from './hrefSchema.ts'

export const contentImageSchema = z.object({
  src: z.string().startsWith('/'),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const homeContentSchema = z.object({
  welcome: z.string().min(1),
  banners: z.array(contentImageSchema).min(1),
  about: z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  tiles: z.array(z.object({ href: internalHrefSchema, title: z.string().min(1), text: z.string() })),
})
export type HomeContent = z.infer<typeof homeContentSchema>

// data/content/kindergarten.json: the kindergarten home's hand-edited copy (slider images, about block).
import { z } from 'zod'
import { contentImageSchema } from './homeContent.ts'

export const kinderContentSchema = z.object({
  heading: z.string().min(1),
  slides: z.array(contentImageSchema).min(1),
  about: z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
})

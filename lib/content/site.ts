// The school's name, contact details and codes: one content file (data/content/site.json) used everywhere.
import { z } from 'zod'
import siteJson from '../../data/content/site.json'

export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  city: z.string().min(1),
  tagline: z.string(),
  description: z.string(),
  motto: z.string(),
  founded: z.iso.date(),
  schoolCode: z.string().min(1),
  address: z.string().min(1),
  phones: z.array(z.string().min(1)).min(1),
  email: z.email(),
})
export type Site = z.infer<typeof siteSchema>

export const site: Site = siteSchema.parse(siteJson)

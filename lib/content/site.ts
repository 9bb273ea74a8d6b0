// The school's name, contact details, links and codes: one content file (data/content/site.json)
// used everywhere (spec §1, §2 header and footer, §9 office hours).
import { siteSchema, type Site } from './siteSchema.ts'
import siteJson from '../../data/content/site.json' with { type: 'json' }

export { siteSchema, socialLinkSchema, type Site, type SocialLink } from './siteSchema.ts'

export const site: Site = siteSchema.parse(siteJson)

/** "+91 281 000 0001" -> "tel:+912810000001" */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

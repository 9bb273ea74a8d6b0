// The front matter of the information pages that carry more than the base fields (spec §2: CBSE
// tiles, Book List cards, Year Planner PDF, Headmistress motto and signature, the form pages'
// headings). Kept here, not in the pages' +data.ts, so the content check and the editor's
// configuration (lib/content/registry.ts) read the very schemas the build uses.
import { z } from 'zod'
import { internalHrefSchema } from './hrefSchema.ts'
import { pageFrontMatterSchema } from './pages.ts'

const pdfPath = z.string().regex(/^\/docs\/[\w/.-]+\.pdf$/, 'must be a /docs/....pdf path')

export const cbseFrontMatterSchema = pageFrontMatterSchema.extend({
  tiles: z.array(z.object({ label: z.string().min(1), href: internalHrefSchema, text: z.string() })).min(1),
})

export const booklistFrontMatterSchema = pageFrontMatterSchema.extend({
  cards: z.array(z.object({ label: z.string().min(1), href: pdfPath })).min(1),
})

export const headmistressFrontMatterSchema = pageFrontMatterSchema.extend({
  motto: z.string().min(1),
  signature: z.object({ name: z.string().min(1), role: z.string().min(1) }),
})

export const yearPlannerFrontMatterSchema = pageFrontMatterSchema.extend({
  pdf: z.object({ href: pdfPath, label: z.string().min(1) }),
})

/** The form pages (contact, career, alumni, tc): a heading above the staff-written copy. */
export const formCopySchema = z.object({ heading: z.string().min(1) })

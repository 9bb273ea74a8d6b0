// https://vike.dev/data — Year Planner: the PDF embedded, with a download link as fallback.
import { z } from 'zod'
import { loadProsePage, pageFrontMatterSchema } from '../../../lib/content/pages.ts'

const schema = pageFrontMatterSchema.extend({
  pdf: z.object({ href: z.string().regex(/^\/docs\/[\w/.-]+\.pdf$/, 'must be a /docs/....pdf path'), label: z.string().min(1) }),
})

export function data() {
  const { meta, page } = loadProsePage('year-planner', schema)
  return { title: page.title, page, pdf: meta.pdf }
}
export type Data = ReturnType<typeof data>

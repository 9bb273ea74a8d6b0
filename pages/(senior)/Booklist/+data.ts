// https://vike.dev/data — BookList 'CBSE BOARD': two cards opening PDFs in a new tab.
import { z } from 'zod'
import { loadProsePage, pageFrontMatterSchema } from '../../../lib/content/pages.ts'

const schema = pageFrontMatterSchema.extend({
  cards: z.array(z.object({ label: z.string().min(1), href: z.string().regex(/^\/docs\/[\w/.-]+\.pdf$/, 'must be a /docs/....pdf path') })).min(1),
})

export function data() {
  const { meta, page } = loadProsePage('Booklist', schema)
  return { title: page.title, page, cards: meta.cards }
}
export type Data = ReturnType<typeof data>

// https://vike.dev/data — CBSE welcome text and the six tiles (spec §2).
import { z } from 'zod'
import { loadProsePage, pageFrontMatterSchema } from '../../../lib/content/pages.ts'

const schema = pageFrontMatterSchema.extend({
  tiles: z.array(z.object({ label: z.string().min(1), href: z.string().startsWith('/'), text: z.string() })).min(1),
})

export function data() {
  const { meta, page } = loadProsePage('cbse', schema)
  return { title: page.title, page, tiles: meta.tiles }
}
export type Data = ReturnType<typeof data>

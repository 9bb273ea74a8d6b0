// https://vike.dev/data — Headmistress Message: motto 'Love in Service', three paragraphs, a signature.
import { z } from 'zod'
import { loadProsePage, pageFrontMatterSchema } from '../../../lib/content/pages.ts'

const schema = pageFrontMatterSchema.extend({
  motto: z.string().min(1),
  signature: z.object({ name: z.string().min(1), role: z.string().min(1) }),
})

export function data() {
  const { meta, page } = loadProsePage('headmistress', schema)
  return { title: page.title, page, motto: meta.motto, signature: meta.signature }
}
export type Data = ReturnType<typeof data>

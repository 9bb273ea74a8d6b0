// https://vike.dev/data — Headmistress Message: motto 'Love in Service', three paragraphs, a signature.
import { headmistressFrontMatterSchema } from '#lib/content/frontMatter.ts'
import { loadProsePage } from '#lib/content/pages.ts'

export function data() {
  const { meta, page } = loadProsePage('headmistress', headmistressFrontMatterSchema)
  return { title: page.title, page, motto: meta.motto, signature: meta.signature }
}
export type Data = ReturnType<typeof data>

// https://vike.dev/data — CBSE welcome text and the six tiles (spec §2).
import { cbseFrontMatterSchema } from '#lib/content/frontMatter.ts'
import { loadProsePage } from '#lib/content/pages.ts'

export function data() {
  const { meta, page } = loadProsePage('cbse', cbseFrontMatterSchema)
  return { title: page.title, page, tiles: meta.tiles }
}
export type Data = ReturnType<typeof data>

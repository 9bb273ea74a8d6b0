// https://vike.dev/data — BookList 'CBSE BOARD': two cards opening PDFs in a new tab.
import { booklistFrontMatterSchema } from '#lib/content/frontMatter.ts'
import { loadProsePage } from '#lib/content/pages.ts'

export function data() {
  const { meta, page } = loadProsePage('Booklist', booklistFrontMatterSchema)
  return { title: page.title, page, cards: meta.cards }
}
export type Data = ReturnType<typeof data>

// https://vike.dev/data — Co-Scholastic Activity: the 26 activities in two columns (spec §2, §9).
import { loadProsePage } from '#lib/content/pages.ts'
import { loadCoScholastic } from '#lib/content/tables.ts'

export function data() {
  const { page } = loadProsePage('coScholastic')
  return { title: page.title, page, activities: loadCoScholastic() }
}
export type Data = ReturnType<typeof data>

// https://vike.dev/data — Year Planner: the PDF embedded, with a download link as fallback.
import { yearPlannerFrontMatterSchema } from '#lib/content/frontMatter.ts'
import { loadProsePage } from '#lib/content/pages.ts'

export function data() {
  const { meta, page } = loadProsePage('year-planner', yearPlannerFrontMatterSchema)
  return { title: page.title, page, pdf: meta.pdf }
}
export type Data = ReturnType<typeof data>

// https://vike.dev/data — Sports: tabs Sports and Summer Camps; six sports with yearly results.
import { loadProsePage } from '#lib/content/pages.ts'
import { loadSports } from '#lib/content/tables.ts'

export function data() {
  const { page } = loadProsePage('sports')
  return { title: page.title, page, sports: loadSports() }
}
export type Data = ReturnType<typeof data>

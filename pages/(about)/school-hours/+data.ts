// https://vike.dev/data — School Hours: summer and winter schedules (spec §9), office hours.
import { loadProsePage } from '#lib/content/pages.ts'
import { loadSchoolHours } from '#lib/content/tables.ts'

export function data() {
  const { page } = loadProsePage('school-hours')
  return { title: page.title, page, hours: loadSchoolHours() }
}
export type Data = ReturnType<typeof data>

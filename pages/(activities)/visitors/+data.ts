// https://vike.dev/data — Visitors: guest speakers (name, organisation, topic).
import { loadProsePage } from '#lib/content/pages.ts'
import { loadVisitors } from '#lib/content/tables.ts'

export function data() {
  const { page } = loadProsePage('visitors')
  return { title: page.title, page, visitors: loadVisitors() }
}
export type Data = ReturnType<typeof data>

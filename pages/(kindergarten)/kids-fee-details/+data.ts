// https://vike.dev/data — Kindergarten Yearly Fees Details (spec §9 values, data/content/kids-fees.json).
import { loadProsePage } from '#lib/content/pages.ts'
import { loadKidsFees } from '#lib/content/tables.ts'

export function data() {
  const { page } = loadProsePage('kids-fee-details')
  return { title: page.title, page, fees: loadKidsFees() }
}
export type Data = ReturnType<typeof data>

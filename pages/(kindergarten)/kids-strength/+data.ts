// https://vike.dev/data — Kindergarten Students Strength (spec §9 values, data/content/kids-strength.json).
import { loadProsePage } from '#lib/content/pages.ts'
import { loadKidsStrength } from '#lib/content/tables.ts'

export function data() {
  const { page } = loadProsePage('kids-strength')
  return { title: page.title, page, strength: loadKidsStrength() }
}
export type Data = ReturnType<typeof data>

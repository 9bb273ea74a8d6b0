// https://vike.dev/data — the edition ids that have a reader (for the navigation-state redirect).
import { loadMagazines } from '#lib/magazine/load.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return { keys: loadMagazines().editions.map((e) => String(e.id)) }
}

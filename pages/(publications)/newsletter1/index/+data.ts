// https://vike.dev/data — the newsletter keys that have a reader (for the navigation-state redirect).
import { loadNewsletters } from '#lib/magazine/load.ts'

export type Data = ReturnType<typeof data>

export function data() {
  return { keys: loadNewsletters().map((n) => n.key) }
}

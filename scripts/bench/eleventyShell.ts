// The shell of the Eleventy baseline's pages (scripts/bench/eleventy.ts): the markup around a page's
// content, taken from one of our built pages, as an Eleventy layout would hold it. Our head names the
// page (its title, address, photo and date, in meta tags and JSON-LD), so the sample's own values are
// cut out and become slots the template fills for each page: every Eleventy page then carries its
// own head, as ours does, not the sample's.
import { escapeRegExp } from '#lib/format/regExp.ts'

/** A slot of the shell: the name of the value a page fills in. */
export interface Slot {
  slot: string
}

/** The text before and after a page's content, each cut into literal text and slots. */
export interface Shell {
  before: (string | Slot)[]
  after: (string | Slot)[]
}

/**
 * Cuts text at every occurrence of the samples' values (longest first, so a title that holds an id
 * stays one slot): `{ title: 'Garden Nature 10' }` turns each 'Garden Nature 10' into `{ slot: 'title' }`.
 * Empty values are no slot.
 */
export function slotted(text: string, samples: Record<string, string>): (string | Slot)[] {
  const entries = Object.entries(samples).filter(([, value]) => value !== '')
  if (entries.length === 0) return [text]
  const byValue = new Map(entries.map(([slot, value]) => [value, slot]))
  const values = [...byValue.keys()].sort((a, b) => b.length - a.length)
  const parts: (string | Slot)[] = []
  let last = 0
  for (const m of text.matchAll(new RegExp(values.map(escapeRegExp).join('|'), 'g'))) {
    if (m.index > last) parts.push(text.slice(last, m.index))
    parts.push({ slot: byValue.get(m[0])! })
    last = m.index + m[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/**
 * Our built page split around its content (`<div id="page-root">` to `</main>`), the sample's values
 * made slots. samples: the sample page's values as they appear in its markup (escaped as ours are).
 */
export function shellOf(page: string, samples: Record<string, string>): Shell {
  const start = page.indexOf('<div id="page-root">')
  const end = page.indexOf('</main>')
  if (start < 0 || end < start) throw new Error('eleventy baseline: no page root in the sample page')
  return { before: slotted(page.slice(0, start), samples), after: slotted(page.slice(end), samples) }
}

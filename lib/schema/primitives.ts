// Spec §3: shared field shapes. Liberal in what the API sends, strict in what we emit.
import { z } from 'zod'
import { parseApiDate } from '../format/parseApiDate.ts'
// Defined beside the URL helpers so browser code gets it without zod (issue 8).
import { isAllowedHref } from '../format/url.ts'

export { isAllowedHref }

/** A text field: numbers become strings, null/undefined become '', surrounding space is trimmed. */
export const text = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z.string().transform((s) => s.trim()),
)

/** A text field that must not be empty once trimmed. */
export const requiredText = text.pipe(z.string().min(1, 'is empty'))

/** 'Senior' | 'Junior' | 'Both', case-insensitive on input. */
export const schoolSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['senior', 'junior', 'both']).transform((s) => (s[0]!.toUpperCase() + s.slice(1)) as School),
)
export type School = 'Senior' | 'Junior' | 'Both'

/**
 * A date the API sends as an ISO date, an ISO date-time or DD-MM-YYYY. Emitted as a UTC ISO
 * instant (date-only values mean midnight in Asia/Kolkata). An unparseable value is kept as it
 * came (spec §5: displayed as 'Invalid Date') and reported by sync; an absent one becomes ''.
 */
export const apiDate = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.union([z.string(), z.number()]).transform((v) => {
    const raw = String(v).trim()
    if (raw === '') return ''
    return parseApiDate(raw) ?? raw
  }),
)

/** One attachment path: a string, or an object carrying it under path/url/filename/src. */
const attachmentPath = z.union([
  z.string(),
  z.object({ path: z.string() }).transform((o) => o.path),
  z.object({ url: z.string() }).transform((o) => o.url),
  z.object({ filename: z.string() }).transform((o) => o.filename),
  z.object({ src: z.string() }).transform((o) => o.src),
])

/** A list of attachment paths: a bare string becomes a one-item list; null becomes []. Empty entries are dropped. */
export const attachments = z.preprocess(
  (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(attachmentPath).transform((list) => list.map((s) => s.trim()).filter((s) => s.length > 0)),
)

/** A record id (Mongo-style _id); numbers become strings. */
export const idText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim())

/**
 * An id that names a folder of the built site (/SubGallery/{id}/): letters, digits, '-' and '_'
 * only, so no id can write outside its folder.
 */
export const pathSafeId = idText.pipe(
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"'),
)

/** A link from data: kept only when it is http(s), mailto or tel; anything else becomes ''. */
export const safeLink = text.transform((s) => (isAllowedHref(s) ? s : ''))

/** FNV-1a, for a stable id when the API sends none (so sync can tell "changed" from "added"). */
export function stableId(...parts: string[]): string {
  let h = 0x811c9dc5
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return 'h' + h.toString(16).padStart(8, '0')
}

// Spec §3: shared field shapes. Liberal in what the API sends, strict in what we emit.
import { z } from 'zod'
import { parseApiDate } from '../format/parseApiDate.ts'
// Defined beside the URL helpers so browser code gets it without zod (the form pages must not load zod classic just for this).
import { isAllowedHref } from '../format/url.ts'

export { isAllowedHref }

/** A text field: numbers become strings, null/undefined become '', surrounding space is trimmed. */
export const text = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z.string().transform((s) => s.trim()),
)

/** A text field that must not be empty once trimmed. */
export const requiredText = text.pipe(z.string().min(1, 'is empty'))

/**
 * 'Senior' | 'Junior' | 'Both', case-insensitive on input. Another non-empty value is kept as sent
 * (an open enum: the record is listed on no school's pages, reported by sync); a missing one fails.
 */
export const schools = ['Senior', 'Junior', 'Both'] as const
export const schoolSchema = openEnum(schools)
export type School = (typeof schools)[number]
/** What a record's school holds: one of the known three, or another value the API sent. */
export type SchoolValue = School | (string & {})

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

/**
 * What no id may hold: C0 controls (CR and LF among them), DEL, C1 controls and the line and paragraph
 * separators. An id reaches the build's and sync's logs and the data pull request's summary, and (as
 * its permalink id) calendar UIDs and feed ids: a line break lets the API add lines of its own there
 * (RFC 5545 §3.1: one property a line).
 */
// eslint-disable-next-line no-control-regex
export const ID_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/**
 * A record id (Mongo-style _id); numbers become strings. One holding a control character (ID_FORBIDDEN,
 * checked before trimming) fails: sync reports and leaves out the record, the build refuses a snapshot
 * holding it, as any invalid record.
 */
export const idText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .refine((s) => !ID_FORBIDDEN.test(s), 'holds a control character or line break')
    .trim(),
)

/**
 * An id that names a folder of the built site (/SubGallery/{id}/): letters, digits, '-' and '_'
 * only, so no id can write outside its folder.
 */
export const pathSafeId = idText.pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"'))

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

/**
 * Where a parsed record notes what it holds beyond what the site knows: extra fields and values of
 * open enums that are not among the known ones. Symbol keys and non-enumerable, so they are never
 * written to a snapshot or a page; sync reports them once per endpoint, the build strips the extras.
 */
export const UNKNOWN = Symbol('unknown parts')
export interface UnknownParts {
  /** Field names the schema does not know; kept in the record as they came. */
  extraFields: string[]
  /** Enum fields whose value is none of the known ones; kept as sent (trimmed). */
  unknownValues: { field: string; value: string }[]
}

/** The unknown parts a schema noted on a record, or undefined when it holds only known things. */
export function unknownParts(rec: unknown): UnknownParts | undefined {
  return rec !== null && typeof rec === 'object' ? (rec as { [UNKNOWN]?: UnknownParts })[UNKNOWN] : undefined
}

/**
 * An enum whose values the spec does not close (docs/data.md "Data the site does not know yet": a real
 * API sent media of category 'Media'). Known values are recognised in any spelling `canon` accepts; any other
 * non-empty text is kept trimmed (pages show what they know how to show); empty or non-text fails.
 */
export function openEnum<const V extends string>(
  known: readonly V[],
  canon: (raw: string) => V | undefined = (raw) => known.find((k) => k.toLowerCase() === raw.toLowerCase()),
) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .min(1, 'is empty')
      .transform((s): V | (string & {}) => canon(s) ?? s),
  )
}

/**
 * The database's own bookkeeping on every record (a version counter and timestamps that change on
 * every save): known, and left out of snapshots, so a re-save does not show as a data change.
 */
const DATABASE_BOOKKEEPING = ['__v', 'createdAt', 'updatedAt']

/**
 * An API record schema that keeps what it does not know (spec §3 leaves the API's shapes open):
 * `build` maps the known fields to the emitted record; fields outside `shape` are appended as they
 * came, and `enums` names the fields whose emitted value should be one of a known list. Both are
 * noted under UNKNOWN for sync's summary.
 */
export function openRecord<S extends z.ZodRawShape, O extends object>(
  shape: S,
  build: (r: z.output<z.ZodObject<S>>) => O,
  enums: Partial<Record<keyof O & string, readonly string[]>> = {},
) {
  const known = new Set([...Object.keys(shape), ...DATABASE_BOOKKEEPING])
  return z.looseObject(shape).transform((r): O => {
    const out = build(r as z.output<z.ZodObject<S>>) as O & Record<string, unknown>
    const extraFields = Object.keys(r).filter((k) => !known.has(k) && !(k in out))
    const unknownValues: UnknownParts['unknownValues'] = []
    for (const [field, values] of Object.entries(enums) as [string, readonly string[]][]) {
      const value = out[field]
      if (typeof value === 'string' && !values.includes(value)) unknownValues.push({ field, value })
    }
    if (extraFields.length === 0 && unknownValues.length === 0) return out
    const withExtras: Record<string, unknown> = { ...out }
    for (const k of extraFields) withExtras[k] = (r as Record<string, unknown>)[k]
    Object.defineProperty(withExtras, UNKNOWN, { value: { extraFields, unknownValues } satisfies UnknownParts, enumerable: false })
    return withExtras as O
  })
}

/** The record without the extra fields its schema noted (the build renders only known fields). */
export function withoutExtras<T extends object>(rec: T): T {
  const parts = unknownParts(rec)
  if (!parts || parts.extraFields.length === 0) return rec
  const copy = { ...rec } as Record<string, unknown>
  for (const k of parts.extraFields) delete copy[k]
  return copy as T
}

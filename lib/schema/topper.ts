// Spec §3 "Topper": name, class (X or XII), sessionYear (YYYY-YYYY), stream, division (marks), attachments (photo).
import { z } from 'zod'
import { attachments, openEnum, idText, openRecord, requiredText, stableId, text } from './primitives.ts'

/**
 * 'X' | 'XII'; the API may also say 10, '10th', 'x', 12, 'Class XII'. Another class is kept as sent
 * (an open enum; the topper pages show X and XII).
 */
const topperClass = z.preprocess(
  (v) => {
    const s = String(v ?? '')
      .trim()
      .toUpperCase()
      .replace(/^CLASS\s*/, '')
      .replace(/(TH)$/, '')
    if (s === '10' || s === 'X') return 'X'
    if (s === '12' || s === 'XII') return 'XII'
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : v
  },
  openEnum(['X', 'XII'] as const),
)

/** '2024-2025'; '2024-25' and '2024 - 2025' are read as the same session. */
const sessionYear = text.transform((s, ctx) => {
  const m = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(s)
  if (!m) {
    ctx.addIssue({ code: 'custom', message: 'must be a session like 2024-2025' })
    return z.NEVER
  }
  const start = Number(m[1])
  let end = Number(m[2])
  // Two digits name the year after start's century when needed: '1999-00' is 1999-2000.
  if (m[2]!.length === 2) {
    end += Math.floor(start / 100) * 100
    if (end <= start) end += 100
  }
  if (end <= start) {
    ctx.addIssue({ code: 'custom', message: 'must end after it starts, like 2024-2025' })
    return z.NEVER
  }
  return `${start}-${end}`
})

/**
 * Marks parsed from division: '96.4', '96.4%', ' 96 ' give 96.4/96; junk gives null (sorted last).
 * A digit glued to a letter is a grade, not marks: 'A1' gives null, not 1.
 */
export function parseMarks(division: string): number | null {
  const m = /(?<![A-Za-z\d.])\d+(?:\.\d+)?(?![A-Za-z])/.exec(division)
  if (!m) return null
  const n = Number(m[0])
  return Number.isFinite(n) ? n : null
}

export const topperSchema = openRecord(
  {
    _id: idText.optional(),
    name: requiredText,
    class: topperClass,
    sessionYear,
    stream: text.optional(),
    division: text.optional(),
    attachments: attachments.optional(),
  },
  (r) => ({
    _id: r._id || stableId(r.name, r.class, r.sessionYear),
    name: r.name,
    class: r.class,
    sessionYear: r.sessionYear,
    stream: r.stream ?? '',
    /** As the school typed it ('96.4%'); shown after 'Marks:'. */
    division: r.division ?? '',
    /** division as a number for sorting, null when it holds none. */
    marks: parseMarks(r.division ?? ''),
    /** The photo path is the first entry. */
    attachments: r.attachments ?? [],
  }),
  { class: ['X', 'XII'] },
)
export type Topper = z.output<typeof topperSchema>

// Spec §9 "Date formats" and §5 'Invalid Date': every date is shown in Asia/Kolkata, whatever the machine's zone.
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata'
export const INVALID_DATE = 'Invalid Date'
export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

export interface SchoolDateParts {
  year: number
  /** 1 to 12 */
  month: number
  day: number
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Asia/Kolkata minus UTC, in milliseconds (UTC+05:30 all year since 1945). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1)

/** Calendar day of an ISO instant in Asia/Kolkata, or null for '' and unparseable values. */
export function schoolDateParts(iso: string): SchoolDateParts | null {
  if (!iso) return null
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return null
  if (ms >= FIXED_OFFSET_SINCE) {
    // Asia/Kolkata has been UTC+05:30 all year since 1945; plain arithmetic is exact there and
    // ~50x faster than formatToParts, which a 10,000-album build called hundreds of thousands of times.
    const d = new Date(ms + IST_OFFSET_MS)
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
  }
  const parts = Object.fromEntries(partsFormatter.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** DD-MM-YYYY (galleries). */
export function formatDashed(iso: string): string {
  const p = schoolDateParts(iso)
  return p ? `${pad(p.day)}-${pad(p.month)}-${p.year}` : INVALID_DATE
}

/** DD.MM.YYYY (cards, social responsibility). */
export function formatDotted(iso: string): string {
  const p = schoolDateParts(iso)
  return p ? `${pad(p.day)}.${pad(p.month)}.${p.year}` : INVALID_DATE
}

/** en-GB as the sub-gallery shows it: DD/MM/YYYY. */
export function formatEnGb(iso: string): string {
  const p = schoolDateParts(iso)
  return p ? `${pad(p.day)}/${pad(p.month)}/${p.year}` : INVALID_DATE
}

// Made once: building an Intl.DateTimeFormat costs about 0.2 ms, once per page of thousands.
const LONG = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' })

/** '4 March 2026', for readable headings and cards. */
export function formatLong(iso: string): string {
  const ms = Date.parse(iso)
  if (!iso || Number.isNaN(ms)) return INVALID_DATE
  return LONG.format(ms)
}

/** YYYY-MM-DD in Asia/Kolkata, for <time datetime>; '' when unparseable. */
export function isoDay(iso: string): string {
  const p = schoolDateParts(iso)
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : ''
}

/** The year in Asia/Kolkata of a moment (the "current year" of spec §4). */
export function schoolYear(now: Date): number {
  return schoolDateParts(now.toISOString())!.year
}

// Spec §3/§5: API dates arrive as ISO dates, ISO date-times or DD-MM-YYYY; the school's zone is Asia/Kolkata.

/** Offset of Asia/Kolkata from UTC; India has had no daylight saving since 1945. */
export const IST_OFFSET = '+05:30'

/**
 * Parses an API date into a UTC ISO instant, or null when it is not a real date.
 * Date-only values (YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY) mean midnight in Asia/Kolkata.
 * Date-times without a zone are read as Asia/Kolkata too.
 */
export function parseApiDate(raw: string): string | null {
  const s = raw.trim()
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (m) return fromParts(+m[1]!, +m[2]!, +m[3]!, '00:00:00')
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s)
  if (m) return fromParts(+m[3]!, +m[2]!, +m[1]!, '00:00:00')
  m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(s)
  if (m) {
    const [, y, mo, d, time, zone] = m
    if (!isRealDay(+y!, +mo!, +d!)) return null
    const t = time!.length === 5 ? time + ':00' : time!
    const iso = `${y}-${mo}-${d}T${t}${zone ? normaliseZone(zone) : IST_OFFSET}`
    const ms = Date.parse(iso)
    return Number.isNaN(ms) ? null : new Date(ms).toISOString()
  }
  return null
}

function fromParts(y: number, mo: number, d: number, time: string): string | null {
  if (!isRealDay(y, mo, d)) return null
  const iso = `${String(y).padStart(4, '0')}-${pad(mo)}-${pad(d)}T${time}${IST_OFFSET}`
  return new Date(Date.parse(iso)).toISOString()
}

/** Rejects 31-02-2024 and friends, which Date.parse would roll over into March. */
function isRealDay(y: number, mo: number, d: number): boolean {
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate()
  return d <= daysInMonth
}

function normaliseZone(z: string): string {
  if (z.toUpperCase() === 'Z') return 'Z'
  return z.includes(':') ? z : `${z.slice(0, 3)}:${z.slice(3)}`
}

const pad = (n: number) => String(n).padStart(2, '0')

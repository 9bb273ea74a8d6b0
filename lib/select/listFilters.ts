// Spec §4 "News, events, gallery pages" and §5 "Filters and display": year, month and title filters,
// sort orders and the gallery's year rules. Pure; shared by the build (default view) and the browser.
import { schoolDateParts } from '../format/date.ts'

/** Calendar year and month (1 to 12) of an item's date in Asia/Kolkata; null when the date is absent or unparseable. */
export interface Dated {
  year: number | null
  month: number | null
}

export type YearChoice = number | 'All'
export type MonthChoice = number | 'All'

export interface ListFilter {
  year: YearChoice
  month: MonthChoice
  /** Title search text, as typed. */
  q: string
}

/** The Asia/Kolkata year and month of an ISO instant, for filtering. */
export function datePartsOf(iso: string): Dated {
  const p = schoolDateParts(iso)
  return p ? { year: p.year, month: p.month } : { year: null, month: null }
}

/** Spec §5: case-insensitive substring match on the title (toppers: on the name). Blank search matches all. */
export function matchesText(text: string, q: string): boolean {
  const needle = q.trim().toLowerCase()
  return needle === '' || text.toLowerCase().includes(needle)
}

/** Spec §4: year (All = every year), month (All = every month) and title search, applied together. */
export function filterList<T extends Dated & { title: string }>(items: readonly T[], f: ListFilter): T[] {
  return items.filter(
    (i) => (f.year === 'All' || i.year === f.year) && (f.month === 'All' || i.month === f.month) && matchesText(i.title, f.q),
  )
}

/** Years present in the items, descending (spec §4 "years descending"). */
export function yearsOf(items: readonly Dated[]): number[] {
  return [...new Set(items.map((i) => i.year).filter((y): y is number => y !== null))].sort((a, b) => b - a)
}

/** Months present in the items, ascending Jan to Dec (spec §4 "months ascending"). */
export function monthsOf(items: readonly Dated[]): number[] {
  return [...new Set(items.map((i) => i.month).filter((m): m is number => m !== null))].sort((a, b) => a - b)
}

/**
 * Year options of /news, /events, /gallery: the years found plus the current year (and any other
 * year the select must be able to show, such as the visitor's), descending. 'All' is not a year.
 */
export function yearOptions(items: readonly Dated[], ...extra: YearChoice[]): number[] {
  const more = extra.filter((y): y is number => y !== 'All')
  return [...new Set([...more, ...yearsOf(items)])].sort((a, b) => b - a)
}

/** Newest first by date (spec §4 "albums sorted newest first"); undated and unparseable items go last. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  const ms = (i: T) => {
    const t = Date.parse(i.date)
    return Number.isNaN(t) ? -Infinity : t
  }
  return [...items].sort((a, b) => ms(b) - ms(a))
}

/** Spec §4: the gallery's year once data is there is the latest year with data (the current year when there is none). */
export function galleryDefaultYear(items: readonly Dated[], currentYear: number): number {
  return yearsOf(items)[0] ?? currentYear
}

/**
 * Spec §4: when the chosen year has no albums the gallery falls back to the previous year (one step,
 * and only if that year has albums); the year select moves with it. 'All' is kept.
 */
export function galleryEffectiveYear(items: readonly Dated[], chosen: YearChoice): YearChoice {
  if (chosen === 'All') return chosen
  const has = (y: number) => items.some((i) => i.year === y)
  return has(chosen) || !has(chosen - 1) ? chosen : chosen - 1
}

/** Reads `?year=2025&month=3&q=…` over the given defaults; invalid values keep the default. */
export function parseListQuery(search: string, defaults: ListFilter): ListFilter {
  const p = new URLSearchParams(search)
  return {
    year: parseChoice(p.get('year'), defaults.year, (n) => n >= 1900 && n <= 2999),
    month: parseChoice(p.get('month'), defaults.month, (n) => n >= 1 && n <= 12),
    q: p.get('q') ?? defaults.q,
  }
}

/** Writes the filter as a query string (`?year=2025&month=3&q=day`): year always, month and q when set. */
export function toListQuery(f: ListFilter): string {
  const p = new URLSearchParams()
  p.set('year', String(f.year))
  if (f.month !== 'All') p.set('month', String(f.month))
  if (f.q !== '') p.set('q', f.q)
  return '?' + p.toString()
}

function parseChoice(raw: string | null, fallback: YearChoice, ok: (n: number) => boolean): YearChoice {
  if (raw === null) return fallback
  if (raw.toLowerCase() === 'all') return 'All'
  const n = Number(raw)
  return Number.isInteger(n) && ok(n) ? n : fallback
}

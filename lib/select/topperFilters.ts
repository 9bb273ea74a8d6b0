// Spec §4 "Topper pages" and §5 "Topper year filter": session ('All' or equal) and name search, sorted by marks.
import type { Topper } from '../schema/topper.ts'
import { matchesText } from './listFilters.ts'
import { sessionEnding, sortByMarks } from './toppers.ts'

export const ALL_SESSIONS = 'All'

export interface TopperFilter {
  /** 'All' or a session such as '2025-2026'. */
  session: string
  q: string
}

/** Toppers of the chosen session ('All' = every session) whose name contains q, highest marks first. */
export function filterToppers<T extends Pick<Topper, 'name' | 'sessionYear' | 'marks'>>(toppers: readonly T[], f: TopperFilter): T[] {
  return sortByMarks(toppers.filter((t) => (f.session === ALL_SESSIONS || t.sessionYear === f.session) && matchesText(t.name, f.q)))
}

/** Reads `?session=2024-2025&q=…`; a session outside the options keeps the default. */
export function parseTopperQuery(search: string, defaults: TopperFilter, sessions: readonly string[]): TopperFilter {
  const p = new URLSearchParams(search)
  const s = p.get('session')
  return {
    session: s !== null && (s === ALL_SESSIONS || sessions.includes(s)) ? s : defaults.session,
    q: p.get('q') ?? defaults.q,
  }
}

export function toTopperQuery(f: TopperFilter): string {
  const p = new URLSearchParams({ session: f.session })
  if (f.q !== '') p.set('q', f.q)
  return '?' + p.toString()
}

/**
 * The same rule as initialTopperSession (lib/select/toppers.ts) on the page's trimmed entries, for the
 * browser, where "current year" is the visitor's: (Y-1)-Y if present, else (Y-2)-(Y-1).
 */
export function initialSessionOf(entries: readonly { sessionYear: string }[], currentYear: number): string {
  const current = sessionEnding(currentYear)
  return entries.some((t) => t.sessionYear === current) ? current : sessionEnding(currentYear - 1)
}

/** Dropdown options after 'All': the sessions found, plus the initial one even when it is empty. */
export function sessionOptions(sessions: readonly string[], initial: string): string[] {
  return [...new Set([...sessions, initial])].sort().reverse()
}

// Spec §4 "Home toppers" and "Topper pages": session (Y-1)-Y, falling back to (Y-2)-(Y-1); sorted by marks.
import type { Topper } from '../schema/topper.ts'

/** The session label ending in `year`: sessionEnding(2026) = '2025-2026'. */
export const sessionEnding = (year: number) => `${year - 1}-${year}`

/**
 * The session a topper list opens on: (Y-1)-Y when the class has toppers in it, otherwise
 * (Y-2)-(Y-1) (spec §4; the dropdown moves to it too). Y is the current year in Asia/Kolkata.
 */
export function initialTopperSession(toppers: readonly Topper[], cls: Topper['class'], currentYear: number): string {
  const current = sessionEnding(currentYear)
  return toppers.some((t) => t.class === cls && t.sessionYear === current) ? current : sessionEnding(currentYear - 1)
}

/** Highest marks first; toppers whose division holds no number go last, then by name for a stable order. */
export function sortByMarks<T extends Pick<Topper, 'marks' | 'name'>>(toppers: readonly T[]): T[] {
  return [...toppers].sort((a, b) => (b.marks ?? -Infinity) - (a.marks ?? -Infinity) || a.name.localeCompare(b.name))
}

/** Sessions present for a class, newest first (the dropdown's options after 'All'). */
export function sessionsOf(toppers: readonly Topper[], cls: Topper['class']): string[] {
  return [...new Set(toppers.filter((t) => t.class === cls).map((t) => t.sessionYear))].sort().reverse()
}

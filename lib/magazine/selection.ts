// Spec §2: /magazine1 and /newsletter1 are opened with navigation state (`magazine` set to an
// edition id, `newsletter` set to 'news1'). Pure, so the browser script and the tests share it.

export type SelectionParam = 'magazine' | 'newsletter'

/**
 * The edition asked for, from (in order) `history.state[param]`, React Router's
 * `history.state.usr[param]` (how the original site stored it) or the query `?{param}=`.
 * Returns null when none is given.
 */
export function requestedBook(state: unknown, search: string, param: SelectionParam): string | null {
  const fromState = (s: unknown): string | null => {
    if (!s || typeof s !== 'object') return null
    const v = (s as Record<string, unknown>)[param]
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() || null : null
  }
  return (
    fromState(state) ??
    fromState((state as { usr?: unknown } | null | undefined)?.usr) ??
    (new URLSearchParams(search).get(param)?.trim() || null)
  )
}

/** Where the reader of a book lives: /magazine1/5/, /newsletter1/news1/. */
export function readerPath(param: SelectionParam, key: string): string {
  return `/${param}1/${encodeURIComponent(key)}/`
}

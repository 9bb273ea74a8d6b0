// Honest outcomes (docs/differences.md, Forms): the long forms keep a draft of typed TEXT in localStorage (never files),
// restored on return and cleared after a successful submission. A draft holds a name, phones and an address on what may
// be a shared computer (SECURITY.md, boundary 4), so it is dated: one last saved more than DRAFT_MAX_AGE_MS ago, or
// with no date at all, is deleted instead of restored, and the visitor can discard a restored one at once.
/** The slice of Storage the helpers need (tests pass a Map-backed fake). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const draftKey = (form: string) => `ncsr:draft:${form}`

/** A week: long enough to come back to a long form, short enough not to keep a stranger's answers for good. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

function storageOrNull(storage?: DraftStorage): DraftStorage | null {
  if (storage) return storage
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage disabled (privacy mode): drafts are a convenience, never an error
  }
}

/** Saves the text values with the time of saving; a full or disabled storage is ignored. */
export function saveDraft(form: string, values: unknown, storage?: DraftStorage, now = Date.now()): void {
  try {
    storageOrNull(storage)?.setItem(draftKey(form), JSON.stringify({ savedAt: now, values }))
  } catch {
    // quota exceeded or storage disabled
  }
}

/**
 * The saved draft merged over `empty`, or undefined when there is none. A draft saved more than a
 * week from `now` (either way: a clock set back counts too) or without a date is deleted. Only keys
 * of `empty` with the same kind of value survive (strings, and lists of rows of strings with the
 * template's keys), so an old or tampered draft cannot inject anything else.
 */
export function loadDraft<T extends Record<string, unknown>>(
  form: string,
  empty: T,
  storage?: DraftStorage,
  now = Date.now(),
): T | undefined {
  let parsed: unknown
  try {
    const raw = storageOrNull(storage)?.getItem(draftKey(form))
    if (!raw) return undefined
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  const { savedAt, values } = (parsed && typeof parsed === 'object' ? parsed : {}) as { savedAt?: unknown; values?: unknown }
  if (typeof savedAt !== 'number' || !(Math.abs(now - savedAt) <= DRAFT_MAX_AGE_MS)) {
    clearDraft(form, storage)
    return undefined
  }
  if (!values || typeof values !== 'object') return undefined
  const out: Record<string, unknown> = { ...empty }
  for (const [k, v] of Object.entries(empty)) {
    const saved = (values as Record<string, unknown>)[k]
    if (typeof v === 'string' && typeof saved === 'string') out[k] = saved
    else if (Array.isArray(v) && Array.isArray(saved) && saved.length > 0) out[k] = sanitiseRows(saved, v[0])
  }
  return out as T
}

function sanitiseRows(rows: unknown[], template: unknown): Record<string, string>[] {
  const keys = template && typeof template === 'object' ? Object.keys(template) : []
  return rows.map((r) => {
    const row = r && typeof r === 'object' ? (r as Record<string, unknown>) : {}
    return Object.fromEntries(keys.map((key) => [key, typeof row[key] === 'string' ? (row[key] as string) : '']))
  })
}

export function clearDraft(form: string, storage?: DraftStorage): void {
  try {
    storageOrNull(storage)?.removeItem(draftKey(form))
  } catch {
    // ignore
  }
}

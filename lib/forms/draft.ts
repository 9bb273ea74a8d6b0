// Honest outcomes (docs/differences.md, Forms): the long forms keep a draft of typed TEXT in localStorage (never files),
// restored on return and cleared after a successful submission.
/** The slice of Storage the helpers need (tests pass a Map-backed fake). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const draftKey = (form: string) => `ncsr:draft:${form}`

function storageOrNull(storage?: DraftStorage): DraftStorage | null {
  if (storage) return storage
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage disabled (privacy mode): drafts are a convenience, never an error
  }
}

/** Saves the text values; a full or disabled storage is ignored. */
export function saveDraft(form: string, values: unknown, storage?: DraftStorage): void {
  try {
    storageOrNull(storage)?.setItem(draftKey(form), JSON.stringify(values))
  } catch {
    // quota exceeded or storage disabled
  }
}

/**
 * The saved draft merged over `empty`, or undefined when there is none. Only keys of `empty` with
 * the same kind of value survive (strings, and lists of rows of strings with the template's keys),
 * so an old or tampered draft cannot inject anything else.
 */
export function loadDraft<T extends Record<string, unknown>>(form: string, empty: T, storage?: DraftStorage): T | undefined {
  let parsed: unknown
  try {
    const raw = storageOrNull(storage)?.getItem(draftKey(form))
    if (!raw) return undefined
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (!parsed || typeof parsed !== 'object') return undefined
  const out: Record<string, unknown> = { ...empty }
  for (const [k, v] of Object.entries(empty)) {
    const saved = (parsed as Record<string, unknown>)[k]
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

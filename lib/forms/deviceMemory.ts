// What the home page's dialogs remember on the device (lib/forms/autoOpen.ts says what it means).
// Storage can be missing or refuse (privacy mode, cookies blocked: reading `localStorage` itself
// throws; a full quota: setItem throws): then nothing is remembered and nothing throws, so the
// dialogs open as the spec has them (§2 Home). Tests pass a Map-backed stand-in.

/** The slice of Storage these helpers use. */
export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem'>

/** 'device' is localStorage (kept across visits), 'session' sessionStorage (this browsing session). */
export type MemoryArea = 'device' | 'session'

function storageOf(area: MemoryArea): MemoryStorage | null {
  try {
    if (area === 'device') return typeof localStorage === 'undefined' ? null : localStorage
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** The stored value, or null when there is none or storage is unavailable. */
export function recall(area: MemoryArea, key: string, storage: MemoryStorage | null = storageOf(area)): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores the value; a full or unavailable storage is ignored (the dialogs then behave as the spec's). */
export function remember(area: MemoryArea, key: string, value: string, storage: MemoryStorage | null = storageOf(area)): void {
  try {
    storage?.setItem(key, value)
  } catch {
    // quota exceeded or storage disabled
  }
}

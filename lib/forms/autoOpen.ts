// Which of the home page's two dialogs open by themselves (docs/differences.md, "Home page and footer").
// The spec (§2 Home, §4 admission popup) opens both on every load; here the notifications open only
// while the page has one this device has not shown yet, and the admission enquiry at most once a
// browsing session and never once this device sent it. Both stay reachable from their buttons and
// the menu whatever this says. Pure: the stored values come in as the raw strings the storage holds
// (null: absent, or storage unavailable, which therefore behaves as the spec does);
// lib/forms/deviceMemory.ts reads and writes them. The inline script that opens the notifications
// before hydration (lib/security/inlineScripts.ts, openNotificationsEarly) applies
// opensNotifications written out in ES5; tests/unit/security/inlineScripts.test.ts runs it against it.

/** localStorage: a JSON list of the notification ids shown on this device, newest first. */
export const SEEN_NOTIFICATIONS_KEY = 'ncsr:seen-notifications'
/** sessionStorage: set once the admission enquiry has been shown in this browsing session. */
export const ENQUIRY_SHOWN_KEY = 'ncsr:admission-enquiry-shown'
/** localStorage: set once the API confirmed an enquiry sent from this device. */
export const ENQUIRY_SENT_KEY = 'ncsr:admission-enquiry-sent'
/** The address that asks for the enquiry: the 'Student Admission' menu item's `/#admission-enquiry`. */
export const ENQUIRY_HASH = '#admission-enquiry'
/** How many seen ids are kept: far more than the school ever shows at once, and a few hundred bytes. */
export const SEEN_CAP = 50

/** The ids a stored value lists; anything unreadable lists none (so the notifications show). */
export function seenIds(stored: string | null): string[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/**
 * The notifications open by themselves when the page has one whose id this device has not shown,
 * unless the visitor came for the enquiry (`hash` is ENQUIRY_HASH): then the enquiry alone opens,
 * and the notices, still unseen, wait for the next load.
 */
export function opensNotifications(pageIds: readonly string[], seen: string | null, hash: string): boolean {
  if (hash === ENQUIRY_HASH) return false
  const known = new Set(seenIds(seen))
  return pageIds.some((id) => !known.has(id))
}

/** The enquiry opens by itself unless it was shown this session or sent from this device. */
export function opensEnquiry(shownThisSession: string | null, sent: string | null): boolean {
  return shownThisSession === null && sent === null
}

/**
 * The stored value once `pageIds` have been shown: those ids first, then the ones seen before, at
 * most SEEN_CAP (older ids, of notices the school has taken down, fall off the end). Every id on
 * the page is kept even past the cap, or the dialog would open again on the next load.
 */
export function withSeen(stored: string | null, pageIds: readonly string[]): string {
  const shown = [...new Set(pageIds)]
  const older = seenIds(stored).filter((id) => !shown.includes(id))
  return JSON.stringify([...shown, ...older].slice(0, Math.max(SEEN_CAP, shown.length)))
}

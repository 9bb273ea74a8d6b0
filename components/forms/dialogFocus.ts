// Focus around the home page's two modal dialogs, the notification popup and the admission enquiry
// (spec §2 Home: they keep focus inside and close on Escape; docs/hardening.md, keyboard walk).

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside an open modal dialog: from its last control to its first, and Shift+Tab the other
 * way (the browser would otherwise step out of the page to its own toolbar). Returns its removal.
 */
export function keepTabInside(dialog: HTMLDialogElement): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return
    const f = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0)
    const first = f[0]
    const last = f[f.length - 1]
    if (!first || !last) return
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }
  dialog.addEventListener('keydown', onKey)
  return () => dialog.removeEventListener('keydown', onKey)
}

/**
 * Where focus goes when a dialog closes: back to the control that opened it or, after a dialog that
 * opened by itself as the page loaded, to the top of the page as on arrival, so the next Tab reaches
 * the skip link. Left alone, the browser goes on from the dialog's place in the page: the admission
 * enquiry is the home page's last element, and the next Tab jumped to the footer.
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (opener && opener !== document.body && opener.isConnected) {
    opener.focus()
    return
  }
  const body = document.body
  body.tabIndex = -1
  body.focus({ preventScroll: true })
  body.removeAttribute('tabindex')
}

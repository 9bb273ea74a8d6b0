// Spec §2 Home: the notification popup and the admission enquiry popup both open on load; we show
// them one after the other (notifications first), never two dialogs at once.
// Usage: `requestDialog({ id, priority, open })` on mount; call `dialogClosed(id)` when it closes.
// Lower priority numbers open first. Requests made during the same page load are collected for one
// macrotask before the first opens, so the order does not depend on which effect ran first.
// One instance per page in the browser: each dialog's island queues here, so the client build keeps
// this module in one chunk (scripts/vite/singleInstance.ts).

export const DIALOG_PRIORITY = { notifications: 0, admission: 10 } as const

export interface DialogRequest {
  id: string
  priority: number
  /** Shows the dialog (e.g. calls dialog.showModal()). */
  open: () => void
}

export interface DialogQueue {
  /** Asks to show a dialog when no other is open. A repeated request for the same id is ignored. */
  requestDialog(req: DialogRequest): void
  /** Reports that a dialog closed, letting the next one open. */
  dialogClosed(id: string): void
  /** The id of the dialog now showing, if any. */
  current(): string | null
}

/** A queue of its own: the page has one (below); a test makes a fresh one for each case. */
export function createDialogQueue(): DialogQueue {
  let pending: DialogRequest[] = []
  let current: string | null = null
  let scheduled = false

  function next() {
    scheduled = false
    if (current || pending.length === 0) return
    pending.sort((a, b) => a.priority - b.priority)
    const req = pending.shift()!
    current = req.id
    req.open()
  }
  function schedule() {
    if (scheduled) return
    scheduled = true
    setTimeout(next, 0)
  }
  return {
    requestDialog(req) {
      if (current === req.id || pending.some((p) => p.id === req.id)) return
      pending.push(req)
      schedule()
    },
    dialogClosed(id) {
      pending = pending.filter((p) => p.id !== id)
      if (current === id) current = null
      schedule()
    },
    current: () => current,
  }
}

/** The page's queue, which every dialog island shares. */
export const { requestDialog, dialogClosed } = createDialogQueue()

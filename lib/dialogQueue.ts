// Spec §2 Home: the notification popup and the admission enquiry popup both open on load; only one
// dialog shows at a time, notifications first. TEMPORARY twin of issue 5's lib/forms/dialogQueue.ts
// (same API, same priorities): when both are on main, import that module instead and delete this
// file, or the two popups will each think the screen is free.
export const DIALOG_PRIORITY = { notifications: 0, admission: 10 } as const

interface DialogRequest {
  id: string
  /** Lower numbers open first. */
  priority: number
  open: () => void
}

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
  // Requests from the same page load are collected for one macrotask, so effect order does not matter.
  setTimeout(next, 0)
}

/** Asks to show a dialog when no other is open. A repeated request for the same id is ignored. */
export function requestDialog(req: DialogRequest): void {
  if (current === req.id || pending.some((p) => p.id === req.id)) return
  pending.push(req)
  schedule()
}

/** Reports that a dialog closed, letting the next one open. */
export function dialogClosed(id: string): void {
  pending = pending.filter((p) => p.id !== id)
  if (current === id) current = null
  schedule()
}

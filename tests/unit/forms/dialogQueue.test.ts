import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDialogQueue, DIALOG_PRIORITY } from '#lib/forms/dialogQueue.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('dialogQueue: one dialog at a time, notifications first', () => {
  it('opens the notification popup before the admission enquiry whatever the request order', () => {
    vi.useFakeTimers()
    const { requestDialog, dialogClosed, current: currentDialog } = createDialogQueue()
    const opened: string[] = []
    requestDialog({ id: 'admission', priority: DIALOG_PRIORITY.admission, open: () => opened.push('admission') })
    requestDialog({ id: 'notifications', priority: DIALOG_PRIORITY.notifications, open: () => opened.push('notifications') })
    vi.runAllTimers()
    expect(opened).toEqual(['notifications'])
    expect(currentDialog()).toBe('notifications')
    dialogClosed('notifications')
    vi.runAllTimers()
    expect(opened).toEqual(['notifications', 'admission'])
    dialogClosed('admission')
    vi.runAllTimers()
    expect(currentDialog()).toBeNull()
  })
  it('ignores a second request for a dialog already open or waiting', () => {
    vi.useFakeTimers()
    const { requestDialog } = createDialogQueue()
    const open = vi.fn()
    requestDialog({ id: 'admission', priority: 10, open })
    requestDialog({ id: 'admission', priority: 10, open })
    vi.runAllTimers()
    requestDialog({ id: 'admission', priority: 10, open })
    vi.runAllTimers()
    expect(open).toHaveBeenCalledTimes(1)
  })
})

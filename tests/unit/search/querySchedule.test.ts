import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQuerySchedule } from '#lib/search/querySchedule.ts'

describe('createQuerySchedule', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends a query once typing pauses, not per keystroke', () => {
    const sent: [number, string][] = []
    const s = createQuerySchedule((seq, q) => sent.push([seq, q]), 100)
    for (const q of ['s', 'sp', 'spo', 'spor']) {
      s.input(q)
      vi.advanceTimersByTime(60)
    }
    expect(sent).toEqual([])
    vi.advanceTimersByTime(40)
    expect(sent).toEqual([[1, 'spor']])
  })

  it('sends Enter at once, dropping the pending keystroke, and does not resend the same text', () => {
    const sent: [number, string][] = []
    const s = createQuerySchedule((seq, q) => sent.push([seq, q]), 100)
    s.input('sports')
    s.now('sports')
    vi.advanceTimersByTime(500)
    expect(sent).toEqual([[1, 'sports']])
    s.input('sportz')
    s.input('sports') // typed and taken back within the pause
    vi.advanceTimersByTime(100)
    expect(sent).toEqual([[1, 'sports']])
  })

  it('numbers queries so only answers to the latest are current', () => {
    const s = createQuerySchedule(() => {}, 100)
    s.now('annual')
    expect(s.isCurrent(1)).toBe(true)
    s.input('annual sports')
    vi.advanceTimersByTime(100)
    expect(s.isCurrent(1)).toBe(false)
    expect(s.isCurrent(2)).toBe(true)
  })

  it('cancel drops a pending keystroke', () => {
    const send = vi.fn()
    const s = createQuerySchedule(send, 100)
    s.input('x')
    s.cancel()
    vi.advanceTimersByTime(1000)
    expect(send).not.toHaveBeenCalled()
  })
})

// The page side of search as you type: a keystroke is sent once typing pauses (so a fast typist
// does not queue a search per letter), Enter and a ?q= address are sent at once, and every query
// sent gets a number so answers to an older query are recognised and dropped.

/** Pause in typing after which the query is sent. */
export const TYPING_PAUSE_MS = 100

export interface Timers {
  set: (fn: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

export interface QuerySchedule {
  /** A keystroke: sends q once no other keystroke came for the pause. */
  input(q: string): void
  /** Sends q now (Enter, or a query in the address); a pending keystroke is dropped. */
  now(q: string): void
  /** Whether an answer to `seq` belongs to the latest query sent. */
  isCurrent(seq: number): boolean
  /** Drops a pending keystroke (the page is going away). */
  cancel(): void
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

export function createQuerySchedule(
  send: (seq: number, q: string) => void,
  pauseMs = TYPING_PAUSE_MS,
  timers: Timers = realTimers,
): QuerySchedule {
  let seq = 0
  let timer: unknown = null
  let lastSent: string | null = null
  const stop = () => {
    if (timer !== null) timers.clear(timer)
    timer = null
  }
  const sendNow = (q: string) => {
    stop()
    // The same text again (Enter right after the pause) would only restart the same search.
    if (q === lastSent) return
    lastSent = q
    send(++seq, q)
  }
  return {
    input(q) {
      stop()
      timer = timers.set(() => {
        timer = null
        sendNow(q)
      }, pauseMs)
    },
    now: sendNow,
    isCurrent: (s) => s === seq,
    cancel: stop,
  }
}

// Retries with exponential backoff on network errors, timeouts and 5xx; honours 429 Retry-After up to a cap.
import { EndpointFailure } from './errors.ts'
import { fetchBody, TransientFailure, type FetchFn } from './fetchBody.ts'

export interface RetryDeps {
  fetch: FetchFn
  sleep: (ms: number) => Promise<void>
  /** Milliseconds since the epoch; reads HTTP-date Retry-After values. */
  now: () => number
}

export interface RetryOptions {
  headers: Record<string, string>
  timeoutMs: number
  retries: number
  backoffMs: number
  retryAfterCapMs: number
  maxBytes: number
}

export interface FetchOutcome {
  text: string
  attempts: number
}

export async function fetchWithRetry(url: string, deps: RetryDeps, opts: RetryOptions): Promise<FetchOutcome> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt > opts.retries
    let wait = opts.backoffMs * 2 ** (attempt - 1)
    let reason: string
    try {
      const answer = await fetchBody(deps.fetch, url, opts.headers, opts.timeoutMs, opts.maxBytes)
      if (answer.status >= 200 && answer.status < 300) return { text: answer.text, attempts: attempt }
      reason = `HTTP ${answer.status}`
      if (answer.status === 429) wait = Math.min(retryAfterMs(answer.retryAfter, deps.now()) ?? wait, opts.retryAfterCapMs)
      else if (answer.status < 500) throw new EndpointFailure(reason)
    } catch (e) {
      if (!(e instanceof TransientFailure)) throw e
      reason = e.message
    }
    if (last) throw new EndpointFailure(`${reason} after ${attempt} attempt${attempt === 1 ? '' : 's'}`)
    await deps.sleep(wait)
  }
}

/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, nowMs: number): number | null {
  if (!value) return null
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v) * 1000
  const at = Date.parse(v)
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs)
}

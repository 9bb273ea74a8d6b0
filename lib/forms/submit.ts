// Honest outcomes (docs/differences.md, Forms): success only after the request succeeded. no-cors endpoints (spec §7, the
// external scripts): success iff fetch resolved (the request was delivered; the answer is opaque).
// CORS endpoints (the school's API): success iff response.ok.

export type SubmitFailure = 'not-configured' | 'network' | 'http' | 'timeout'

export type SubmitOutcome<T = unknown> = { ok: true; body?: T } | { ok: false; reason: SubmitFailure; status?: number }

export interface SubmitRequest {
  /** Endpoint URL; '' when the build had none configured. */
  url: string
  body: unknown
  /** 'no-cors': the browser sends only CORS-safelisted headers, so the JSON goes as text/plain. */
  mode: 'no-cors' | 'cors'
  /** Bearer token for the school's API ('' sends no Authorization header). */
  token?: string
  /** Give up after this long (default 30 s). */
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/** Posts JSON and reports what really happened. Never throws. */
export async function submitJson<T = unknown>(req: SubmitRequest): Promise<SubmitOutcome<T>> {
  if (!req.url) return { ok: false, reason: 'not-configured' }
  const doFetch = req.fetchImpl ?? fetch
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, req.timeoutMs ?? 30_000)
  try {
    const headers: Record<string, string> =
      req.mode === 'no-cors' ? { 'Content-Type': 'text/plain;charset=utf-8' } : { 'Content-Type': 'application/json' }
    if (req.mode === 'cors' && req.token) headers.Authorization = `Bearer ${req.token}`
    const res = await doFetch(req.url, {
      method: 'POST',
      mode: req.mode,
      headers,
      body: JSON.stringify(req.body),
      signal: controller.signal,
    })
    if (req.mode === 'no-cors') return { ok: true }
    if (!res.ok) return { ok: false, reason: 'http', status: res.status }
    const body = (await res.json().catch(() => undefined)) as T | undefined
    return { ok: true, body }
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' }
  } finally {
    clearTimeout(timer)
  }
}

/** Contact details for failure messages. */
export interface SchoolContact {
  phone: string
  email: string
}

/** What a failed submission tells the visitor: what happened, that nothing was lost, what to do. */
export function failureMessage(outcome: { reason: SubmitFailure; status?: number }, school: SchoolContact): string {
  const reach = `call the school office on ${school.phone} or email ${school.email}`
  switch (outcome.reason) {
    case 'not-configured':
      return `Online submission is not available at the moment. Your answers are still in the form. Please ${reach}.`
    case 'http':
      return `Your form was not sent: the server answered with an error (${outcome.status ?? 'unknown'}). Your answers are still in the form. Please try again in a few minutes, or ${reach}.`
    case 'timeout':
      return `Your form was not sent: the server took too long to answer. Your answers are still in the form. Please try again, or ${reach}.`
    case 'network':
      return `Your form was not sent: the connection failed. Your answers are still in the form. Check your internet connection and try again, or ${reach}.`
  }
}

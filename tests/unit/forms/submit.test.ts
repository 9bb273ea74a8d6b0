import { describe, expect, it, vi } from 'vitest'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'

const school = { phone: '+91 281 000 0001', email: 'office@example.org' }
const fakeFetch = (impl: (url: string, init: RequestInit) => Promise<Response>) =>
  vi.fn(impl) as unknown as typeof fetch & ReturnType<typeof vi.fn>

describe('submitJson: honest outcomes', () => {
  it('no-cors: success when fetch resolves (opaque), JSON sent as text/plain, no Authorization', async () => {
    const f = fakeFetch(async () => new Response(null, { status: 200 }))
    expect(await submitJson({ url: 'https://x/external', mode: 'no-cors', body: { a: 1 }, token: 't', fetchImpl: f })).toEqual({ ok: true })
    const init = f.mock.calls[0]![1] as RequestInit
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', body: '{"a":1}' })
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain;charset=utf-8' })
  })
  it('no-cors: a network failure is a failure', async () => {
    const f = fakeFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await submitJson({ url: 'https://x', mode: 'no-cors', body: {}, fetchImpl: f })).toEqual({ ok: false, reason: 'network' })
  })
  it('cors: success only when response.ok, with the bearer token and the parsed body', async () => {
    const ok = fakeFetch(async () => Response.json({ data: 'tc/a.jpg' }))
    expect(await submitJson({ url: 'https://x/api', mode: 'cors', token: 'tok', body: {}, fetchImpl: ok })).toEqual({
      ok: true,
      body: { data: 'tc/a.jpg' },
    })
    expect((ok.mock.calls[0]![1] as RequestInit).headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' })
    const bad = fakeFetch(async () => new Response('oops', { status: 500 }))
    expect(await submitJson({ url: 'https://x/api', mode: 'cors', body: {}, fetchImpl: bad })).toEqual({
      ok: false,
      reason: 'http',
      status: 500,
    })
  })
  it('an endpoint that is not configured never pretends to succeed', async () => {
    const f = fakeFetch(async () => new Response())
    expect(await submitJson({ url: '', mode: 'no-cors', body: {}, fetchImpl: f })).toEqual({ ok: false, reason: 'not-configured' })
    expect(f).not.toHaveBeenCalled()
  })
  it('gives up after the timeout', async () => {
    const f = fakeFetch(
      (_u, init) =>
        new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    )
    expect(await submitJson({ url: 'https://x', mode: 'cors', body: {}, timeoutMs: 20, fetchImpl: f })).toEqual({
      ok: false,
      reason: 'timeout',
    })
  })
  it('failure messages say what happened, that answers are kept, and how to reach the school', () => {
    for (const reason of ['not-configured', 'network', 'http', 'timeout'] as const) {
      const text = failureMessage({ reason, status: 500 }, school)
      expect(text).toContain('still in the form')
      expect(text).toContain(school.phone)
      expect(text).toContain(school.email)
    }
    expect(failureMessage({ reason: 'not-configured' }, school)).toMatch(/^Online submission is not available/)
  })
})

// One GET with a timeout (AbortController) and a body size limit; no retries here (see fetchWithRetry.ts).
// Redirects are followed only within the API's origin (fetchWithinOrigins): the answer of an endpoint
// that needs the sync token must not send sync, token and all, to another host.
import { fetchWithinOrigins, RedirectRefused } from '../lib/fetchWithinOrigins.ts'
import { EndpointFailure } from './errors.ts'

export type FetchFn = typeof fetch

export interface HttpAnswer {
  status: number
  retryAfter: string | null
  text: string
}

/** Raised for failures worth retrying: network errors and timeouts. */
export class TransientFailure extends EndpointFailure {
  override name = 'TransientFailure'
}

export async function fetchBody(
  fetch: FetchFn,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  maxBytes: number,
): Promise<HttpAnswer> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetchWithinOrigins(fetch, url, { headers, signal: controller.signal })
    const declared = Number(res.headers.get('content-length') ?? NaN)
    if (declared > maxBytes) {
      void res.body?.cancel().catch(() => {})
      throw new EndpointFailure(`response of ${declared} bytes is over the ${maxBytes}-byte limit`)
    }
    const text = await readCapped(res, maxBytes)
    return { status: res.status, retryAfter: res.headers.get('retry-after'), text }
  } catch (e) {
    if (e instanceof EndpointFailure) throw e
    if (e instanceof RedirectRefused) throw new EndpointFailure(e.message)
    if (controller.signal.aborted) throw new TransientFailure(`timed out after ${timeoutMs} ms`)
    const cause = (e as { cause?: { code?: string; message?: string } }).cause
    throw new TransientFailure(`network error: ${cause?.code ?? cause?.message ?? (e as Error).message}`)
  } finally {
    clearTimeout(timer)
  }
}

/** Reads the body as UTF-8 text, giving up as soon as it grows past maxBytes. */
async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new EndpointFailure(`response is over the ${maxBytes}-byte limit`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
}

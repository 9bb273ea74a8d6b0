// Spec §7 says the lists are arrays; the provider's exact shape is unpublished, so `{ data: [...] }` is accepted too.
import { EndpointFailure } from './errors.ts'

export function extractList(text: string): unknown[] {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (e) {
    const start = text.slice(0, 40).replace(/\s+/g, ' ')
    throw new EndpointFailure(`body is not JSON (${(e as Error).message}; starts ${JSON.stringify(start)})`)
  }
  if (Array.isArray(body)) return body
  const data = (body as { data?: unknown } | null)?.data
  if (Array.isArray(data)) return data
  const kind =
    body === null
      ? 'null'
      : typeof body === 'object'
        ? `an object with keys ${Object.keys(body).slice(0, 5).join(', ') || '(none)'}`
        : typeof body
  throw new EndpointFailure(`body is not a list (got ${kind}; expected an array or { "data": [...] })`)
}

// Downloads one original image into the cache, defensively: a timeout for the whole transfer (a
// slow server), a byte cap enforced while streaming (a 60 MB upload is refused without being
// read in full), a content-type check (an HTML error page served with 200 is not an image), and
// redirects followed only to the API's or the media host's origin (fetchWithinOrigins).
import fs from 'node:fs'
import path from 'node:path'
import { fetchWithinOrigins, RedirectRefused } from '../lib/fetchWithinOrigins.ts'

export interface FetchLimits {
  timeoutMs: number
  maxBytes: number
  /**
   * Origins (or URLs on them) a redirect may lead to besides the image's own: the API's and the media
   * host's. A redirect anywhere else fails the image as 'redirect'.
   */
  redirectOrigins?: readonly string[]
}

/**
 * The limits of the image step's downloads: 30 s for a whole transfer, 40 MB, and a redirect only from
 * one of the two hosts the images come from (the API, the media host) to the other. `overrides` are a
 * test's or the bench's.
 */
export function fetchLimits(hosts: { apiBase: string; mediaBase: string }, overrides?: Partial<FetchLimits>): FetchLimits {
  return { timeoutMs: 30_000, maxBytes: 40 * 1024 * 1024, redirectOrigins: [hosts.apiBase, hosts.mediaBase], ...overrides }
}

export class ImageFault extends Error {
  readonly reason: 'http' | 'redirect' | 'not-image' | 'too-large' | 'timeout' | 'network' | 'undecodable' | 'too-many-pixels'
  constructor(reason: ImageFault['reason'], message: string) {
    super(message)
    this.reason = reason
  }
}

/**
 * The answer to `url` once it is known to be an image: a timeout for the whole transfer (its
 * signal is returned so the body's reader can tell a timeout from a network fault), a status and a
 * content-type check. Throws ImageFault.
 */
async function imageResponse(
  url: string,
  limits: FetchLimits,
  doFetch: typeof fetch,
  headers?: Record<string, string>,
): Promise<{ res: Response; signal: AbortSignal }> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let res: Response
  try {
    res = await fetchWithinOrigins(doFetch, url, headers ? { signal, headers } : { signal }, limits.redirectOrigins)
  } catch (e) {
    if (e instanceof RedirectRefused) throw new ImageFault('redirect', e.message)
    throw signal.aborted
      ? new ImageFault('timeout', `no answer in ${limits.timeoutMs} ms`)
      : new ImageFault('network', (e as Error).message)
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {})
    throw new ImageFault('http', `HTTP ${res.status}`)
  }
  const type = (res.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('image/') && type !== 'application/octet-stream' && type !== '') {
    await res.body?.cancel().catch(() => {})
    throw new ImageFault('not-image', `content-type ${type}`)
  }
  return { res, signal }
}

/** Fetches `url` into `file` (written atomically); throws ImageFault. */
export async function fetchOriginal(url: string, file: string, limits: FetchLimits, doFetch: typeof fetch = fetch): Promise<void> {
  const { res, signal } = await imageResponse(url, limits, doFetch)
  const declared = Number(res.headers.get('content-length') ?? NaN)
  if (declared > limits.maxBytes) {
    await res.body?.cancel().catch(() => {})
    throw new ImageFault('too-large', `${declared} bytes declared`)
  }
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength
      if (total > limits.maxBytes) {
        await res.body?.cancel().catch(() => {})
        throw new ImageFault('too-large', `over ${limits.maxBytes} bytes`)
      }
      chunks.push(chunk)
    }
  } catch (e) {
    if (e instanceof ImageFault) throw e
    throw signal.aborted
      ? new ImageFault('timeout', `transfer not done in ${limits.timeoutMs} ms`)
      : new ImageFault('network', (e as Error).message)
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, Buffer.concat(chunks))
  fs.renameSync(tmp, file)
}

/** Bytes read to learn an image's size: the header and any EXIF block (at most 64 KB) come first. */
export const PROBE_BYTES = 128 * 1024

/**
 * The first PROBE_BYTES of `url` (a Range request; a server that ignores Range is cut off there),
 * with the same timeout and checks as a download: enough for sharp to read the size without the
 * 4 MB original (image-CDN mode, docs/images.md).
 */
export async function fetchHead(url: string, limits: FetchLimits, doFetch: typeof fetch = fetch): Promise<Buffer> {
  const { res, signal } = await imageResponse(url, limits, doFetch, { range: `bytes=0-${PROBE_BYTES - 1}` })
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    while (total < PROBE_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      total += value.byteLength
    }
    await reader.cancel().catch(() => {})
  } catch (e) {
    throw signal.aborted
      ? new ImageFault('timeout', `header not read in ${limits.timeoutMs} ms`)
      : new ImageFault('network', (e as Error).message)
  }
  return Buffer.concat(chunks).subarray(0, PROBE_BYTES)
}

// The Cloudflare REST calls the setup makes (api.cloudflare.com/client/v4: Pages projects, their
// domains and deployments, Workers scripts), with `fetch` and the base address passed in so a test
// runs them against a stand-in on 127.0.0.1. Every answer is Cloudflare's envelope: `success`,
// `errors` ({ code, message }), `result`, and for a paged list `result_info` (page, total_pages).
import { fetchWithinOrigins } from '../lib/fetchWithinOrigins.ts'
import type { Fetch } from '../ci/githubApi.ts'

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'
/** A list longer than this many pages of 25 is cut (a Pages project keeps every deployment). */
const MAX_PAGES = 200

export class CloudflareApiError extends Error {
  override name = 'CloudflareApiError'
  readonly status: number
  /** Cloudflare's first error code (8000007: no such Pages project), or 0. */
  readonly code: number
  constructor(message: string, status: number, code: number) {
    super(message)
    this.status = status
    this.code = code
  }
}

interface Envelope<T> {
  success?: boolean
  errors?: { code?: number; message?: string }[]
  result?: T
  result_info?: { page?: number; total_pages?: number }
}

export interface CloudflareApi {
  get<T>(path: string): Promise<T>
  /** Every item of a paged list (`page`, `per_page`, until `result_info.total_pages`). */
  list<T>(path: string): Promise<T[]>
  send<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>
}

export function cloudflareApi(o: { fetch: Fetch; token: string; apiUrl?: string }): CloudflareApi {
  const base = (o.apiUrl ?? CLOUDFLARE_API).replace(/\/+$/, '')
  const doFetch = ((input: string | URL, init?: RequestInit) => o.fetch(String(input), init)) as typeof fetch
  const call = async <T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> => {
    const url = `${base}/${path.replace(/^\/+/, '')}`
    const res = await fetchWithinOrigins(doFetch, url, {
      method,
      headers: { authorization: `Bearer ${o.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let env: Envelope<T>
    try {
      env = (text ? JSON.parse(text) : {}) as Envelope<T>
    } catch {
      throw new CloudflareApiError(`${method} ${path}: ${res.status}, not JSON`, res.status, 0)
    }
    if (!res.ok || env.success === false) {
      const first = env.errors?.[0]
      throw new CloudflareApiError(
        `${method} ${path}: ${res.status}${first?.message ? ` ${first.message}` : ''}`,
        res.status,
        first?.code ?? 0,
      )
    }
    return env
  }
  return {
    async get<T>(path: string) {
      return (await call<T>('GET', path)).result as T
    },
    async list<T>(path: string) {
      const items: T[] = []
      for (let page = 1; ; page++) {
        const sep = path.includes('?') ? '&' : '?'
        const env = await call<T[]>('GET', `${path}${sep}page=${page}&per_page=25`)
        items.push(...(env.result ?? []))
        if (page >= (env.result_info?.total_pages ?? 1) || page >= MAX_PAGES) return items
      }
    },
    async send<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
      return (await call<T>(method, path, body)).result as T
    },
  }
}

// The GitHub REST calls the CI scripts and the setup make (scripts/ci/automerge.ts, scripts/setup/),
// with `fetch` passed in so a test runs them on recorded answers or a stand-in. Lists are read page by page through the Link header's
// rel="next", and only while it stays on the API's origin: a Link cannot send the token elsewhere.
import { fetchWithinOrigins } from '../lib/fetchWithinOrigins.ts'

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>

// No parameter properties: the merge job runs this file on Node's own type stripping, with nothing
// installed (docs/operations.md "Auto-merge of data pull requests").
export class GithubApiError extends Error {
  override name = 'GithubApiError'
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.status = status
  }
}

/** The rel="next" address of a Link header (RFC 8288), or undefined. */
export function nextLink(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part)
    if (!m) continue
    const rel = m[2]!
      .split(';')
      .map((p) => /^\s*rel\s*=\s*"?([^"]*)"?\s*$/i.exec(p)?.[1])
      .find((r) => r !== undefined)
    if (rel?.split(/\s+/).includes('next')) return m[1]
  }
  return undefined
}

export interface Page<T> {
  items: T[]
  /** False when more pages were offered than the caller allows: the list is cut. */
  complete: boolean
}

export interface GithubApi {
  get<T>(path: string): Promise<T>
  /** Every item of a paged list; `pick` takes the items out of an answer that wraps them (check runs). */
  list<T>(path: string, opts?: { maxPages?: number; pick?: (body: unknown) => T[] }): Promise<Page<T>>
  send<T>(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: T }>
}

export function githubApi(o: { fetch: Fetch; token: string; apiUrl?: string }): GithubApi {
  const base = new URL(o.apiUrl ?? 'https://api.github.com')
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${o.token}`,
    'x-github-api-version': '2022-11-28',
    'user-agent': 'ncsr-site-ci',
  }
  // fetchWithinOrigins asks for a string address only.
  const doFetch = ((input: string | URL, init?: RequestInit) => o.fetch(String(input), init)) as typeof fetch
  const call = async (method: string, url: URL, body?: unknown) => {
    if (url.origin !== base.origin) throw new GithubApiError(`${method} ${url.href}: not on ${base.origin}, not asked`, 0)
    const res = await fetchWithinOrigins(doFetch, url.href, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    const json: unknown = text ? JSON.parse(text) : null
    return { res, json }
  }
  const at = (path: string) => new URL(path.replace(/^\/+/, ''), base.href.endsWith('/') ? base.href : base.href + '/')
  const fail = (method: string, url: URL, res: Response, json: unknown): never => {
    const message = (json as { message?: unknown } | null)?.message
    throw new GithubApiError(
      `${method} ${url.pathname}${url.search}: ${res.status}${typeof message === 'string' ? ` ${message}` : ''}`,
      res.status,
    )
  }
  return {
    async get<T>(path: string) {
      const url = at(path)
      const { res, json } = await call('GET', url)
      if (!res.ok) fail('GET', url, res, json)
      return json as T
    },
    async list<T>(path: string, opts: { maxPages?: number; pick?: (body: unknown) => T[] } = {}) {
      const items: T[] = []
      let url: URL | undefined = at(path)
      for (let page = 0; url; page++) {
        if (page === (opts.maxPages ?? Infinity)) return { items, complete: false }
        const { res, json } = await call('GET', url)
        if (!res.ok) fail('GET', url, res, json)
        items.push(...(opts.pick ? opts.pick(json) : (json as T[])))
        const next = nextLink(res.headers.get('link'))
        url = next === undefined ? undefined : new URL(next)
      }
      return { items, complete: true }
    },
    async send<T>(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown) {
      const url = at(path)
      const { res, json } = await call(method, url, body)
      return { status: res.status, body: json as T }
    },
  }
}

// The editor's sign-in (docs/operations.md "The editor at /admin"): GitHub's OAuth web flow for an
// OAuth App (docs.github.com, "Authorizing OAuth apps"): the consent address, and the server-side
// exchange of the code for a token with the client secret, which never leaves the Function.
import type { SignInEnv } from './signInEnv.ts'
import type { SignInResult } from './popupPage.ts'

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/** How long GitHub's token endpoint may take before the sign-in says so. */
export const EXCHANGE_TIMEOUT_MS = 10_000

/** GitHub's consent page: our client, our callback on the request's own origin, the fixed scope, the state. */
export function authorizeUrl(env: SignInEnv, callbackUrl: string, state: string): string {
  const u = new URL('/login/oauth/authorize', env.githubOrigin)
  u.searchParams.set('client_id', env.clientId)
  u.searchParams.set('redirect_uri', callbackUrl)
  u.searchParams.set('scope', env.scope)
  u.searchParams.set('state', state)
  return u.href
}

/** An error code as GitHub writes them (`access_denied`, `bad_verification_code`), or '' for anything else. */
export const errorCode = (v: unknown) => (typeof v === 'string' && /^[a-z_]{1,64}$/.test(v) ? v : '')

/** A token as GitHub issues them (`gho_…`): letters, digits, `_`, `-` and `.` only, so it can go anywhere as text. */
const TOKEN_SHAPE = /^[A-Za-z0-9_.-]{1,255}$/

/** Exchanges GitHub's code for a token. Never throws: a failure is a result whose message names it. */
export async function exchangeCode(fetchFn: Fetch, env: SignInEnv, code: string, callbackUrl: string): Promise<SignInResult> {
  let res: Response
  try {
    res = await fetchFn(new URL('/login/oauth/access_token', env.githubOrigin).href, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: env.clientId, client_secret: env.clientSecret, code, redirect_uri: callbackUrl }),
      // Never followed (Workers have no redirect: 'error'): a 3xx is a failure below, so the secret goes nowhere else.
      redirect: 'manual',
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, message: 'GitHub did not answer.' }
  }
  const body = (await res.json().catch(() => null)) as { access_token?: unknown; error?: unknown } | null
  if (!res.ok || !body) return { ok: false, message: `GitHub answered HTTP ${res.status}.` }
  if (typeof body.access_token === 'string' && TOKEN_SHAPE.test(body.access_token)) return { ok: true, token: body.access_token }
  const code_ = errorCode(body.error)
  return { ok: false, message: code_ ? `GitHub refused the sign-in (${code_}).` : 'GitHub sent no token.' }
}

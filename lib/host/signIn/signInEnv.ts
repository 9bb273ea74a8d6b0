// The editor's sign-in (docs/operations.md "The editor at /admin"): the settings of the Pages
// Functions under functions/admin/, read from the Pages project's variables and secrets. Plain code,
// no host API, so the unit tests read the same settings the Function does.

/** GitHub's web origin: where the consent page and the code exchange live. */
export const GITHUB_ORIGIN = 'https://github.com'

/**
 * The OAuth scopes the sign-in may ask for: Decap's GitHub backend needs `repo` to write to a
 * private repository and `public_repo` for a public one. Never `user` or anything wider: the token
 * the editor keeps can do what these allow, and nothing the caller asks for changes it.
 */
export const SCOPES = ['repo', 'public_repo'] as const
export type SignInScope = (typeof SCOPES)[number]
export const DEFAULT_SCOPE: SignInScope = 'repo'

/** The Function's env as Cloudflare passes it: any binding may be missing or not a string. */
export type RawSignInEnv = Partial<
  Record<'GITHUB_CLIENT_ID' | 'GITHUB_CLIENT_SECRET' | 'GITHUB_OAUTH_SCOPE' | 'GITHUB_OAUTH_BASE_URL', unknown>
>

export interface SignInEnv {
  /** GITHUB_CLIENT_ID: the OAuth App's client ID (a Pages secret). */
  clientId: string
  /** GITHUB_CLIENT_SECRET: the OAuth App's client secret (a Pages secret). */
  clientSecret: string
  /** GITHUB_OAUTH_SCOPE: `repo` (the default) or `public_repo`. */
  scope: SignInScope
  /** GITHUB_OAUTH_BASE_URL, for tests only: a loopback origin standing in for github.com. */
  githubOrigin: string
}

export class SignInConfigError extends Error {
  override name = 'SignInConfigError'
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * The origin of a loopback stand-in for github.com (`http://127.0.0.1:8123`, `http://localhost:8123`),
 * or null for any other value: a mistyped or hostile setting can never send the client secret or
 * the editor's token to another host.
 */
export function loopbackOrigin(value: string): string | null {
  let u: URL
  try {
    u = new URL(value)
  } catch {
    return null
  }
  const loopback = u.hostname === '127.0.0.1' || u.hostname === 'localhost'
  const bare = !u.username && !u.password && u.pathname === '/' && !u.search && !u.hash && !value.includes('#')
  return u.protocol === 'http:' && loopback && bare ? u.origin : null
}

/** The settings, or SignInConfigError naming every missing or refused one. */
export function readSignInEnv(env: RawSignInEnv): SignInEnv {
  const problems: string[] = []
  const clientId = text(env.GITHUB_CLIENT_ID)
  const clientSecret = text(env.GITHUB_CLIENT_SECRET)
  if (!clientId) problems.push('GITHUB_CLIENT_ID is not set')
  if (!clientSecret) problems.push('GITHUB_CLIENT_SECRET is not set')
  const scopeText = text(env.GITHUB_OAUTH_SCOPE) || DEFAULT_SCOPE
  const scope = SCOPES.find((s) => s === scopeText)
  if (!scope) problems.push(`GITHUB_OAUTH_SCOPE must be ${SCOPES.join(' or ')}, not "${scopeText}"`)
  const baseText = text(env.GITHUB_OAUTH_BASE_URL)
  const githubOrigin = baseText ? loopbackOrigin(baseText) : GITHUB_ORIGIN
  if (!githubOrigin) problems.push('GITHUB_OAUTH_BASE_URL may only name http://127.0.0.1 or http://localhost (tests); leave it unset')
  if (problems.length > 0 || !scope || !githubOrigin) throw new SignInConfigError(`Sign-in is not set up: ${problems.join('; ')}.`)
  return { clientId, clientSecret, scope, githubOrigin }
}

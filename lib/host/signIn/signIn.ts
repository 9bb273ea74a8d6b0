// The editor's sign-in (docs/operations.md "The editor at /admin"; SECURITY.md "Known limits"):
// what the Pages Functions functions/admin/auth.ts and functions/admin/callback.ts answer. Only the
// site's own page can use it: the token is exchanged only for the browser that started the sign-in
// (the state cookie), and the pop-up hands it only to the site's own origin (popupPage.ts). Plain
// code with fetch passed in, so the unit tests run it as the Functions do.
import { exchangeCode, errorCode, authorizeUrl, type Fetch } from './githubOAuth.ts'
import { CLEAR_STATE_COOKIE, newState, sameState, stateCookie, stateFromCookies } from './oauthState.ts'
import { NO_STORE_HEADERS, popupResponse } from './popupPage.ts'
import { readSignInEnv, SignInConfigError, type RawSignInEnv, type SignInEnv } from './signInEnv.ts'

/** Where Decap opens its pop-up (its `base_url` + `auth_endpoint`, scripts/admin/build.ts). */
export const START_PATH = '/admin/auth'
/** Where GitHub sends the browser back: the OAuth App's callback URL is the site's origin + this. */
export const CALLBACK_PATH = '/admin/callback'
/** The paths _routes.json sends to the Functions (scripts/postbuild/routesJson.ts). */
export const SIGN_IN_PATHS = [START_PATH, CALLBACK_PATH] as const

const callbackUrl = (origin: string) => origin + CALLBACK_PATH

/**
 * /admin/auth: a redirect to GitHub's consent page with a fresh state, kept in a cookie. Whatever
 * the caller asks (`scope`, `provider`, `site_id`), the provider is GitHub and the scope the configured one.
 */
export async function startSignIn(request: Request, rawEnv: RawSignInEnv, randomBytes?: (b: Uint8Array) => Uint8Array): Promise<Response> {
  const origin = new URL(request.url).origin
  let env: SignInEnv
  try {
    env = readSignInEnv(rawEnv)
  } catch (e) {
    if (!(e instanceof SignInConfigError)) throw e
    return popupResponse({ origin, result: { ok: false, message: e.message }, status: 500 })
  }
  const state = newState(randomBytes)
  const headers = new Headers({ ...NO_STORE_HEADERS, Location: authorizeUrl(env, callbackUrl(origin), state) })
  headers.append('Set-Cookie', stateCookie(state))
  return new Response(null, { status: 302, headers })
}

/**
 * /admin/callback: the code exchanged for a token only when GitHub's state is the cookie's; the
 * state cleared whatever happens; the answer a pop-up page that speaks only to the site's origin.
 */
export async function finishSignIn(request: Request, rawEnv: RawSignInEnv, fetchFn: Fetch): Promise<Response> {
  const url = new URL(request.url)
  const origin = url.origin
  const fail = (message: string, status: number) =>
    popupResponse({ origin, result: { ok: false, message }, status, setCookie: CLEAR_STATE_COOKIE })
  const expected = stateFromCookies(request.headers.get('Cookie'))
  const given = url.searchParams.get('state') ?? ''
  if (!expected || !sameState(expected, given)) {
    return fail('This sign-in was not started from this browser, or took longer than 10 minutes.', 400)
  }
  const refused = url.searchParams.get('error')
  if (refused !== null) return fail(`GitHub did not sign you in (${errorCode(refused) || 'no reason given'}).`, 400)
  const code = url.searchParams.get('code')
  if (!code) return fail('GitHub sent no code.', 400)
  let env: SignInEnv
  try {
    env = readSignInEnv(rawEnv)
  } catch (e) {
    if (!(e instanceof SignInConfigError)) throw e
    return fail(e.message, 500)
  }
  const result = await exchangeCode(fetchFn, env, code, callbackUrl(origin))
  return popupResponse({ origin, result, status: result.ok ? 200 : 502, setCookie: CLEAR_STATE_COOKIE })
}

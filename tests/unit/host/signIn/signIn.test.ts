// The sign-in's two Functions (lib/host/signIn/signIn.ts, functions/admin/): /admin/auth sends the
// browser to GitHub with a fixed scope and a fresh state; /admin/callback exchanges the code only
// for the browser holding that state, and answers with the pop-up page. GitHub is a fake fetch.
import { describe, expect, it, vi } from 'vitest'
import { CALLBACK_PATH, finishSignIn, SIGN_IN_PATHS, START_PATH, startSignIn } from '#lib/host/signIn/signIn.ts'
import { authorizeUrl, exchangeCode } from '#lib/host/signIn/githubOAuth.ts'
import { CLEAR_STATE_COOKIE, newState, STATE_COOKIE } from '#lib/host/signIn/oauthState.ts'
import { decapMessage } from '#lib/host/signIn/popupPage.ts'
import { readSignInEnv } from '#lib/host/signIn/signInEnv.ts'
import { onRequestGet as authFunction } from '../../../../functions/admin/auth.ts'

const SITE = 'https://school.example.org'
const SECRETS = { GITHUB_CLIENT_ID: 'Iv1.client', GITHUB_CLIENT_SECRET: 'client-secret' }
const TOKEN = 'gho_16C7e42F292c6912E7710c838347Ae178B4a'

/** A fake GitHub token endpoint that records each exchange. */
function fakeGitHub(answer: () => Response = () => Response.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' })) {
  return vi.fn(async (_input: string, _init?: RequestInit) => answer())
}
const dataOf = async (res: Response) =>
  JSON.parse(/<script type="application\/json" id="sign-in">(.*?)<\/script>/s.exec(await res.text())![1]!) as {
    origin: string
    message: string
  }

describe('/admin/auth', () => {
  it('redirects to GitHub with our client, our callback, the fixed scope and a fresh state, whatever the caller asks', async () => {
    for (const query of ['', '?provider=github&site_id=evil.example&scope=repo,user', '?provider=gitlab&scope=admin:org%20delete_repo']) {
      const res = await startSignIn(new Request(`${SITE}${START_PATH}${query}`), SECRETS)
      expect(res.status).toBe(302)
      const to = new URL(res.headers.get('location')!)
      expect(to.origin + to.pathname).toBe('https://github.com/login/oauth/authorize')
      expect(Object.fromEntries(to.searchParams)).toEqual({
        client_id: 'Iv1.client',
        redirect_uri: `${SITE}/admin/callback`,
        scope: 'repo',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
      })
      expect(res.headers.get('set-cookie')).toBe(
        `${STATE_COOKIE}=${to.searchParams.get('state')}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`,
      )
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    }
  })

  it('asks for public_repo when the project says so, and for nothing wider', async () => {
    const res = await startSignIn(new Request(`${SITE}${START_PATH}?scope=repo`), { ...SECRETS, GITHUB_OAUTH_SCOPE: 'public_repo' })
    expect(new URL(res.headers.get('location')!).searchParams.get('scope')).toBe('public_repo')
  })

  it('says sign-in is not set up, and sends nobody to GitHub, without its secrets', async () => {
    const res = await startSignIn(new Request(`${SITE}${START_PATH}`), { GITHUB_CLIENT_ID: 'Iv1.client' })
    expect(res.status).toBe(500)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
    expect((await dataOf(res)).message).toBe(
      decapMessage({ ok: false, message: 'Sign-in is not set up: GITHUB_CLIENT_SECRET is not set.' }),
    )
  })

  it('is what functions/admin/auth.ts answers', async () => {
    const res = await authFunction({ request: new Request(`${SITE}${START_PATH}`), env: SECRETS })
    expect(res.status).toBe(302)
  })
})

describe('/admin/callback', () => {
  const state = newState()
  const callback = (query: string, cookie?: string) =>
    new Request(`${SITE}${CALLBACK_PATH}${query}`, cookie === undefined ? {} : { headers: { Cookie: cookie } })

  it('exchanges the code once, server-side with the secret, and hands the token to the site origin only', async () => {
    const github = fakeGitHub()
    const res = await finishSignIn(callback(`?code=c0de&state=${state}`, `${STATE_COOKIE}=${state}`), SECRETS, github)
    expect(res.status).toBe(200)
    expect(github).toHaveBeenCalledTimes(1)
    const [url, init] = github.mock.calls[0]!
    expect(url).toBe('https://github.com/login/oauth/access_token')
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual' })
    expect(JSON.parse(String(init!.body))).toEqual({
      client_id: 'Iv1.client',
      client_secret: 'client-secret',
      code: 'c0de',
      redirect_uri: `${SITE}/admin/callback`,
    })
    expect(await dataOf(res)).toEqual({ origin: SITE, message: decapMessage({ ok: true, token: TOKEN }) })
    expect(res.headers.get('set-cookie')).toBe(CLEAR_STATE_COOKIE)
    expect(res.headers.get('cache-control')).toBe('no-store')
    for (const [, value] of res.headers) expect(value).not.toContain(TOKEN)
  })

  it.each([
    ['no cookie', `?code=c0de&state=${state}`, undefined],
    ['no state', '?code=c0de', `${STATE_COOKIE}=${state}`],
    ['another state', `?code=c0de&state=${newState()}`, `${STATE_COOKIE}=${state}`],
    ['an empty cookie', `?code=c0de&state=${state}`, `${STATE_COOKIE}=`],
    ["another site's cookie of the same value", `?code=c0de&state=${state}`, `ncsr-sign-in-state=${state}`],
  ])('exchanges nothing with %s, and says why', async (_, query, cookie) => {
    const github = fakeGitHub()
    const res = await finishSignIn(callback(query, cookie), SECRETS, github)
    expect(github).not.toHaveBeenCalled()
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBe(CLEAR_STATE_COOKIE)
    expect(await dataOf(res)).toEqual({
      origin: SITE,
      message: decapMessage({ ok: false, message: 'This sign-in was not started from this browser, or took longer than 10 minutes.' }),
    })
  })

  it('passes on a refusal on GitHub, without exchanging anything', async () => {
    const github = fakeGitHub()
    const res = await finishSignIn(callback(`?error=access_denied&state=${state}`, `${STATE_COOKIE}=${state}`), SECRETS, github)
    expect(github).not.toHaveBeenCalled()
    expect((await dataOf(res)).message).toBe(decapMessage({ ok: false, message: 'GitHub did not sign you in (access_denied).' }))
    const odd = await finishSignIn(callback(`?error=%3Cb%3E&state=${state}`, `${STATE_COOKIE}=${state}`), SECRETS, github)
    expect((await dataOf(odd)).message).toContain('(no reason given)')
  })

  it('says sign-in is not set up, without exchanging anything, when a secret is missing', async () => {
    const github = fakeGitHub()
    const res = await finishSignIn(callback(`?code=c0de&state=${state}`, `${STATE_COOKIE}=${state}`), {}, github)
    expect(github).not.toHaveBeenCalled()
    expect(res.status).toBe(500)
    expect((await dataOf(res)).message).toContain('Sign-in is not set up: GITHUB_CLIENT_ID is not set')
  })
})

describe("GitHub's token endpoint", () => {
  const env = readSignInEnv(SECRETS)
  const cb = `${SITE}${CALLBACK_PATH}`

  it.each([
    [
      'an error',
      () => Response.json({ error: 'bad_verification_code', error_description: '<b>x</b>' }),
      'GitHub refused the sign-in (bad_verification_code).',
    ],
    ['an HTTP error', () => new Response('down', { status: 503 }), 'GitHub answered HTTP 503.'],
    [
      'a redirect (not followed)',
      () => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }),
      'GitHub answered HTTP 302.',
    ],
    ['no JSON', () => new Response('<html>', { status: 200 }), 'GitHub answered HTTP 200.'],
    ['a token of a strange shape', () => Response.json({ access_token: 'a"b<c' }), 'GitHub sent no token.'],
    ['no token', () => Response.json({}), 'GitHub sent no token.'],
  ])('fails with a message on %s', async (_, answer, message) => {
    expect(await exchangeCode(fakeGitHub(answer), env, 'c0de', cb)).toEqual({ ok: false, message })
  })

  it('fails with a message when GitHub cannot be reached', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('fetch failed')))
    expect(await exchangeCode(down, env, 'c0de', cb)).toEqual({ ok: false, message: 'GitHub did not answer.' })
  })

  it('is asked on the loopback stand-in a test names', async () => {
    const github = fakeGitHub()
    await exchangeCode(github, readSignInEnv({ ...SECRETS, GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:8123' }), 'c0de', cb)
    expect(github.mock.calls[0]![0]).toBe('http://127.0.0.1:8123/login/oauth/access_token')
    expect(authorizeUrl(env, cb, 's')).toBe(
      'https://github.com/login/oauth/authorize?client_id=Iv1.client&redirect_uri=https%3A%2F%2Fschool.example.org%2Fadmin%2Fcallback&scope=repo&state=s',
    )
  })
})

describe('the paths', () => {
  it('are the two _routes.json sends to the Functions (tests/unit/host/albumAddress.test.ts checks the file)', () => {
    expect(SIGN_IN_PATHS).toEqual(['/admin/auth', '/admin/callback'])
  })
})

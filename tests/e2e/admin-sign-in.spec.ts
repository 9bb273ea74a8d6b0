// The editor's sign-in (functions/admin/, lib/host/signIn/; docs/operations.md "The editor at /admin"),
// run by Cloudflare's own Pages runtime (scripts/lib/pagesDev.ts) against a stand-in for
// GitHub's OAuth flow on 127.0.0.1 (tests/e2e/mockGitHubOAuth.ts): only the site's own /admin
// page receives the token; a page of another origin that opens the pop-up gets nothing; no code is
// exchanged without the state of the browser that started the sign-in; the scope is fixed.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse as parseYaml, stringify } from 'yaml'
import { STATE_COOKIE } from '#lib/host/signIn/oauthState.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { startMockGitHubOAuth, type MockGitHubOAuth } from './mockGitHubOAuth.ts'
import { startPagesDev, type PagesDev } from '#scripts/lib/pagesDev.ts'

const CLIENT = { id: 'Iv1.test-client', secret: 'test-client-secret-3b9f' }

// One runtime and one stand-in for the file's tests, in one worker.
test.describe.configure({ mode: 'serial' })

let github: MockGitHubOAuth
let host: PagesDev
let other: { url: string; close: () => Promise<void> }
test.beforeAll(async () => {
  test.setTimeout(60_000)
  github = await startMockGitHubOAuth(CLIENT)
  other = await startOtherOrigin()
  host = await startPagesDev(testDist(), {
    bindings: { GITHUB_CLIENT_ID: CLIENT.id, GITHUB_CLIENT_SECRET: CLIENT.secret, GITHUB_OAUTH_BASE_URL: github.url },
  })
})
test.afterAll(async () => {
  await host?.close()
  await other?.close()
  await github?.close()
})

/** Requests that would leave the machine are refused; GitHub's API is answered by `api`, when given. */
async function offline(page: Page, api?: (url: URL, auth: string | undefined) => unknown) {
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      const url = new URL(route.request().url())
      if (api && url.hostname === 'api.github.com')
        return route.fulfill({ json: api(url, route.request().headers()['authorization']) ?? {}, status: 200 })
      return route.abort()
    },
  )
}

test('a page of another origin that opens the sign-in pop-up receives no token, even when it sends the handshake itself', async ({
  page,
}) => {
  await offline(page)
  const exchanges = github.tokenRequests.length
  await page.goto(other.url)
  // Its own page asks for more than the site allows, as a hostile page would.
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate(
    (start) => (window as unknown as { open_: (u: string) => void }).open_(start),
    `${host.url}/admin/auth?provider=github&site_id=evil.example&scope=repo,user`,
  )
  const popup = await popupOpened
  await popup.waitForURL(`${host.url}/admin/callback?**`)
  await popup.waitForLoadState('load')
  await expect(popup.locator('p')).toHaveText(/^Signed in\./)
  // The flow went through: GitHub issued a token for this pop-up.
  expect(github.tokenRequests.length).toBe(exchanges + 1)
  const token = github.tokens.at(-1)!
  // The other page keeps sending "authorizing:github" (every 50 ms) for two seconds after the callback loaded.
  await page.waitForTimeout(2_000)
  const got = await page.evaluate(
    () => (window as unknown as { received: { origin: string; data: string }[]; handshakes: number }).received,
  )
  const sentHandshakes = await page.evaluate(() => (window as unknown as { handshakes: number }).handshakes)
  console.log(`[hardening] sign-in pop-up opened by another origin: ${sentHandshakes} handshakes sent, ${got.length} messages received`)
  expect(sentHandshakes).toBeGreaterThan(20)
  expect(JSON.stringify(got)).not.toContain(token)
  expect(got).toEqual([])
  expect(github.authorizeRequests.at(-1)!.scope).toBe('repo')
})

test("the site's own /admin page receives the token through Decap's handshake, and uses it", async ({ page }) => {
  // The built configuration names the site's origin (SITE_URL) and its own Function; served here on
  // 127.0.0.1, base_url is this runtime's origin instead, as the live site's is SITE_URL.
  const built = parseYaml(fs.readFileSync(path.join(testDist(), 'admin/config.yml'), 'utf8')) as { backend: Record<string, unknown> }
  expect(built.backend).toMatchObject({ name: 'github', base_url: 'https://school.example.org', auth_endpoint: 'admin/auth' })
  const config = { ...built, backend: { ...built.backend, base_url: host.url } }
  await page.route(`${host.url}/admin/config.yml`, (route) => route.fulfill({ body: stringify(config), contentType: 'text/yaml' }))
  const tokensSeen: string[] = []
  await offline(page, (url, auth) => {
    if (auth) tokensSeen.push(auth)
    if (url.pathname === '/user') return { login: 'office-editor', name: 'Office Editor', avatar_url: '' }
    if (url.pathname.startsWith('/repos/')) return { permissions: { push: true }, default_branch: 'main' }
    return {}
  })
  await page.goto(`${host.url}/admin/`)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: /login with github/i }).click()
  const popup = await popupOpened
  // Decap closes the pop-up once it has taken the token.
  await popup.waitForEvent('close')
  const token = github.tokens.at(-1)!
  await expect.poll(() => tokensSeen).toContain(`token ${token}`)
  expect(github.authorizeRequests.at(-1)).toMatchObject({ client_id: CLIENT.id, redirect_uri: `${host.url}/admin/callback`, scope: 'repo' })
})

test('a callback without the state of the browser that started the sign-in exchanges no code and says why', async () => {
  // A real start: the state cookie and GitHub's answer with a live code.
  const start = await fetch(`${host.url}/admin/auth`, { redirect: 'manual' })
  expect(start.status).toBe(302)
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!
  expect(cookie.startsWith(`${STATE_COOKIE}=`)).toBe(true)
  const atGitHub = await fetch(start.headers.get('location')!, { redirect: 'manual' })
  const back = new URL(atGitHub.headers.get('location')!)
  const code = back.searchParams.get('code')!
  const state = back.searchParams.get('state')!
  const wrong = state.slice(0, -1) + (state.endsWith('A') ? 'B' : 'A')
  const exchanges = github.tokenRequests.length

  for (const [what, query, sendCookie] of [
    ['no cookie', `code=${code}&state=${state}`, false],
    ['no state', `code=${code}`, true],
    ['a wrong state', `code=${code}&state=${wrong}`, true],
    ['an empty state', `code=${code}&state=`, true],
  ] as const) {
    const res = await fetch(`${host.url}/admin/callback?${query}`, { headers: sendCookie ? { Cookie: cookie } : {}, redirect: 'manual' })
    expect(res.status, what).toBe(400)
    const html = await res.text()
    expect(html, what).toContain('This sign-in was not started from this browser, or took longer than 10 minutes.')
    expect(html, what).toContain('authorization:github:error:')
    expect(res.headers.get('set-cookie'), what).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0`))
    expect(github.tokenRequests.length, `${what}: no code exchanged`).toBe(exchanges)
  }

  // The same code with the right state and cookie is exchanged: the refusals above were the state's.
  const ok = await fetch(`${host.url}/admin/callback?code=${code}&state=${state}`, { headers: { Cookie: cookie } })
  expect(ok.status).toBe(200)
  expect(github.tokenRequests.length).toBe(exchanges + 1)
  expect(await ok.text()).toContain(`authorization:github:success:{\\"token\\":\\"${github.tokens.at(-1)}\\"`)
  expect(ok.headers.get('cache-control')).toBe('no-store')
  expect(ok.headers.get('referrer-policy')).toBe('no-referrer')
  expect(ok.headers.get('content-security-policy')).toMatch(
    /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
  )
})

test('the scope sent to GitHub is the fixed one, whatever the caller asks', async () => {
  for (const query of ['', '?scope=repo,user', '?scope=admin:org%20delete_repo&provider=gitlab', '?scope=public_repo']) {
    const res = await fetch(`${host.url}/admin/auth${query}`, { redirect: 'manual' })
    const to = new URL(res.headers.get('location')!)
    expect(to.origin + to.pathname, query).toBe(`${github.url}/login/oauth/authorize`)
    expect(to.searchParams.get('redirect_uri'), query).toBe(`${host.url}/admin/callback`)
    // What GitHub's consent page is asked for.
    await fetch(to, { redirect: 'manual' })
    expect(github.authorizeRequests.at(-1)!.scope, query).toBe('repo')
  }
  // So did every consent page this file's sign-ins opened, the browsers' included.
  expect(github.authorizeRequests.length).toBeGreaterThanOrEqual(7)
  for (const q of github.authorizeRequests) expect(q.scope).toBe('repo')
})

/**
 * Another origin (another loopback port): a page that opens the sign-in pop-up, sends it Decap's
 * handshake every 50 ms, and records every message it receives, from anyone.
 */
async function startOtherOrigin() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body><p>Another site</p>
<script>
window.received = []
window.handshakes = 0
addEventListener('message', (e) => received.push({ origin: e.origin, data: String(e.data) }))
window.open_ = (url) => {
  const popup = window.open(url, 'signin', 'width=600,height=600')
  setInterval(() => { try { popup.postMessage('authorizing:github', '*'); handshakes++ } catch {} }, 50)
}
</script></body></html>`
  const server = http.createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

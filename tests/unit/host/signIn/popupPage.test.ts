// The pop-up page of the sign-in (lib/host/signIn/popupPage.ts): Decap's messages, a page whose one
// script is allowed by its hash, and a script that talks to the site's own origin only. The script
// runs here in a stand-in window (node:vm); tests/e2e/admin-sign-in.spec.ts runs it in Chromium.
import crypto from 'node:crypto'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  decapMessage,
  HANDSHAKE,
  NO_STORE_HEADERS,
  POPUP_SCRIPT,
  popupCsp,
  popupHtml,
  popupResponse,
  popupScriptHash,
} from '#lib/host/signIn/popupPage.ts'
import { scriptJson } from '#lib/format/scriptJson.ts'

const SITE = 'https://school.example.org'
const TOKEN = 'gho_16C7e42F292c6912E7710c838347Ae178B4a'

describe("Decap's messages", () => {
  it('are the handshake, the token with its provider, or an error with a message', () => {
    expect(HANDSHAKE).toBe('authorizing:github')
    expect(decapMessage({ ok: true, token: TOKEN })).toBe(`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`)
    expect(decapMessage({ ok: false, message: 'No "way".' })).toBe('authorization:github:error:{"message":"No \\"way\\"."}')
  })
})

describe('the page', () => {
  const scriptOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="sign-in">(.*?)<\/script>/s.exec(html)![1]!) as unknown

  it('has one executable script, the one its policy allows by hash, and nothing else to load', async () => {
    const html = popupHtml(SITE, { ok: true, token: TOKEN })
    expect(scriptOf(html)).toEqual([POPUP_SCRIPT])
    const hash = `'sha256-${crypto.createHash('sha256').update(POPUP_SCRIPT).digest('base64')}'`
    expect(await popupScriptHash()).toBe(hash)
    expect(popupCsp(hash)).toBe(`default-src 'none'; script-src ${hash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
    expect(html).not.toMatch(/\son\w+=|<(link|img|iframe|form|base)\b|src=/i)
  })

  it('carries the origin and the message as data, the same script whatever the result', () => {
    const ok = popupHtml(SITE, { ok: true, token: TOKEN })
    const failed = popupHtml(SITE, { ok: false, message: 'GitHub did not answer.' })
    expect(dataOf(ok)).toEqual({ origin: SITE, message: decapMessage({ ok: true, token: TOKEN }) })
    expect(dataOf(failed)).toEqual({ origin: SITE, message: decapMessage({ ok: false, message: 'GitHub did not answer.' }) })
    expect(scriptOf(failed)).toEqual(scriptOf(ok))
    expect(failed).toContain('<p>GitHub did not answer. Close this window and press Login again')
  })

  it('keeps a hostile error text inside its data block and out of the markup', () => {
    const message = '</script><script>alert(1)</script><!-- & \u2028\u2029 "'
    const html = popupHtml(SITE, { ok: false, message })
    expect(scriptOf(html)).toEqual([POPUP_SCRIPT])
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)')
    expect(dataOf(html)).toEqual({ origin: SITE, message: decapMessage({ ok: false, message }) })
    expect(scriptJson(message)).not.toMatch(/[<>&\u2028\u2029]/)
  })

  it('is answered with its policy, no-store, no-referrer, never framed, and the cookie given', async () => {
    const res = await popupResponse({ origin: SITE, result: { ok: true, token: TOKEN }, status: 200, setCookie: 'c=; Max-Age=0' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(popupCsp(await popupScriptHash()))
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('set-cookie')).toBe('c=; Max-Age=0')
    expect(NO_STORE_HEADERS['X-Content-Type-Options']).toBe('nosniff')
    for (const [, value] of res.headers) expect(value).not.toContain(TOKEN)
  })
})

/** The page's script run in a stand-in window whose opener records what it is sent. */
function runScript(origin: string, opts: { opener?: boolean } = {}) {
  const sent: { data: unknown; targetOrigin: string }[] = []
  const listeners = new Set<(e: { origin: string; source: unknown; data: unknown }) => void>()
  const opener = opts.opener === false ? null : { postMessage: (data: unknown, targetOrigin: string) => sent.push({ data, targetOrigin }) }
  let removed = false
  const block = { textContent: scriptJson({ origin, message: decapMessage({ ok: true, token: TOKEN }) }), remove: () => (removed = true) }
  const window = {
    opener,
    addEventListener: (_: string, fn: never) => listeners.add(fn),
    removeEventListener: (_: string, fn: never) => listeners.delete(fn),
  }
  vm.runInNewContext(POPUP_SCRIPT, { window, document: { getElementById: (id: string) => (id === 'sign-in' ? block : null) } })
  const receive = (e: { origin: string; source: unknown; data: unknown }) => [...listeners].forEach((fn) => fn(e))
  return { sent, receive, opener, removed: () => removed }
}

describe("the page's script", () => {
  const success = decapMessage({ ok: true, token: TOKEN })

  it("starts the handshake with the site's own origin as its only target, and removes the data from the page", () => {
    const w = runScript(SITE)
    expect(w.sent).toEqual([{ data: HANDSHAKE, targetOrigin: SITE }])
    expect(w.removed()).toBe(true)
  })

  it('answers the handshake of its opener on the site origin, once, to that origin only', () => {
    const w = runScript(SITE)
    w.receive({ origin: SITE, source: w.opener, data: HANDSHAKE })
    w.receive({ origin: SITE, source: w.opener, data: HANDSHAKE })
    expect(w.sent).toEqual([
      { data: HANDSHAKE, targetOrigin: SITE },
      { data: success, targetOrigin: SITE },
    ])
  })

  it.each([
    ['another origin', { origin: 'https://evil.example', data: HANDSHAKE }],
    ['a look-alike origin', { origin: 'https://school.example.org.evil.example', data: HANDSHAKE }],
    ['the site over http', { origin: 'http://school.example.org', data: HANDSHAKE }],
    ['another provider', { origin: SITE, data: 'authorizing:gitlab' }],
    ['something else', { origin: SITE, data: { toString: (): string => HANDSHAKE } }],
  ])('ignores a handshake from %s', (_, e) => {
    const w = runScript(SITE)
    w.receive({ ...e, source: w.opener })
    expect(w.sent).toEqual([{ data: HANDSHAKE, targetOrigin: SITE }])
  })

  it('ignores a handshake from the site origin that is not its opener (another window or frame)', () => {
    const w = runScript(SITE)
    w.receive({ origin: SITE, source: {}, data: HANDSHAKE })
    expect(w.sent).toEqual([{ data: HANDSHAKE, targetOrigin: SITE }])
  })

  it('sends nothing when opened on its own', () => {
    const w = runScript(SITE, { opener: false })
    expect(w.sent).toEqual([])
  })
})

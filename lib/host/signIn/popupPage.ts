// The editor's sign-in (docs/operations.md "The editor at /admin"; SECURITY.md "Known limits"): the
// page /admin/callback shows in the pop-up Decap CMS opened, which hands the GitHub token to the
// editor in Decap's pop-up protocol (decap-cms-lib-auth's netlify-auth.js): the pop-up sends
// "authorizing:github" to its opener, the opener answers with the same text, and the pop-up then
// sends "authorization:github:success:{json}" (or ":error:{json}"). Every message this page sends
// names the site's own origin as its target, and it answers only a handshake from that origin and
// from its own opener: a page of any other origin that opens the pop-up receives nothing.
import { escapeUTF8 } from 'entities'
import { scriptJson } from '../../format/scriptJson.ts'

/** Decap's provider name; the sign-in knows no other. */
export const PROVIDER = 'github'
export const HANDSHAKE = `authorizing:${PROVIDER}`

export type SignInResult = { ok: true; token: string } | { ok: false; message: string }

/** The message Decap's opener waits for: its token as `{ token, provider }`, or an error as `{ message }`. */
export function decapMessage(result: SignInResult): string {
  return result.ok
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.message })}`
}

/**
 * The page's one script, the same bytes on every page (the CSP allows it by its hash). It reads
 * the origin and the message from the JSON block beside it, removes that block, and sends only to
 * that origin: `postMessage(x, origin)` is dropped by the browser when the opener is anything else.
 */
export const POPUP_SCRIPT = `(function () {
  var block = document.getElementById('sign-in')
  var d = JSON.parse(block.textContent)
  block.remove()
  var opener = window.opener
  if (!opener) return
  function answer(e) {
    if (e.origin !== d.origin || e.source !== opener || e.data !== ${JSON.stringify(HANDSHAKE)}) return
    window.removeEventListener('message', answer)
    opener.postMessage(d.message, d.origin)
  }
  window.addEventListener('message', answer)
  opener.postMessage(${JSON.stringify(HANDSHAKE)}, d.origin)
})()`

let scriptHash: Promise<string> | undefined

/** `'sha256-…'` of POPUP_SCRIPT, as a CSP source. */
export function popupScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(POPUP_SCRIPT)).then((d) => {
    return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(d)))}'`
  })
  return scriptHash
}

/** The page's own policy: its one script by hash, nothing else loaded, never framed. */
export function popupCsp(hash: string): string {
  return `default-src 'none'; script-src ${hash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
}

/** The pop-up page for `origin` (the request's own, e.g. https://www.school.example). */
export function popupHtml(origin: string, result: SignInResult): string {
  const words = result.ok
    ? 'Signed in. This window closes by itself once the editor has taken the sign-in; if it stays open, close it and press Login again in the editor at /admin/.'
    : `${result.message} Close this window and press Login again in the editor at /admin/.`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<title>${result.ok ? 'Signed in' : 'Sign-in failed'} · the website editor</title>
</head>
<body>
<p>${escapeUTF8(words)}</p>
<script type="application/json" id="sign-in">${scriptJson({ origin, message: decapMessage(result) })}</script>
<script>${POPUP_SCRIPT}</script>
</body>
</html>
`
}

/** Headers of every sign-in answer: never stored, never sent on as a referrer, never framed or indexed. */
export const NO_STORE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** The pop-up page as a response; `setCookie` ends (or starts) the sign-in's state. */
export async function popupResponse(opts: { origin: string; result: SignInResult; status: number; setCookie?: string }): Promise<Response> {
  const headers = new Headers({
    ...NO_STORE_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': popupCsp(await popupScriptHash()),
  })
  if (opts.setCookie) headers.append('Set-Cookie', opts.setCookie)
  return new Response(popupHtml(opts.origin, opts.result), { status: opts.status, headers })
}

// The /admin page (Decap CMS, served from the site itself: no CDN) and its own security policy.
// Its bundle is copied into <client>/admin/ only; no public page links or loads it.
import { escapeUTF8 } from 'entities'

/** Decap's needs (checked in tests/e2e/admin.spec.ts): its own scripts, inline styles (emotion),
 * GitHub's API and avatars, blob:/data: previews of uploads. Its sign-in pop-up is a window of the
 * site's own origin (functions/admin/), which no directive here governs. */
export function adminCsp(): string {
  return [
    "default-src 'self'",
    // Decap validates its configuration with ajv, which compiles validators with new Function():
    // 'unsafe-eval' here, and only here (the public pages never allow it). Checked with decap-cms
    // 3.16.3 (decap-cms-core 3.19.1) in Chromium, tests/e2e/admin.spec.ts under this policy without
    // it: the editor stops at start-up ("Error compiling schema, function code: ... validate1",
    // EvalError), and no collection opens.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "connect-src 'self' https://api.github.com",
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Loaded before Decap: the Markdown editor opens in Markdown mode until a user picks the other
 * (Decap remembers the choice under this key); rich-text mode rewrites what it cannot show, e.g.
 * an HTML comment becomes visible text. A file, not an inline script: the admin CSP allows none. */
export const ADMIN_INIT = 'init.js'
export const ADMIN_INIT_JS = "try { if (!localStorage.getItem('cms.md-mode')) localStorage.setItem('cms.md-mode', 'raw') } catch {}\n"

export function adminHtml(opts: { siteName: string; bundle: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Edit the website · ${escapeUTF8(opts.siteName)}</title>
<link href="config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<noscript>The website editor needs JavaScript. The site's copy can also be changed in git: see data/content/README.md.</noscript>
<script src="${ADMIN_INIT}"></script>
<script src="${opts.bundle}"></script>
</body>
</html>
`
}

/** The _headers rule of /admin: the site-wide policy detached (Cloudflare Pages' "! Name"), the admin's own set, never indexed. */
export const ADMIN_RULE_MARKER = '# The editor at /admin (lib/cms)'

export function adminHeadersRule(csp: string): string {
  return [
    '',
    `${ADMIN_RULE_MARKER}: its own policy in place of the public pages' one; never indexed.`,
    '/admin/*',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${csp}`,
    '  X-Robots-Tag: noindex, nofollow',
    '',
  ].join('\n')
}

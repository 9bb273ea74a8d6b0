// The tests' reader of the build's _redirects, as strict as Cloudflare Pages' own parser, and the
// match a host makes with it: the smoke check's stand-in hosts serve the build's rules with it
// (wrangler pages dev, the host's own runtime, is what tests/e2e/cloudflare-pages.spec.ts serves with).
import type { RedirectRule } from '#scripts/postbuild/redirects.ts'

export class RedirectsSyntaxError extends Error {
  override name = 'RedirectsSyntaxError'
}

/** The statuses Cloudflare Pages accepts in _redirects (a 200 is a proxy there). */
const STATUSES = new Set([200, 301, 302, 303, 307, 308])

/** Parses the file as strictly as Cloudflare Pages does: `from to [status]`, two or three tokens. */
export function parseRedirects(text: string): RedirectRule[] {
  const out: RedirectRule[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim()
    if (!t || t.startsWith('#')) return
    const parts = t.split(/\s+/)
    const [from, to, code] = parts as [string, string | undefined, string | undefined]
    const status = code === undefined ? 302 : Number(code)
    if (parts.length > 3 || !from.startsWith('/') || !to || !(to.startsWith('/') || /^https?:\/\//.test(to)) || !STATUSES.has(status)) {
      throw new RedirectsSyntaxError(`_redirects:${i + 1}: expected 'from to [status]' (two or three tokens): ${line}`)
    }
    out.push({ from, to, status })
  })
  return out
}

/**
 * Where a host that reads this file sends `urlPath` (the first rule whose path matches; `:name`
 * takes one segment), or null.
 */
export function redirectFor(rules: RedirectRule[], urlPath: string): { status: number; location: string } | null {
  for (const r of rules) {
    const names: string[] = []
    const re = new RegExp(
      `^${r.from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`,
    )
    const m = re.exec(urlPath)
    if (!m) continue
    const values: Record<string, string> = Object.fromEntries(names.map((n, i) => [n, m[i + 1]!]))
    return { status: r.status, location: r.to.replace(/:([A-Za-z_]\w*)/g, (s, n: string) => values[n] ?? s) }
  }
  return null
}

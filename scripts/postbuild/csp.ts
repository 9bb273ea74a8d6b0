// _headers: a Content-Security-Policy the built site satisfies. Sources come from the
// build configuration (API, form endpoints, media host) and from the built HTML itself
// (inline-script hashes, frame and image hosts), so a page added later is covered on the next build.
import { originOf } from './html.ts'

export interface CspInput {
  /** NCSR_API_BASE ('' when unset). */
  apiBase: string
  /** CONTACT/CAREER/ALUMNI_FORM_ENDPOINT values ('' ignored). */
  formEndpoints: string[]
  /** MEDIA_BASE ('' when unset). */
  mediaBase: string
  /** 'sha256-…' sources of every executable inline script of every page. */
  scriptHashes: string[]
  /** URLs framed by pages (the map embed, found iframes); 'self' is always allowed. */
  frameUrls: string[]
  /** Absolute image URLs found in the built HTML. */
  imageUrls: string[]
}

const origins = (urls: string[]) => [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].sort()

const directive = (name: string, sources: string[]) => [name, ...new Set(sources)].join(' ')

export function buildCsp(i: CspInput): string {
  const endpoints = origins([i.apiBase, ...i.formEndpoints])
  return [
    directive('default-src', ["'self'"]),
    // No 'unsafe-inline' and no 'unsafe-eval': only our own files and the hashed inline scripts.
    directive('script-src', ["'self'", ...[...new Set(i.scriptHashes)].sort()]),
    // Libraries (lightbox, carousel, flip-book) and React set style attributes; CSS can't run code.
    // Said outright rather than left to fall back on script-src: the search worker is one of our
    // files (/assets/…); a worker from blob: or data: would be someone else's code.
    directive('worker-src', ["'self'"]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...origins([i.apiBase, i.mediaBase, ...i.imageUrls])]),
    directive('font-src', ["'self'", 'data:']),
    directive('media-src', ["'self'", ...origins([i.apiBase, i.mediaBase])]),
    directive('connect-src', ["'self'", ...endpoints]),
    directive('form-action', ["'self'", ...endpoints]),
    // 'self' for the year planner and the sample certificate PDFs; the map host for /contact.
    directive('frame-src', ["'self'", ...origins(i.frameUrls)]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('frame-ancestors', ["'self'"]),
  ].join('; ')
}

/** Directive name -> sources, for tests and checks. */
export function parseCsp(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out.set(name.toLowerCase(), sources)
  }
  return out
}

/**
 * Directives a `<meta http-equiv="Content-Security-Policy">` cannot carry: browsers ignore them
 * there (CSP Level 3, §4.2), so the GitHub Pages fallback loses them.
 */
export const META_IGNORED = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'] as const

/** The policy as a meta tag can hold it (the ignored directives dropped). */
export function metaCsp(csp: string): string {
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !(META_IGNORED as readonly string[]).includes(d.split(/\s+/)[0]!.toLowerCase()))
    .join('; ')
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The page with the policy as its first tag after `<meta charset>` (a meta CSP only governs what
 * comes after it, so it must precede every script and stylesheet). Unchanged if it already has one.
 */
export function withMetaCsp(html: string, csp: string): string {
  if (/<meta\s+http-equiv=["']?content-security-policy/i.test(html)) return html
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(metaCsp(csp))}">`
  const charset = /<meta\s+charset=[^>]*>/i.exec(html)
  if (charset) return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length)
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error('withMetaCsp: the page has no <head>')
  return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length)
}

// _headers: the Content-Security-Policy, built from what we wrote and configured, never from what the
// build finds in its pages: the inline scripts are the named list of lib/security/inlineScripts.ts,
// the other sources come from the build's variables (NCSR_API_BASE, MEDIA_BASE, the form endpoints
// each in full, the image CDN) and from data/content/embeds.json (frames). A page that needs anything
// else fails the build (scripts/postbuild/auditRules.ts checks every page against this same policy), so the policy
// can never grow to allow what a page smuggled in (SECURITY.md, "Browser").
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { imageCdnFromEnv } from '#lib/images/cdn.ts'
import { readBuildEnv, CONTENT_DIR, type BuildEnv } from '#lib/config/buildEnv.ts'
import { loadEmbeds } from '#lib/content/embeds.ts'
import { cspHash, originOf } from './html.ts'
import { escapeAttribute } from 'entities'

export interface CspConfig {
  /** NCSR_API_BASE ('' when unset). */
  apiBase: string
  /** CONTACT/CAREER/ALUMNI_FORM_ENDPOINT values ('' ignored). */
  formEndpoints: string[]
  /** MEDIA_BASE ('' when unset). */
  mediaBase: string
  /** NCSR_IMAGE_CDN_BASE: the image CDN's origin when it is not the site itself ('' otherwise). */
  imageCdnBase: string
  /** data/content/embeds.json frameOrigins: the hosts a frame may show; the site itself always may. */
  frameOrigins: readonly string[]
  /** The text of each of the site's inline scripts (INLINE_SCRIPTS). */
  inlineScripts: readonly string[]
}

const origins = (urls: readonly string[]) => [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].sort()

/**
 * Each form endpoint as a source of its own, its whole address without query or fragment (a source
 * with a path allows that path alone: CSP Level 3, "path-part matching"), unless an origin in
 * `covered` already allows it. The origin alone would let a page send to any script on the
 * endpoint's host, which on a hosted-script service is anyone's.
 */
function endpointSources(urls: readonly string[], covered: readonly string[]): string[] {
  const out = new Set<string>()
  for (const u of urls) {
    const origin = originOf(u)
    if (!origin || covered.includes(origin)) continue
    const url = new URL(u.trim())
    // ';' and ',' end a source or a directive: a path must percent-encode them.
    out.add(origin + url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C'))
  }
  return [...out].sort()
}

/** The policy as directive -> sources, in the order it is written. */
export function cspDirectives(c: CspConfig): Map<string, string[]> {
  const api = origins([c.apiBase])
  const endpoints = [...api, ...endpointSources(c.formEndpoints, api)]
  const images = origins([c.apiBase, c.mediaBase, c.imageCdnBase])
  return new Map([
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' and no 'unsafe-eval': only the site's own files and its named inline scripts.
    ['script-src', ["'self'", ...[...new Set(c.inlineScripts.map(cspHash))].sort()]],
    // Said outright rather than left to fall back on script-src: the search worker is one of our
    // files (/assets/…); a worker from blob: or data: would be someone else's code.
    ['worker-src', ["'self'"]],
    // Libraries (lightbox, carousel, flip-book) and React set style attributes; CSS can't run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images]],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", ...origins([c.apiBase, c.mediaBase])]],
    ['connect-src', ["'self'", ...endpoints]],
    ['form-action', ["'self'", ...endpoints]],
    // 'self' for the year planner and the sample certificate PDFs; embeds.json's hosts (the map).
    ['frame-src', ["'self'", ...origins(c.frameOrigins)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ])
}

export function buildCsp(c: CspConfig): string {
  return [...cspDirectives(c)].map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/** The policy's configuration for this build: its variables, the content's frame hosts, the named scripts. */
export function cspConfigFromEnv(env: BuildEnv = readBuildEnv(), processEnv = process.env, contentDir = CONTENT_DIR): CspConfig {
  return {
    apiBase: env.apiBase,
    formEndpoints: [env.contactFormEndpoint, env.careerFormEndpoint, env.alumniFormEndpoint],
    mediaBase: env.mediaBase,
    imageCdnBase: imageCdnFromEnv(processEnv)?.base ?? '',
    frameOrigins: loadEmbeds(contentDir).frameOrigins,
    inlineScripts: Object.values(INLINE_SCRIPTS),
  }
}

/**
 * NCSR_HOST's value for the fallback host, GitHub Pages, which ignores _headers: every HTML file it
 * serves carries the policy as a <meta> tag instead (docs/operations.md "Fallback: GitHub Pages").
 */
export const FALLBACK_HOST = 'github-pages'

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

/**
 * The page with the policy as its first tag after `<meta charset>` (a meta CSP only governs what
 * comes after it, so it must precede every script and stylesheet; and the charset must stay in the
 * first 1024 bytes), else first in `<head>`, else first after the doctype (a file with no markup,
 * such as a verification file: the parser puts a leading <meta> in the head it implies). Unchanged
 * if it already holds this tag; a page with another policy gets this one too (a browser enforces both).
 */
export function withMetaCsp(html: string, csp: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaCsp(csp))}">`
  if (html.includes(tag)) return html
  const after = /<meta\s+charset=[^>]*>/i.exec(html) ?? /<head(?=[\s/>])[^>]*>/i.exec(html) ?? /^\uFEFF?\s*<!doctype[^>]*>/i.exec(html)
  const at = after ? after.index + after[0].length : html.startsWith('\uFEFF') ? 1 : 0
  return html.slice(0, at) + tag + html.slice(at)
}

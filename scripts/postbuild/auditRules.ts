// The output audit: every HTML file the build writes is read as a browser reads it
// (scripts/postbuild/readPage.ts hands each element of parse5's tree here: its lower-case name, its
// attributes with values decoded, the first of each name only), and the build fails, naming the page, on
//   - an executable inline script that is not one of lib/security/inlineScripts.ts,
//   - a script file from another origin,
//   - an event-handler attribute (on…=) on any element,
//   - a javascript: or vbscript: address in any URL attribute (href, src, action, formaction,
//     xlink:href, …), however it is spelt (case, entities, tabs and newlines, leading spaces),
//   - an image, media file, frame or form target the configured policy (scripts/postbuild/csp.ts)
//     would block, and any <object>, <embed>, <base> or srcdoc.
// So the policy is built from what we wrote, and a page that needs more fails the build instead of
// widening it, or being published broken (SECURITY.md, "Browser").
import { decodeHTMLAttribute } from 'entities/decode'
import { cspHash, isExecutableScriptType } from './html.ts'
import { cspDirectives, type CspConfig } from './csp.ts'

/** What a directive's sources allow of a URL written in a page (resolved against the page's own origin). */
export interface SourceList {
  self: boolean
  data: boolean
  blob: boolean
  /** Origins, 'https://api.example.org'. */
  origins: ReadonlySet<string>
  /** Each origin and '/': a URL that starts so is on it. */
  prefixes: readonly string[]
  /**
   * Sources with a path ('https://forms.example.net/contact'): a URL on that origin with that path,
   * or under it when the path ends with '/' (CSP Level 3, "path-part matching").
   */
  paths: readonly { origin: string; path: string }[]
}

export interface AuditPolicy {
  /** 'sha256-…' sources of the named inline scripts. */
  scriptHashes: ReadonlySet<string>
  img: SourceList
  media: SourceList
  frame: SourceList
  form: SourceList
  /** The sources as written in the policy, for messages. */
  written: Map<string, string[]>
}

const sourceList = (sources: string[]): SourceList => {
  const urls = sources.filter((s) => /^https?:\/\//.test(s))
  // A source without a path, or with '/', allows its whole origin.
  const whole = urls.filter((s) => /^https?:\/\/[^/]+\/?$/.test(s)).map((s) => new URL(s).origin)
  return {
    self: sources.includes("'self'"),
    data: sources.includes('data:'),
    blob: sources.includes('blob:'),
    origins: new Set(whole),
    prefixes: whole.map((o) => o + '/'),
    paths: urls.filter((s) => !/^https?:\/\/[^/]+\/?$/.test(s)).map((s) => ({ origin: new URL(s).origin, path: new URL(s).pathname })),
  }
}

/** The audit's view of the policy the build writes into _headers (the same function makes both). */
export function auditPolicy(config: CspConfig): AuditPolicy {
  const d = cspDirectives(config)
  const get = (name: string) => d.get(name) ?? d.get('default-src')!
  return {
    scriptHashes: new Set(get('script-src').filter((s) => s.startsWith("'sha256-"))),
    img: sourceList(get('img-src')),
    media: sourceList(get('media-src')),
    frame: sourceList(get('frame-src')),
    form: sourceList(get('form-action')),
    written: d,
  }
}

/** At most this many problems are named a page. */
const MAX_PER_PAGE = 20

/** Attributes whose value the browser follows or loads as an address (HTML, SVG's xlink:href). */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'ping',
  'lowsrc',
  'dynsrc',
  'longdesc',
  'manifest',
  'codebase',
  'archive',
  'icon',
  'profile',
  'usemap',
])

/** Elements the audit looks into; on all others it only looks for handlers and script addresses. */
export const CHECKED_ELEMENTS = [
  'img',
  // <image> is <img> in HTML (the parser renames it) and an image in SVG: both load under img-src.
  'image',
  'feimage',
  'source',
  'video',
  'audio',
  'track',
  'iframe',
  'frame',
  'form',
  'button',
  'input',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'script',
] as const
/** Attributes the audit reads. */
export const CHECKED_ATTRIBUTES = [...URL_ATTRIBUTES, 'srcset', 'imagesrcset', 'type', 'rel', 'srcdoc']

/** An attribute value as the browser reads it: character references decoded (HTML, "character reference state", in an attribute). */
export function decodeAttribute(value: string): string {
  return value.includes('&') ? decodeHTMLAttribute(value) : value
}

/**
 * Whether a URL attribute's value (decoded) would run script when followed: the URL parser drops
 * leading spaces and C0 controls, and every tab and newline (URL Standard, "basic URL parser"),
 * and the scheme's case does not matter.
 */
export function isScriptAddress(value: string): boolean {
  if (!value.includes(':')) return false
  const stripped = value.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+/, '')
  return /^(?:java|vb)script:/i.test(stripped)
}

/** isScriptAddress of a value as written in the page. */
export const isScriptUrl = (raw: string): boolean => isScriptAddress(decodeAttribute(raw))

/** The page's own origin, as far as the audit knows it: any address it resolves to is "the site's own files". */
const SELF_ORIGIN = 'https://self.invalid'
const PAGE_URL = SELF_ORIGIN + '/page/'
const OWN = "the site's own files"

/**
 * Whether a source list allows a URL written in a page (decoded); null when allowed, else what it
 * is. Resolved by the URL parser itself (WHATWG URL, as the browser resolves it), so '/\host',
 * '\\/host', 'https:\\host' or a tab between two slashes is read as another host, as a browser
 * reads it; a site path with a second character that cannot start an authority, and an address
 * on a configured origin, are told without parsing.
 */
export function blocked(list: SourceList, url: string): string | null {
  const c = url.charCodeAt(1)
  // '/x': not '//', '/\' or '/<tab or newline>/' (the parser drops those).
  if (url.charCodeAt(0) === 47 && c !== 47 && c !== 92 && c !== 9 && c !== 10 && c !== 13) return list.self ? null : OWN
  for (const prefix of list.prefixes) if (url.startsWith(prefix)) return null
  let parsed: URL
  try {
    parsed = new URL(url, PAGE_URL)
  } catch {
    // No URL at all: the browser loads nothing.
    return null
  }
  const scheme = parsed.protocol
  if (scheme === 'data:') return list.data ? null : 'data:'
  if (scheme === 'blob:') return list.blob ? null : 'blob:'
  if (scheme !== 'http:' && scheme !== 'https:') return scheme
  if (parsed.origin === SELF_ORIGIN) return list.self ? null : OWN
  if (list.origins.has(parsed.origin)) return null
  const onPath = (p: { origin: string; path: string }) =>
    p.origin === parsed.origin && (p.path.endsWith('/') ? parsed.pathname.startsWith(p.path) : parsed.pathname === p.path)
  return list.paths.some(onPath) ? null : parsed.origin
}

/** The URLs of a srcset (HTML, "parse a srcset attribute"): a URL is a run of non-spaces; descriptors follow it up to a comma. */
export function srcsetUrls(srcset: string): string[] {
  const out: string[] = []
  let i = 0
  const n = srcset.length
  const space = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13
  while (i < n) {
    while (i < n && (space(srcset.charCodeAt(i)) || srcset.charCodeAt(i) === 44)) i++
    const start = i
    while (i < n && !space(srcset.charCodeAt(i))) i++
    let end = i
    while (end > start && srcset.charCodeAt(end - 1) === 44) end--
    if (end > start) out.push(srcset.slice(start, end))
    // A URL that ended with commas has no descriptors; else skip them, to the next comma outside parentheses.
    if (end === i) {
      let depth = 0
      while (i < n) {
        const c = srcset.charCodeAt(i)
        if (c === 40) depth++
        else if (c === 41) depth--
        else if (c === 44 && depth <= 0) break
        i++
      }
    }
  }
  return out
}

/** An attribute as the audit reads it: its name, lower-cased, and its value decoded. */
export interface Attribute {
  name: string
  value: string
}

/** One page's audit in progress. */
export interface Page {
  file: string
  policy: AuditPolicy
  problems: string[]
}
export const newPage = (file: string, policy: AuditPolicy): Page => ({ file, policy, problems: [] })

export function say(page: Page, problem: string): void {
  if (page.problems.length < MAX_PER_PAGE) page.problems.push(`${page.file}: ${problem}`)
}

function check(page: Page, list: SourceList, directive: string, what: string, url: string): void {
  const b = blocked(list, url)
  // A script address is said once, as such (checkElement).
  if (b !== null && !isScriptAddress(url))
    say(
      page,
      `${what} ${url.slice(0, 80)} is from ${b}, which ${directive} does not allow (${page.policy.written.get(directive)?.join(' ')})`,
    )
}

const SELF_ONLY: SourceList = { self: true, data: false, blob: false, origins: new Set(), prefixes: [], paths: [] }

/** What the audit needs of a <script> after its start tag: whether its text is an inline script to check. */
export interface ScriptStart {
  inline: boolean
}

/**
 * Checks one element: `tag` its name in lower case, `attrs` the CHECKED_ATTRIBUTES it has (first of
 * each name, decoded), `handler` the name of its first on… attribute. For a <script>, returns
 * whether its text is an inline script the policy must name (checkInlineScript).
 */
export function checkElement(page: Page, tag: string, attrs: readonly Attribute[], handler: string | undefined): ScriptStart {
  if (handler !== undefined) say(page, `${handler} attribute on <${tag}> (an event handler: inline script the policy does not allow)`)
  let src: string | undefined
  let type = ''
  let rel = ''
  for (const a of attrs) {
    if (URL_ATTRIBUTES.has(a.name) && isScriptAddress(a.value))
      say(page, `${a.name}="${a.value.slice(0, 60)}" on <${tag}> (a javascript: address)`)
    if (a.name === 'src') src = a.value
    else if (a.name === 'type') type = a.value
    else if (a.name === 'rel') rel = a.value
    else if (a.name === 'srcdoc') say(page, `srcdoc on <${tag}> (a document written into the page, which no audit reads)`)
  }
  switch (tag) {
    case 'img':
    case 'image':
    case 'feimage':
      for (const a of attrs) {
        if (a.name === 'src') check(page, page.policy.img, 'img-src', '<img src>', a.value)
        else if (a.name === 'srcset') for (const u of srcsetUrls(a.value)) check(page, page.policy.img, 'img-src', '<img srcset>', u)
        else if (tag !== 'img' && (a.name === 'href' || a.name === 'xlink:href'))
          check(page, page.policy.img, 'img-src', `<${tag} ${a.name}>`, a.value)
      }
      break
    case 'source':
      for (const a of attrs) {
        if (a.name === 'srcset') for (const u of srcsetUrls(a.value)) check(page, page.policy.img, 'img-src', '<source srcset>', u)
        else if (a.name === 'src') check(page, page.policy.media, 'media-src', '<source src>', a.value)
      }
      break
    case 'video':
    case 'audio':
    case 'track':
      for (const a of attrs) {
        if (a.name === 'src') check(page, page.policy.media, 'media-src', `<${tag} src>`, a.value)
        else if (a.name === 'poster') check(page, page.policy.img, 'img-src', `<${tag} poster>`, a.value)
      }
      break
    case 'iframe':
    case 'frame':
      if (src !== undefined) check(page, page.policy.frame, 'frame-src', `<${tag} src>`, src)
      break
    case 'form':
    case 'button':
    case 'input':
      for (const a of attrs)
        if (a.name === 'action' || a.name === 'formaction') check(page, page.policy.form, 'form-action', `<${tag} ${a.name}>`, a.value)
      break
    case 'object':
    case 'embed':
    case 'applet':
      say(page, `<${tag}>, which object-src 'none' blocks (embed PDFs with an <iframe>)`)
      break
    case 'base':
      say(page, "<base>: the site's pages resolve their addresses against their own")
      break
    case 'link':
      if (/\b(?:stylesheet|modulepreload|preload)\b/i.test(rel))
        for (const a of attrs)
          if (a.name === 'href' && blocked(SELF_ONLY, a.value) !== null)
            say(page, `<link rel="${rel}" href="${a.value.slice(0, 80)}">: not a file of the site`)
      break
    case 'script':
      // src in HTML, href or xlink:href in SVG: each a script file that must be the site's own.
      for (const a of attrs)
        if ((a.name === 'src' || a.name === 'href' || a.name === 'xlink:href') && blocked(SELF_ONLY, a.value) !== null)
          say(page, `<script ${a.name}="${a.value.slice(0, 80)}">: a script that is not a file of the site`)
      return { inline: src === undefined && isExecutableScriptType(type.trim().toLowerCase()) }
  }
  return { inline: false }
}

/**
 * An inline script's text (as the element holds it: the input's CR LF and CR as LF, NUL as U+FFFD)
 * must be one of lib/security/inlineScripts.ts.
 */
export function checkInlineScript(page: Page, text: string): void {
  const content = text.includes('\r') || text.includes('\0') ? text.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd') : text
  const hash = cspHash(content)
  if (!page.policy.scriptHashes.has(hash))
    say(page, `an inline script that is not one of lib/security/inlineScripts.ts (${hash}): ${JSON.stringify(content.slice(0, 60))}`)
}

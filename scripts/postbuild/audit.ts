// The output audit: every HTML page the build writes is read once, as it is written (the batch's
// bulk pages) or by the publish step (the others), and the build fails, naming the page, on
//   - an executable inline script that is not one of lib/security/inlineScripts.ts,
//   - a script file from another origin,
//   - an event-handler attribute (on…=) on any element,
//   - a javascript: or vbscript: address in any URL attribute (href, src, action, formaction,
//     xlink:href, …), however it is spelt (case, entities, tabs and newlines, leading spaces),
//   - an image, media file, frame or form target the configured policy (scripts/postbuild/csp.ts)
//     would block, and any <object>, <embed>, <base> or srcdoc.
// So the policy is built from what we wrote, and a page that needs more fails the build instead of
// widening it, or being published broken (SECURITY.md, "Browser").
//
// It runs over every page of a 10,000-album build (about 400 MB of HTML), so it is one pass from
// tag to tag: text is skipped with indexOf('<'), attribute values with indexOf of their quote, and
// only the names are read character by character (docs/performance.md "Build scale").
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
  const origins = sources.filter((s) => /^https?:\/\//.test(s))
  return {
    self: sources.includes("'self'"),
    data: sources.includes('data:'),
    blob: sources.includes('blob:'),
    origins: new Set(origins),
    prefixes: origins.map((o) => o + '/'),
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

/** Problems found in the pages, each naming its page; at most MAX_PER_PAGE a page. */
export interface AuditLog {
  pages: number
  problems: string[]
}
export const emptyAudit = (): AuditLog => ({ pages: 0, problems: [] })
export const mergeAudit = (into: AuditLog, from: AuditLog): AuditLog => {
  into.pages += from.pages
  for (const p of from.problems) into.problems.push(p)
  return into
}
const MAX_PER_PAGE = 20

/** Attributes whose value the browser follows or loads as an address (HTML, SVG's xlink:href). */
const URL_ATTRIBUTES = new Set([
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

/** Elements whose content is raw text: a '<' inside them starts no tag (HTML, "raw text elements"). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript'])

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  Tab: '\t',
  NewLine: '\n',
  colon: ':',
  sol: '/',
  lpar: '(',
  rpar: ')',
}

/** An attribute value as the browser reads it: character references decoded, numeric ones also without ';'. */
export function decodeAttribute(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7}));?|&([A-Za-z]+);/g, (m, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? m
    const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/**
 * Whether a URL attribute's value would run script when followed: after character references, the
 * URL parser drops leading spaces and C0 controls, and every tab and newline (URL Standard, "basic
 * URL parser"), and the scheme's case does not matter.
 */
export function isScriptUrl(raw: string): boolean {
  const v = decodeAttribute(raw)
  if (!v.includes(':')) return false
  const stripped = v.replace(/[\t\n\r]/g, '').replace(/^[^!-\uffff]+/, '')
  return /^(?:java|vb)script:/i.test(stripped)
}

const originsByPrefix = new Map<string, string | null>()
/** 'https://a.example' for an absolute http(s) URL, with one URL parse per distinct scheme and authority. */
function absoluteOrigin(url: string): string | null {
  const prefix = /^https?:\/\/[^/?#\\]*/i.exec(url)?.[0]
  if (prefix === undefined) return null
  let o = originsByPrefix.get(prefix)
  if (o === undefined) {
    try {
      o = new URL(prefix).origin
    } catch {
      o = null
    }
    originsByPrefix.set(prefix, o)
  }
  return o
}

/** Whether a source list allows a URL written in a page; null when allowed, else what it is. */
function blocked(list: SourceList, raw: string): string | null {
  // Most URLs of the site's pages: a site path ('/img/…'), or an address on a configured origin.
  if (raw.charCodeAt(0) === 47 && raw.charCodeAt(1) !== 47 && raw.charCodeAt(1) !== 92) return list.self ? null : "the site's own files"
  for (const prefix of list.prefixes) if (raw.startsWith(prefix)) return null
  const url = decodeAttribute(raw).trim()
  if (url === '') return null
  const colon = url.indexOf(':')
  const slash = url.search(/[/?#]/)
  // Relative to the page (no scheme before the first '/', '?' or '#'), and not protocol-relative.
  if ((colon < 0 || (slash >= 0 && slash < colon)) && !url.startsWith('//')) return list.self ? null : "the site's own files"
  const scheme = url.startsWith('//') ? 'https:' : url.slice(0, colon + 1).toLowerCase()
  if (scheme === 'data:') return list.data ? null : 'data:'
  if (scheme === 'blob:') return list.blob ? null : 'blob:'
  if (scheme !== 'http:' && scheme !== 'https:') return scheme
  const origin = absoluteOrigin(url.startsWith('//') ? 'https:' + url : url)
  if (origin && list.origins.has(origin)) return null
  return origin ?? url.slice(0, 60)
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

/** An attribute the audit reads: its name, lower-cased, and its value as written. */
interface Attribute {
  name: string
  value: string
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13
/** Letters a tag name starts with. */
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122

/** Elements the audit looks into; all others are only searched for handlers and script addresses. */
const TAGS = [
  'img',
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
  ...RAW_TEXT,
]
/** Attributes whose value the audit reads. */
const ATTRIBUTES = [...URL_ATTRIBUTES, 'srcset', 'imagesrcset', 'type', 'rel', 'srcdoc']

/**
 * Names by their length, each with its first letter's code: a tag or attribute is looked up so
 * before its name is compared, and most of a page's (class, alt, width, aria-*, li, span) are passed
 * over without being sliced out of the page (a string each, 450 tags a page).
 */
type NameTable = (readonly [first: number, name: string][] | undefined)[]
function nameTable(names: readonly string[]): NameTable {
  const t: NameTable = []
  for (const name of new Set(names)) t[name.length] = [...(t[name.length] ?? []), [name.charCodeAt(0), name] as const]
  return t
}
const TAG_TABLE = nameTable(TAGS)
const ATTRIBUTE_TABLE = nameTable(ATTRIBUTES)

/** The name of the table html[start, end) is, compared ASCII case-insensitively (as HTML does), or undefined. */
function lookUp(table: NameTable, html: string, start: number, end: number): string | undefined {
  const names = table[end - start]
  if (names === undefined) return undefined
  const first = html.charCodeAt(start) | 32
  next: for (const [f, name] of names) {
    if (f !== first) continue
    for (let k = 1; k < name.length; k++) if ((html.charCodeAt(start + k) | 32) !== name.charCodeAt(k)) continue next
    return name
  }
  return undefined
}

/**
 * Audits one page (file: its path in the output, named in each problem) against the policy, and
 * adds what it finds to `log`.
 */
export function auditPage(file: string, html: string, policy: AuditPolicy, log: AuditLog): void {
  const page: Page = { file, policy, problems: [] }
  const n = html.length
  const attrs: Attribute[] = []
  for (let at = html.indexOf('<'); at >= 0;) {
    const first = html.charCodeAt(at + 1)
    if (!isLetter(first)) {
      // A comment is skipped whole ('<!--' … '-->'); an end tag, a doctype or a text '<' only by itself.
      if (first === 33 && html.startsWith('!--', at + 1)) {
        const end = html.indexOf('-->', at + 4)
        at = end < 0 ? -1 : html.indexOf('<', end + 3)
      } else at = html.indexOf('<', at + 1)
      continue
    }
    let i = at + 1
    while (i < n) {
      const c = html.charCodeAt(i)
      if (isSpace(c) || c === 47 || c === 62) break
      i++
    }
    const tagNameEnd = i
    const tag = lookUp(TAG_TABLE, html, at + 1, tagNameEnd)
    if (tag === undefined) {
      // Most tags of a page are of elements the audit does not look into, with double-quoted values
      // that hold no ':' and no '&': no handler, no script address is possible there. The regular
      // expression engine passes over those whole; any other goes through the loop below.
      PLAIN_ATTRIBUTES.lastIndex = i
      if (PLAIN_ATTRIBUTES.test(html)) {
        at = html.indexOf('<', PLAIN_ATTRIBUTES.lastIndex)
        continue
      }
    }
    // The attributes (HTML, "before attribute name state" onwards, without the parse errors' finer
    // points): names read here, quoted values skipped by indexOf of their quote.
    attrs.length = 0
    let handler = -1
    let handlerEnd = -1
    for (;;) {
      while (i < n && (isSpace(html.charCodeAt(i)) || html.charCodeAt(i) === 47)) i++
      if (i >= n || html.charCodeAt(i) === 62) break
      const nameStart = i++
      while (i < n) {
        const c = html.charCodeAt(i)
        if (isSpace(c) || c === 47 || c === 62 || c === 61) break
        i++
      }
      const nameEnd = i
      while (i < n && isSpace(html.charCodeAt(i))) i++
      let vStart = i
      let vEnd = i
      if (html.charCodeAt(i) === 61) {
        i++
        while (i < n && isSpace(html.charCodeAt(i))) i++
        const q = html.charCodeAt(i)
        if (q === 34 || q === 39) {
          vStart = i + 1
          vEnd = html.indexOf(q === 34 ? '"' : "'", vStart)
          if (vEnd < 0) vEnd = n
          i = vEnd + 1
        } else {
          vStart = i
          while (i < n && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++
          vEnd = i
        }
      }
      // 'on' and more: every event handler; no other attribute of HTML or SVG starts so.
      if (
        handler < 0 &&
        nameEnd - nameStart > 2 &&
        (html.charCodeAt(nameStart) | 32) === 111 &&
        (html.charCodeAt(nameStart + 1) | 32) === 110
      ) {
        handler = nameStart
        handlerEnd = nameEnd
      }
      if (vEnd > vStart) {
        const name = lookUp(ATTRIBUTE_TABLE, html, nameStart, nameEnd)
        if (name) attrs.push({ name, value: html.slice(vStart, vEnd) })
      }
    }
    const tagEnd = i
    if (handler >= 0)
      say(
        page,
        `${html.slice(handler, handlerEnd)} attribute on <${tag ?? elementName(html, at, tagNameEnd)}> (an event handler: inline script the policy does not allow)`,
      )
    let src: string | undefined
    let type = ''
    let rel = ''
    for (const a of attrs) {
      if (URL_ATTRIBUTES.has(a.name) && isScriptUrl(a.value))
        say(page, `${a.name}="${a.value.slice(0, 60)}" on <${tag ?? elementName(html, at, tagNameEnd)}> (a javascript: address)`)
      if (a.name === 'src') src = a.value
      else if (a.name === 'type') type = a.value
      else if (a.name === 'rel') rel = a.value
      else if (a.name === 'srcdoc')
        say(page, `srcdoc on <${tag ?? elementName(html, at, tagNameEnd)}> (a document written into the page, which no audit reads)`)
    }
    switch (tag) {
      case 'img':
        for (const a of attrs) {
          if (a.name === 'src') check(page, policy.img, 'img-src', '<img src>', a.value)
          else if (a.name === 'srcset') for (const u of srcsetUrls(a.value)) check(page, policy.img, 'img-src', '<img srcset>', u)
        }
        break
      case 'source':
        for (const a of attrs) {
          if (a.name === 'srcset') for (const u of srcsetUrls(a.value)) check(page, policy.img, 'img-src', '<source srcset>', u)
          else if (a.name === 'src') check(page, policy.media, 'media-src', '<source src>', a.value)
        }
        break
      case 'video':
      case 'audio':
      case 'track':
        for (const a of attrs) {
          if (a.name === 'src') check(page, policy.media, 'media-src', `<${tag} src>`, a.value)
          else if (a.name === 'poster') check(page, policy.img, 'img-src', `<${tag} poster>`, a.value)
        }
        break
      case 'iframe':
      case 'frame':
        if (src !== undefined) check(page, policy.frame, 'frame-src', `<${tag} src>`, src)
        break
      case 'form':
      case 'button':
      case 'input':
        for (const a of attrs)
          if (a.name === 'action' || a.name === 'formaction') check(page, policy.form, 'form-action', `<${tag} ${a.name}>`, a.value)
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
        if (src !== undefined && blocked(SELF_ONLY, src) !== null)
          say(page, `<script src="${src.slice(0, 80)}">: a script that is not a file of the site`)
        break
    }
    at = tagEnd + 1
    if (at < n && tag !== undefined && RAW_TEXT.has(tag)) {
      // Its text runs to its end tag, whatever it holds ('</script' in any case, then a space, '/' or '>').
      const close = closingTag(html, tag, at)
      if (tag === 'script' && src === undefined && isExecutableScriptType(decodeAttribute(type).trim().toLowerCase())) {
        const hash = cspHash(html.slice(at, close))
        if (!policy.scriptHashes.has(hash))
          say(
            page,
            `an inline script that is not one of lib/security/inlineScripts.ts (${hash}): ${JSON.stringify(html.slice(at, Math.min(close, at + 60)))}`,
          )
      }
      at = close
    }
    at = at < n ? html.indexOf('<', at) : -1
  }
  log.pages++
  for (const p of page.problems) log.problems.push(p)
}

/**
 * Attributes that cannot hold a handler or a script address, up to the tag's end: names not
 * starting with 'on', values double-quoted without ':' or '&' (a scheme needs a ':', written or as
 * a character reference).
 */
const PLAIN_ATTRIBUTES = /(?:[\t\n\f\r ]+(?![oO][nN])[^\t\n\f\r "'>/=]+(?:="[^"&:]*")?)*[\t\n\f\r ]*\/?>/y

/** An element's name as lower case, for a problem's message. */
const elementName = (html: string, at: number, nameEnd: number) => html.slice(at + 1, Math.min(nameEnd, at + 41)).toLowerCase()

/** One page's audit in progress (plain functions below, no closures: the audit runs once a tag). */
interface Page {
  file: string
  policy: AuditPolicy
  problems: string[]
}

function say(page: Page, problem: string): void {
  if (page.problems.length < MAX_PER_PAGE) page.problems.push(`${page.file}: ${problem}`)
}

function check(page: Page, list: SourceList, directive: string, what: string, url: string): void {
  const b = blocked(list, url)
  // A script address is said once, as such (auditPage).
  if (b !== null && !isScriptUrl(url))
    say(
      page,
      `${what} ${url.slice(0, 80)} is from ${b}, which ${directive} does not allow (${page.policy.written.get(directive)?.join(' ')})`,
    )
}

const SELF_ONLY: SourceList = { self: true, data: false, blob: false, origins: new Set(), prefixes: [] }

/** Where a raw text element's content ends: its end tag, or the end of the page. */
function closingTag(html: string, tag: string, from: number): number {
  for (let i = html.indexOf('</', from); i >= 0; i = html.indexOf('</', i + 2)) {
    if (html.slice(i + 2, i + 2 + tag.length).toLowerCase() !== tag) continue
    const c = html.charCodeAt(i + 2 + tag.length)
    if (isSpace(c) || c === 47 || c === 62 || Number.isNaN(c)) return i
  }
  return html.length
}

// Small, pure readers of the HTML our own renderer emits (React's serialisation: attributes in
// double quotes, text escaped). Not a general HTML parser, and it doesn't need to be.
import { createHash } from 'node:crypto'

export interface InlineScript {
  /** The type attribute, lower-cased, '' when absent. */
  type: string
  content: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'", '#x27': "'" }

export function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : m
    }
    return ENTITIES[name.toLowerCase()] ?? m
  })
}

const attrPatterns = new Map<string, RegExp>()
const attr = (tag: string, name: string): string | undefined => {
  let re = attrPatterns.get(name)
  if (!re) attrPatterns.set(name, (re = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')))
  const m = re.exec(tag)
  if (!m) return undefined
  const value = m[1] ?? m[2] ?? m[3] ?? ''
  return value.includes('&') ? decodeEntities(value) : value
}

/** Every <script> without src, with its type and exact text (what a CSP hash is computed over). */
export function extractInlineScripts(html: string): InlineScript[] {
  const out: InlineScript[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = `<script${m[1]}>`
    if (attr(tag, 'src') !== undefined) continue
    out.push({ type: (attr(tag, 'type') ?? '').trim().toLowerCase(), content: m[2] ?? '' })
  }
  return out
}

const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/x-javascript',
  'text/x-ecmascript',
])

/**
 * Whether the browser executes a script of this type. Data blocks (a hydrated page's application/json
 * #page-data, application/ld+json) are never run, so CSP script-src doesn't apply.
 */
export function isExecutableScriptType(type: string): boolean {
  return JS_TYPES.has(type.split(';')[0]!.trim().toLowerCase())
}

/** CSP source expression for an inline script's text. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

/** Values of one attribute on every element of a tag name (e.g. iframe src). */
export function attrValues(html: string, tagName: string, attrName: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(new RegExp(`<${tagName}\\b[^>]*>`, 'gi'))) {
    const v = attr(m[0], attrName)
    if (v !== undefined) out.push(v)
  }
  return out
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function textOf(fragment: string): string {
  return decodeEntities(
    fragment
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** The page's own content (#page-root), or <main>, or the body. */
export function pageContent(html: string): string {
  const root = /<div id="page-root">([\s\S]*)<\/main>/i.exec(html)?.[1]
  return root ?? /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? html
}

export function shorten(s: string, max = 160): string {
  if (s.length <= max) return s
  const cut = s.slice(0, max - 1)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd() + '…'
}

export interface PageSummary {
  h1: string
  title: string
  firstParagraph: string
}

export function summarisePage(html: string): PageSummary {
  const content = pageContent(html)
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(content)?.[1]
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const paragraphs = [...content.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => textOf(m[1] ?? '')).filter((t) => t.length > 20)
  return { h1: h1 ? textOf(h1) : '', title: title ? textOf(title) : '', firstParagraph: paragraphs[0] ?? '' }
}

/**
 * What the publish step needs from the pages for the CSP (scripts/postbuild/csp.ts): hashes of the
 * executable inline scripts, the origins of framed and image URLs, and the pages with <object> or
 * <embed> (which object-src 'none' blocks). Sets, so thousands of pages add up to a few entries.
 */
export interface SiteFacts {
  scriptHashes: Set<string>
  frameOrigins: Set<string>
  imageOrigins: Set<string>
  objectPages: string[]
}

export const emptyFacts = (): SiteFacts => ({ scriptHashes: new Set(), frameOrigins: new Set(), imageOrigins: new Set(), objectPages: [] })

/** 'https://api.example.org' for an http(s) URL, null for relative or other schemes. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

/** The elements a page's facts come from, read right after a '<' (sticky: tested at one place). */
const FACT_NAME = /(script|iframe|img|object|embed)\b/iy
const TAG_END = /[^>]*>/y
const SCRIPT_CLOSE = /<\/script\s*>/gi
/** The first letters of FACT_NAME's names, lower-cased: s, i, o, e. */
const FACT_INITIALS = new Set([115, 105, 111, 101])

/**
 * One page's facts (file: its path, for the <object> warning), in one pass over the page: the same
 * as extractInlineScripts() + attrValues() for iframe and img + a test for <object|embed>, which
 * were four passes (it runs over every page: 400 MB of HTML at 10,000 albums). The pass goes from
 * '<' to '<' (a string search) and reads a name only after one that can start it: four times
 * faster than one case-insensitive pattern over the whole page.
 */
export function pageFacts(file: string, html: string): SiteFacts {
  const facts = emptyFacts()
  let object = false
  // Where the last inline script's text ends: a "<script" inside it is text, not a script.
  let scriptEnd = 0
  for (let at = html.indexOf('<'), next = 0; at >= 0; at = html.indexOf('<', next)) {
    next = at + 1
    // | 32 lower-cases a letter (and maps no other character onto s, i, o or e)
    if (!FACT_INITIALS.has(html.charCodeAt(at + 1) | 32)) continue
    FACT_NAME.lastIndex = at + 1
    const m = FACT_NAME.exec(html)
    if (!m) continue
    next = FACT_NAME.lastIndex
    const name = m[1]!.toLowerCase()
    if (name === 'object' || name === 'embed') {
      object = true
      continue
    }
    TAG_END.lastIndex = next
    if (!TAG_END.exec(html)) continue
    const attrs = html.slice(next, TAG_END.lastIndex - 1)
    const tag = `<${m[1]}${attrs}>`
    if (name === 'script') {
      if (at < scriptEnd) continue
      SCRIPT_CLOSE.lastIndex = TAG_END.lastIndex
      const close = SCRIPT_CLOSE.exec(html)
      if (!close) continue
      scriptEnd = SCRIPT_CLOSE.lastIndex
      // Every executable inline script, hashed; JSON data blocks are not executed.
      if (attr(tag, 'src') === undefined && isExecutableScriptType((attr(tag, 'type') ?? '').trim().toLowerCase())) {
        facts.scriptHashes.add(cspHash(html.slice(TAG_END.lastIndex, close.index)))
      }
      // Tags inside the script's text still count below, as attrValues() counts them.
      continue
    }
    const src = attr(tag, 'src')
    if (src !== undefined) addOrigin(name === 'img' ? facts.imageOrigins : facts.frameOrigins, src)
    next = TAG_END.lastIndex
  }
  if (object) facts.objectPages.push(file)
  return facts
}

/**
 * An origin is a function of the URL's scheme and authority (up to the first '/', '?', '#' or backslash
 * after its '//'): parsed once for each of those, not once an image (20 on an album page, a URL
 * parse each).
 */
const originsByPrefix = new Map<string, string | null>()
const addOrigin = (to: Set<string>, url: string) => {
  const prefix = /^https?:\/\/[^/?#\\]*/i.exec(url.trim())?.[0]
  if (prefix === undefined) return
  let o = originsByPrefix.get(prefix)
  if (o === undefined) originsByPrefix.set(prefix, (o = originOf(prefix)))
  if (o) to.add(o)
}

export function mergeFacts(into: SiteFacts, from: SiteFacts): SiteFacts {
  for (const h of from.scriptHashes) into.scriptHashes.add(h)
  for (const o of from.frameOrigins) into.frameOrigins.add(o)
  for (const o of from.imageOrigins) into.imageOrigins.add(o)
  into.objectPages.push(...from.objectPages)
  return into
}

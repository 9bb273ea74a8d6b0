// Small, pure readers of the HTML our own renderer emits (React's serialisation: attributes in
// double quotes, text escaped): its text, title and summary for the search index. The readers a
// check relies on (inline scripts and their hashes, attribute values) read the tree a browser
// builds (parse5), so a comment, a repeated attribute or foreign content cannot make them see
// other scripts than the browser runs; the output audit is scripts/postbuild/audit.ts.
import { createHash } from 'node:crypto'
import { decodeHTML } from 'entities/decode'
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'

export interface InlineScript {
  /** The type attribute, lower-cased, '' when absent. */
  type: string
  content: string
}

/** Text with its character references decoded as HTML decodes them in text (numeric ones of any length; above U+10FFFF, U+FFFD). */
export function decodeEntities(s: string): string {
  return s.includes('&') ? decodeHTML(s) : s
}

/** Every element of the page, <template> contents included, in document order. */
function* elements(parent: T.ParentNode): Generator<T.Element> {
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue
    yield node
    yield* elements(node.tagName === 'template' ? (node as T.Template).content : node)
  }
}
const attrOf = (el: T.Element, name: string) => el.attrs.find((a) => !a.prefix && a.name === name)?.value

/** Every <script> without src, with its type and exact text (what a CSP hash is computed over), as a browser builds it. */
export function extractInlineScripts(html: string): InlineScript[] {
  const out: InlineScript[] = []
  for (const el of elements(parse(html))) {
    if (el.tagName !== 'script' || attrOf(el, 'src') !== undefined) continue
    const content = el.childNodes.map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : '')).join('')
    out.push({ type: (attrOf(el, 'type') ?? '').trim().toLowerCase(), content })
  }
  return out
}

const JS_TYPES = new Set([
  '',
  'module',
  // Not JavaScript, but inline ones are governed by script-src all the same (HTML, "import maps").
  'importmap',
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
 * Whether the browser executes a script of this type (or, for an import map, reads it under
 * script-src). Data blocks (an island's application/json props, application/ld+json) are never
 * run, so CSP script-src doesn't apply.
 */
export function isExecutableScriptType(type: string): boolean {
  return JS_TYPES.has(type.split(';')[0]!.trim().toLowerCase())
}

/** CSP source expression for an inline script's text. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

/** Values of one attribute on every element of a tag name (e.g. iframe src), decoded, as a browser builds them. */
export function attrValues(html: string, tagName: string, attrName: string): string[] {
  const out: string[] = []
  for (const el of elements(parse(html))) {
    const v = el.tagName === tagName.toLowerCase() ? attrOf(el, attrName.toLowerCase()) : undefined
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

/** 'https://api.example.org' for an http(s) URL, null for relative or other schemes. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

// Small, pure readers of the HTML our own renderer emits (React's serialisation: attributes in
// double quotes, text escaped): its text, title and summary for the search index, and the CSP hash
// of a script's text. The output audit, which reads scripts as a browser does, is
// scripts/postbuild/audit.ts; the tests' readers of built pages are tests/support/readHtml.ts.
import { createHash } from 'node:crypto'
import { decodeHTML } from 'entities/decode'

/** Text with its character references decoded as HTML decodes them in text (numeric ones of any length; above U+10FFFF, U+FFFD). */
export function decodeEntities(s: string): string {
  return s.includes('&') ? decodeHTML(s) : s
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

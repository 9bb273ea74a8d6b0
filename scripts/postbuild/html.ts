// Small, pure helpers of the publish step: which scripts a browser runs, the CSP hash of a script's
// text, a summary's length, an address's origin. The pages are read by scripts/postbuild/readPage.ts.
import { createHash } from 'node:crypto'

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

export function shorten(s: string, max = 160): string {
  if (s.length <= max) return s
  const cut = s.slice(0, max - 1)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd() + '…'
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

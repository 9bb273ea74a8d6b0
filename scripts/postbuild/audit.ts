// The output audit: every HTML page the build writes is read once, as it is written (the
// bulk pages) or by the publish step (the others), and the build fails, naming the page, on
//   - an executable inline script that is not one of lib/security/inlineScripts.ts,
//   - a script file from another origin,
//   - an event-handler attribute (on…=) on any element,
//   - a javascript: or vbscript: address in any URL attribute (href, src, action, formaction,
//     xlink:href, …), however it is spelt (case, entities, tabs and newlines, leading spaces),
//   - an image, media file, frame or form target the configured policy (scripts/postbuild/csp.ts)
//     would block, and any <object>, <embed>, <base> or srcdoc.
// So the policy is built from what we wrote, and a page that needs more fails the build instead of
// widening it, or being published broken (SECURITY.md, "Browser"). The rules are in
// scripts/postbuild/auditRules.ts.
//
// It runs over every page of a 10,000-album build (about 400 MB of HTML), so the pages our renderer
// writes are read by a fast scanner, one pass from tag to tag: text is skipped with indexOf('<'),
// attribute values with indexOf of their quote, and only the names are read character by character
// (docs/performance.md "Build scale"). It reads what the HTML tokenizer reads where that alone
// decides the tree: comments end where a browser ends them (-->, --!>, <!--> and <!--->), bogus
// comments, doctypes and end tags (attributes and all) at their '>', raw text at its end tag, a
// repeated attribute is ignored, character references are decoded by the HTML rules. Where only
// tree construction decides what is text and what is markup (a raw-text element, an HTML
// integration point or CDATA inside <svg> or <math>, a raw-text element inside <select>, a script
// whose text holds '<!--'), it does not guess: the page is read by parse5 instead
// (scripts/postbuild/auditTree.ts), as is any HTML our renderer did not write.
// tests/unit/postbuild/auditAgreement.test.ts holds the two to the same verdicts.
import {
  CHECKED_ATTRIBUTES,
  CHECKED_ELEMENTS,
  checkElement,
  checkInlineScript,
  decodeAttribute,
  logPage,
  newPage,
  type Attribute,
  type AuditLog,
  type AuditPolicy,
} from './auditRules.ts'
import { auditTree } from './auditTree.ts'

export {
  auditPolicy,
  decodeAttribute,
  emptyAudit,
  isScriptUrl,
  mergeAudit,
  srcsetUrls,
  type AuditLog,
  type AuditPolicy,
  type SourceList,
} from './auditRules.ts'

/** Elements whose content is raw text in HTML: a '<' inside them starts no tag (HTML, "raw text elements", "RCDATA"). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext'])
/** Foreign content: inside these, what is raw text, and where they end, is for tree construction to say. */
const FOREIGN = new Set(['svg', 'math'])
/** SVG's and MathML's HTML and text integration points: inside them, HTML again (HTML, "tree construction dispatcher"). */
const INTEGRATION_POINTS = new Set(['foreignobject', 'desc', 'title', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml'])

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13
/** Letters a tag name starts with. */
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122

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
const TAG_TABLE = nameTable([...CHECKED_ELEMENTS, ...RAW_TEXT, ...FOREIGN, ...INTEGRATION_POINTS, 'select'])
const ATTRIBUTE_TABLE = nameTable(CHECKED_ATTRIBUTES)
const END_TABLE = nameTable([...FOREIGN, 'select'])

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
 * Attributes that cannot hold a handler or a script address, up to the tag's end: names not
 * starting with 'on', values double-quoted without ':' or '&' (a scheme needs a ':', written or as
 * a character reference).
 */
const PLAIN_ATTRIBUTES = /(?:[\t\n\f\r ]+(?![oO][nN])[^\t\n\f\r "'>/=]+(?:="[^"&:]*")?)*[\t\n\f\r ]*\/?>/y

/** What the tag's attributes hold, read by readAttributes (module state: the scanner runs once a tag). */
const attrs: Attribute[] = []
let handlerStart = -1
let handlerEnd = -1
let selfClosing = false

/**
 * Reads a tag's attributes from i (HTML, "before attribute name state" onwards): names read here,
 * quoted values skipped by indexOf of their quote; the CHECKED_ATTRIBUTES go into `attrs` (the
 * first of each name, decoded), the first on… attribute into handlerStart/End. Returns the index
 * of the tag's '>' (or the page's end).
 */
function readAttributes(html: string, i: number, collect: boolean): number {
  const n = html.length
  attrs.length = 0
  handlerStart = -1
  selfClosing = false
  for (;;) {
    while (i < n && (isSpace(html.charCodeAt(i)) || html.charCodeAt(i) === 47)) {
      selfClosing = html.charCodeAt(i) === 47
      i++
    }
    if (i >= n || html.charCodeAt(i) === 62) return i
    selfClosing = false
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
    } else i = nameEnd
    if (!collect) continue
    // 'on' and more: every event handler; no other attribute of HTML or SVG starts so.
    if (
      handlerStart < 0 &&
      nameEnd - nameStart > 2 &&
      (html.charCodeAt(nameStart) | 32) === 111 &&
      (html.charCodeAt(nameStart + 1) | 32) === 110
    ) {
      handlerStart = nameStart
      handlerEnd = nameEnd
    }
    const name = lookUp(ATTRIBUTE_TABLE, html, nameStart, nameEnd)
    // A repeated attribute is dropped by the tokenizer: the first one counts, empty or not.
    if (name && !attrs.some((a) => a.name === name)) attrs.push({ name, value: decodeAttribute(html.slice(vStart, vEnd)) })
  }
}

/** Where a raw text element's content ends: its end tag, or the end of the page. */
function closingTag(html: string, tag: string, from: number): number {
  for (let i = html.indexOf('</', from); i >= 0; i = html.indexOf('</', i + 2)) {
    if (html.slice(i + 2, i + 2 + tag.length).toLowerCase() !== tag) continue
    const c = html.charCodeAt(i + 2 + tag.length)
    if (isSpace(c) || c === 47 || c === 62) return i
  }
  return html.length
}

/** Where a comment that starts at `at` ('<!--') ends, past its '>' (HTML, "comment start state" onwards), or -1 at the page's end. */
function commentEnd(html: string, at: number): number {
  const j = at + 4
  if (html.charCodeAt(j) === 62) return j + 1
  if (html.charCodeAt(j) === 45 && html.charCodeAt(j + 1) === 62) return j + 2
  for (let k = html.indexOf('--', j); k >= 0; k = html.indexOf('--', k + 1)) {
    const c = html.charCodeAt(k + 2)
    if (c === 62) return k + 3
    if (c === 33 && html.charCodeAt(k + 3) === 62) return k + 4
  }
  return -1
}

/** Returned by scanPage when only tree construction can say what the page holds. */
export const DEFER = 'defer'

/**
 * The fast scanner: the problems of one page our renderer wrote, each naming `file`, or DEFER when
 * the page holds what only tree construction reads exactly.
 */
export function scanPage(file: string, html: string, policy: AuditPolicy): string[] | typeof DEFER {
  const page = newPage(file, policy)
  const n = html.length
  /** Open <svg> and <math> elements: foreign content while there is one. */
  const foreign: string[] = []
  let inSelect = false
  for (let at = html.indexOf('<'); at >= 0 && at < n;) {
    const first = html.charCodeAt(at + 1)
    if (first === 33) {
      // '<!': a comment, CDATA (in foreign content), or a doctype or bogus comment to the first '>'.
      if (html.startsWith('--', at + 2)) {
        const end = commentEnd(html, at)
        at = end < 0 ? -1 : html.indexOf('<', end)
        continue
      }
      if (foreign.length > 0 && html.startsWith('[CDATA[', at + 2)) return DEFER
      const end = html.indexOf('>', at + 2)
      at = end < 0 ? -1 : html.indexOf('<', end + 1)
      continue
    }
    if (first === 47) {
      // '</': an end tag (its attributes, which no browser keeps, read to find its '>'), '</>' (nothing) or a bogus comment.
      const c = html.charCodeAt(at + 2)
      if (isLetter(c)) {
        let i = at + 3
        while (i < n && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 47 && html.charCodeAt(i) !== 62) i++
        const name = lookUp(END_TABLE, html, at + 2, i)
        if (name === 'select') inSelect = false
        else if (name !== undefined) {
          const open = foreign.lastIndexOf(name)
          if (open >= 0) foreign.length = open
        }
        const end = html.charCodeAt(i) === 62 ? i : readAttributes(html, i, false)
        at = html.indexOf('<', end + 1)
      } else if (c === 62) at = html.indexOf('<', at + 3)
      else if (Number.isNaN(c)) at = -1
      else {
        const end = html.indexOf('>', at + 2)
        at = end < 0 ? -1 : html.indexOf('<', end + 1)
      }
      continue
    }
    if (first === 63) {
      // '<?': a bogus comment to the first '>'.
      const end = html.indexOf('>', at + 2)
      at = end < 0 ? -1 : html.indexOf('<', end + 1)
      continue
    }
    if (!isLetter(first)) {
      // A '<' of the text.
      at = html.indexOf('<', at + 1)
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
      // expression engine passes over those whole; any other goes through readAttributes.
      PLAIN_ATTRIBUTES.lastIndex = i
      if (PLAIN_ATTRIBUTES.test(html)) {
        at = html.indexOf('<', PLAIN_ATTRIBUTES.lastIndex)
        continue
      }
    }
    const tagEnd = readAttributes(html, i, true)
    if (foreign.length > 0 && tag !== undefined && (RAW_TEXT.has(tag) || INTEGRATION_POINTS.has(tag))) return DEFER
    if (inSelect && tag !== undefined && tag !== 'script' && tag !== 'textarea' && RAW_TEXT.has(tag)) return DEFER
    let inline = false
    if (tag !== undefined || handlerStart >= 0 || attrs.length > 0) {
      const name = tag ?? html.slice(at + 1, Math.min(tagNameEnd, at + 41)).toLowerCase()
      const handler = handlerStart >= 0 ? html.slice(handlerStart, handlerEnd).toLowerCase() : undefined
      inline = checkElement(page, name, attrs, handler).inline
    }
    if (tag !== undefined && FOREIGN.has(tag) && !selfClosing) foreign.push(tag)
    else if (tag === 'select') inSelect = true
    at = tagEnd + 1
    if (at < n && tag !== undefined && RAW_TEXT.has(tag)) {
      // Its text runs to its end tag, whatever it holds ('</script' in any case, then a space, '/' or '>').
      const close = tag === 'plaintext' ? n : closingTag(html, tag, at)
      if (tag === 'script') {
        // A script whose text holds '<!--' may run past its first '</script>' (HTML, "script data escaped state").
        const comment = html.indexOf('<!--', at)
        if (comment >= 0 && comment < close) return DEFER
        if (inline) checkInlineScript(page, html.slice(at, close))
      }
      at = close
    } else if (inline && at >= n) checkInlineScript(page, '')
    at = at < n ? html.indexOf('<', at) : -1
  }
  return page.problems
}

/**
 * Audits one page our renderer wrote (file: its path in the output, named in each problem) against
 * the policy, with the fast scanner or, where it defers, parse5, and adds what it finds to `log`.
 */
export function auditPage(file: string, html: string, policy: AuditPolicy, log: AuditLog): void {
  const problems = scanPage(file, html, policy)
  if (problems === DEFER) return auditTree(file, html, policy, log)
  const page = newPage(file, policy)
  page.problems = problems
  logPage(page, log, false)
}

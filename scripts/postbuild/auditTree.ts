// The output audit over the tree a browser builds: parse5 (the WHATWG HTML parser: tokenizer, tree
// construction, foreign content, the select and table modes) parses the page, and every element,
// <template> contents included, goes through the same rules as the fast scanner's
// (scripts/postbuild/auditRules.ts). Used for HTML our renderer did not write (the editor's page, a
// file public/ brought) and for any page the scanner cannot read exactly (scripts/postbuild/audit.ts
// defers to it); the reference the scanner is tested against (tests/unit/postbuild/auditAgreement.test.ts).
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import {
  CHECKED_ATTRIBUTES,
  checkElement,
  checkInlineScript,
  logPage,
  newPage,
  type Attribute,
  type AuditLog,
  type AuditPolicy,
  type Page,
} from './auditRules.ts'

const READ = new Set(CHECKED_ATTRIBUTES)

function walk(page: Page, parent: T.ParentNode): void {
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue
    const tag = node.tagName.toLowerCase()
    const attrs: Attribute[] = []
    let handler: string | undefined
    for (const a of node.attrs) {
      // SVG's and MathML's adjusted names (xlink:href) as written; the tokenizer kept only the first of each name.
      const name = (a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase()
      if (handler === undefined && name.length > 2 && name.startsWith('on')) handler = name
      if (READ.has(name) && a.value !== '') attrs.push({ name, value: a.value })
    }
    if (checkElement(page, tag, attrs, handler).inline)
      checkInlineScript(page, node.childNodes.map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : '')).join(''))
    walk(page, tag === 'template' && node.namespaceURI === 'http://www.w3.org/1999/xhtml' ? (node as T.Template).content : node)
  }
}

/** The problems of one page read by parse5, each naming `file`. */
export function auditTreeProblems(file: string, html: string, policy: AuditPolicy): string[] {
  const page = newPage(file, policy)
  walk(page, parse(html))
  return page.problems
}

/** Audits one page read by parse5, and adds what it finds to `log`. */
export function auditTree(file: string, html: string, policy: AuditPolicy, log: AuditLog): void {
  const page = newPage(file, policy)
  walk(page, parse(html))
  logPage(page, log, true)
}

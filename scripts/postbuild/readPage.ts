// One built HTML file read as a browser reads it: parse5 (the WHATWG HTML parser: tokenizer, tree
// construction, foreign content, <template> contents) parses it once, and one walk of the tree gives
// everything the publish step needs of the page (scripts/postbuild/index.ts):
//   - the output audit: every element through the rules of scripts/postbuild/auditRules.ts;
//   - its islands (data-island="NAME", docs/architecture.md "The page model"), its module scripts
//     and module preloads, with where they stand in the file, for the edits of modulePreloads.ts;
//   - what the search index shows of it: its <title>, its <h1> and first paragraph (docs/search.md).
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { CHECKED_ATTRIBUTES, checkElement, checkInlineScript, newPage, type Attribute, type AuditPolicy } from './auditRules.ts'

/** Where an element stands in the file: [start, end) offsets of the string parse5 was given. */
export interface Span {
  start: number
  end: number
}

export interface PageFacts {
  /** The audit's problems, each naming the file. */
  problems: string[]
  /** The names of the page's islands, once each, in order of first appearance. */
  islands: string[]
  /** A component island hydrates (data-island-hydrate): the hydration module is preloaded too. */
  hydrate: boolean
  /** <script type="module" src> elements. */
  moduleScripts: (Span & { src: string })[]
  /** <link rel="modulepreload" href> elements. */
  modulePreloads: (Span & { href: string })[]
  /** The text of the first <title>, of the first <h1> of the page's own content and of its first paragraph of over 20 characters. */
  title: string
  h1: string
  firstParagraph: string
}

const READ = new Set<string>(CHECKED_ATTRIBUTES)
const HTML_NS = 'http://www.w3.org/1999/xhtml'
/** Elements whose text is not text a reader sees. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template'])

const isElement = (node: T.ChildNode): node is T.Element => 'tagName' in node
const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name && !a.prefix)?.value
const spanOf = (el: T.Element): Span => ({ start: el.sourceCodeLocation!.startOffset, end: el.sourceCodeLocation!.endOffset })
const textOfScript = (el: T.Element) => el.childNodes.map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : '')).join('')

/** An element's visible text, a space at every element's edge (as a reader sees words apart), whitespace collapsed. */
export function visibleText(node: T.ParentNode): string {
  const parts: string[] = []
  const visit = (parent: T.ParentNode) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text') parts.push((child as T.TextNode).value)
      else if (isElement(child) && !NOT_TEXT.has(child.tagName)) {
        parts.push(' ')
        visit(child)
        parts.push(' ')
      }
    }
  }
  visit(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** Parses `html` (the file `file` of the output) and reads its facts, auditing it against `policy`. */
export function readPage(file: string, html: string, policy: AuditPolicy): PageFacts {
  const page = newPage(file, policy)
  const facts: PageFacts = {
    problems: page.problems,
    islands: [],
    hydrate: false,
    moduleScripts: [],
    modulePreloads: [],
    title: '',
    h1: '',
    firstParagraph: '',
  }
  const islands = new Set<string>()
  let content: T.Element | undefined
  let title: T.Element | undefined
  const walk = (parent: T.ParentNode) => {
    for (const node of parent.childNodes) {
      if (!isElement(node)) continue
      const tag = node.tagName
      const attrs: Attribute[] = []
      let handler: string | undefined
      for (const a of node.attrs) {
        // SVG's and MathML's adjusted names (xlink:href) as written; the tokenizer kept only the first of each name.
        const name = (a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase()
        if (handler === undefined && name.length > 2 && name.startsWith('on')) handler = name
        if (READ.has(name) && a.value !== '') attrs.push({ name, value: a.value })
        if (name === 'data-island') islands.add(a.value)
        else if (name === 'data-island-hydrate') facts.hydrate = true
      }
      if (checkElement(page, tag, attrs, handler).inline) checkInlineScript(page, textOfScript(node))
      if (node.namespaceURI === HTML_NS) {
        const src = tag === 'script' && attr(node, 'type') === 'module' ? attr(node, 'src') : undefined
        const href = tag === 'link' && attr(node, 'rel') === 'modulepreload' ? attr(node, 'href') : undefined
        if (src) facts.moduleScripts.push({ ...spanOf(node), src })
        if (href) facts.modulePreloads.push({ ...spanOf(node), href })
        if (tag === 'title') title ??= node
        // The page's own content: #page-root (renderer/renderDocument.tsx), else <main>.
        if (attr(node, 'id') === 'page-root' || (tag === 'main' && !content)) content = node
      }
      walk(tag === 'template' && node.namespaceURI === HTML_NS ? (node as T.Template).content : node)
    }
  }
  const document = parse(html, { sourceCodeLocationInfo: true })
  walk(document)
  facts.islands = [...islands]
  facts.title = title ? visibleText(title) : ''
  readSummary(content ?? document, facts)
  return facts
}

/** The first <h1> and the first paragraph of over 20 characters under `root`. */
function readSummary(root: T.ParentNode, facts: PageFacts): void {
  const visit = (parent: T.ParentNode) => {
    for (const node of parent.childNodes) {
      if (facts.h1 && facts.firstParagraph) return
      if (!isElement(node) || NOT_TEXT.has(node.tagName)) continue
      if (node.tagName === 'h1' && !facts.h1) facts.h1 = visibleText(node)
      if (node.tagName === 'p' && !facts.firstParagraph) {
        const text = visibleText(node)
        if (text.length > 20) facts.firstParagraph = text
      }
      visit(node)
    }
  }
  visit(root)
}

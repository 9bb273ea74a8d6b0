// The tests' readers of built pages and of the policy they are served with: the inline scripts and
// attribute values of a page, read from the tree a browser builds (parse5), so a comment, a repeated
// attribute or foreign content cannot make a test see other scripts than the browser runs; every
// page of a build; a Content-Security-Policy as directive -> sources. The build itself audits its
// pages with scripts/postbuild/readPage.ts.
import fs from 'node:fs'
import path from 'node:path'
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import { listFiles, routeForFile } from '#scripts/postbuild/builtSite.ts'

export interface InlineScript {
  /** The type attribute, lower-cased, '' when absent. */
  type: string
  content: string
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

/** Values of one attribute on every element of a tag name (e.g. iframe src), decoded, as a browser builds them. */
export function attrValues(html: string, tagName: string, attrName: string): string[] {
  const out: string[] = []
  for (const el of elements(parse(html))) {
    const v = el.tagName === tagName.toLowerCase() ? attrOf(el, attrName.toLowerCase()) : undefined
    if (v !== undefined) out.push(v)
  }
  return out
}

/** A page of a build and its HTML. */
export interface PageHtml {
  /** '/', '/about/' (trailing slash, case kept). */
  route: string
  /** Path relative to the client folder. */
  file: string
  html: string
}

/** Every page of a build (index.html files the sitemap lists), with its text. */
export function listBuiltPages(clientDir: string): PageHtml[] {
  return listFiles(clientDir).flatMap((file) => {
    const route = routeForFile(file)
    return route ? [{ route, file, html: fs.readFileSync(path.join(clientDir, file), 'utf8') }] : []
  })
}

/** A policy's directives: name (lower-cased) -> sources. */
export function parseCsp(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out.set(name.toLowerCase(), sources)
  }
  return out
}

/** The names of the islands a page's HTML declares (data-island="NAME"), once each, in order. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((m) => m[1]!))]
}

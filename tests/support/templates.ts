// The test build's pages grouped by template, for checks that judge markup and styles rather than
// data (axe, the keyboard walk): a page of a route is its +Page.tsx with that route's data, and routes
// whose +Page.tsx is the same source (most information pages: `export { Page } from InfoPage`)
// differ only in their Markdown and photos. A template is that source in one section's shell
// (senior or kindergarten). Its representatives are the fewest of its pages that hold, together,
// every element kind (tag, and tag with each of its classes) found in <main> on any of them, so
// an element a route's copy adds (a table, a captioned figure, a photo grid) is still checked.
import fs from 'node:fs'
import path from 'node:path'
import { pageRoutes } from '#lib/content/links.ts'
import { builtPages } from './builtSite.ts'

export interface Template {
  /** The +Page.tsx source's path under pages/ and the section: 'pages/(about)/about/+Page.tsx (senior)'. */
  name: string
  /** Built addresses of the template, one per route (a parameterised route's first page). */
  addresses: string[]
  /** The fewest of `addresses` holding every element kind of them all in <main>. */
  representatives: string[]
}

/** The shell's section of a built page: its <main> says kindergarten. */
export const sectionOfHtml = (html: string): 'senior' | 'kindergarten' =>
  /<main\b[^>]*\bis-kindergarten\b/.test(html) ? 'kindergarten' : 'senior'

/** Element kinds in a page's <main>: 'table', 'figure', 'div.feature-image'. */
export function elementKinds(html: string): Set<string> {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  const kinds = new Set<string>()
  for (const [, tag, attrs] of main.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    kinds.add(tag!)
    for (const c of (/\bclass="([^"]*)"/.exec(attrs!)?.[1] ?? '').split(/\s+/).filter(Boolean)) kinds.add(`${tag}.${c}`)
  }
  return kinds
}

/** Greedy set cover: a few of `items` whose kinds together are every kind of them all. */
export function covering<T>(items: { item: T; kinds: Set<string> }[]): T[] {
  const left = new Set(items.flatMap((i) => [...i.kinds]))
  const picked: T[] = []
  while (left.size > 0) {
    const gain = (i: { kinds: Set<string> }) => [...i.kinds].filter((k) => left.has(k)).length
    const best = items.reduce((a, b) => (gain(b) > gain(a) ? b : a))
    picked.push(best.item)
    for (const k of best.kinds) left.delete(k)
  }
  return picked.length > 0 ? picked : items.slice(0, 1).map((i) => i.item)
}

/** The +Page.tsx file of each route of the table, by route ('/about' -> 'pages/(about)/about/+Page.tsx'). */
function pageSources(pagesDir = path.resolve('pages')): Map<string, string> {
  const routes = pageRoutes(pagesDir)
  const out = new Map<string, string>()
  for (const rel of fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (!/(^|\/)\+Page\.[jt]sx?$/.test(rel)) continue
    const segs = path
      .dirname(rel)
      .split(path.sep)
      .filter((s) => s !== '.' && s !== 'index' && !/^\(.*\)$/.test(s))
    // A route folder may name its own route (+route.ts): match the table's patterns, not the path.
    const route = routes.find((r) => r.pattern.test('/' + segs.join('/')))
    if (route) out.set(route.route, path.join('pages', rel))
  }
  return out
}

/** The test build's templates, sorted by name. */
export function templates(): Template[] {
  const routes = pageRoutes()
  const sources = pageSources()
  const seen = new Set<string>()
  const groups = new Map<string, { name: string; pages: { item: string; kinds: Set<string> }[] }>()
  for (const page of builtPages()) {
    const route = routes.find((r) => r.pattern.test(page.route))
    if (!route) throw new Error(`${page.route} belongs to no route of pages/`)
    if (seen.has(route.route)) continue
    seen.add(route.route)
    const file = sources.get(route.route)
    if (!file) throw new Error(`no +Page.tsx found for ${route.route}`)
    const section = sectionOfHtml(page.html)
    const key = `${section}\n${fs.readFileSync(file, 'utf8').trim()}`
    if (!groups.has(key)) groups.set(key, { name: `${file} (${section})`, pages: [] })
    groups.get(key)!.pages.push({ item: page.route, kinds: elementKinds(page.html) })
  }
  return [...groups.values()]
    .map(({ name, pages }) => ({ name, addresses: pages.map((p) => p.item), representatives: covering(pages) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
}

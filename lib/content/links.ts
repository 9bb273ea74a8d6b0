// Internal links in hand-edited content must lead somewhere (spec §2 route table): a page of
// pages/ (Vike's filesystem routes), a file in public/, or a file the post-build step writes.
import fs from 'node:fs'
import path from 'node:path'
import { walk } from '../files/walk.ts'
import { escapeRegExp } from '../format/regExp.ts'

export interface PageRoute {
  /** Vike's route string: '/about', '/SubGallery/@id', '/' (case kept). */
  route: string
  /** True when a segment is a parameter ('@id'): one built page per record, not one page. */
  parameterised: boolean
  /** Matches the route's addresses, with or without the trailing slash. */
  pattern: RegExp
}

/**
 * The site's route table, read from pages/ as Vike reads it (filesystem routing): '(group)' folders
 * and 'index' drop out, '@id' is one segment, and a +route.ts string (export default '/news/@id')
 * replaces the folder's path. The error page is no route.
 */
export function pageRoutes(pagesDir = path.resolve('pages')): PageRoute[] {
  const entries = walk(pagesDir)
  const folderOf = (rel: string) => rel.slice(0, rel.lastIndexOf('/') + 1)
  const out: PageRoute[] = []
  for (const { rel, dirent } of entries) {
    if (dirent.isDirectory() || !/^\+Page\.[jt]sx?$/.test(dirent.name)) continue
    const folder = folderOf(rel)
    const segs = folder.split('/').filter((s) => s && !/^\(.*\)$/.test(s) && s !== 'index')
    if (segs.includes('_error')) continue
    const routeFile = entries.find((f) => folderOf(f.rel) === folder && /^\+route\.[jt]s$/.test(f.dirent.name))
    const own = routeFile && /export default\s+['"`]([^'"`]+)['"`]/.exec(fs.readFileSync(path.join(pagesDir, routeFile.rel), 'utf8'))?.[1]
    const route = own ?? '/' + segs.join('/')
    const parts = route.split('/').filter(Boolean)
    out.push({
      route,
      parameterised: parts.some((s) => s.startsWith('@')),
      pattern: new RegExp(`^/${parts.map((s) => (s.startsWith('@') ? '[^/]+' : escapeRegExp(s))).join('/')}/?$`),
    })
  }
  return out.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
}

/** Route patterns of the route table (pageRoutes). */
export function routePatterns(pagesDir = path.resolve('pages')): RegExp[] {
  return pageRoutes(pagesDir).map((r) => r.pattern)
}

/** Written by scripts/postbuild (sitemap, feeds, search index), so not in public/. */
const GENERATED = /\.(xml|ics|json|txt)$/

export function makeLinkChecker(opts: { pagesDir?: string; publicDir?: string } = {}) {
  const routes = routePatterns(opts.pagesDir)
  const publicDir = opts.publicDir ?? path.resolve('public')
  /** True when an internal href ('/about', '/#admission-enquiry', '/docs/x.pdf') leads somewhere. */
  return (href: string): boolean => {
    const p = href.replace(/[?#].*$/, '') || '/'
    if (routes.some((r) => r.test(p))) return true
    if (GENERATED.test(p)) return true
    const file = path.join(publicDir, decodeURIComponent(p))
    return file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
  }
}

/** Every internal link of a JSON value: strings under an `href` key that start with '/'. */
export function hrefsIn(value: unknown, at: (string | number)[] = []): { path: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => hrefsIn(v, [...at, i]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'href' && typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')
        ? [{ path: [...at, k].join('.'), href: v }]
        : hrefsIn(v, [...at, k]),
    )
  }
  return []
}

/** Internal links in a Markdown body: `[text](/about)`. */
export function markdownLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)].map((m) => m[1]!)
}

// Internal links in hand-edited content must lead somewhere (spec §2 route table): a page of
// pages/ (Vike's filesystem routes), a file in public/, or a file the post-build step writes.
import fs from 'node:fs'
import path from 'node:path'

/** Route patterns from pages/**\/+Page.tsx: '(group)' folders and 'index' drop out, '@id' is one segment. */
export function routePatterns(pagesDir = path.resolve('pages')): RegExp[] {
  const out: RegExp[] = []
  const walk = (dir: string, segs: string[]) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        const name = e.name
        const next = /^\(.*\)$/.test(name) || name === 'index' ? segs : [...segs, name.startsWith('@') ? '[^/]+' : name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')]
        walk(path.join(dir, name), next)
      } else if (/^\+Page\.[jt]sx?$/.test(e.name) && !segs.includes('_error')) {
        out.push(new RegExp(`^/${segs.join('/')}/?$`))
      }
    }
  }
  walk(pagesDir, [])
  return out
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
      k === 'href' && typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? [{ path: [...at, k].join('.'), href: v }] : hrefsIn(v, [...at, k]),
    )
  }
  return []
}

/** Internal links in a Markdown body: `[text](/about)`. */
export function markdownLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)].map((m) => m[1]!)
}

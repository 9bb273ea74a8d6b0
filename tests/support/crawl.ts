// A crawler without JavaScript, as a search engine's first pass sees the site: from '/', every
// internal <a href> and every JSON-LD BreadcrumbList item, each address fetched once with
// redirect: 'manual' (a 3xx is counted, never followed), HTML answers parsed by parse5
// (tests/support/readHtml.ts). An address on SITE_URL counts as the site's own.
import { decodeXML } from 'entities'
import { attrValues, extractInlineScripts } from './readHtml.ts'

export interface CrawlAnswer {
  status: number
  location: string | null
  /** How many links and breadcrumbs name this address. */
  uses: number
  /** How many of those are breadcrumbs. */
  breadcrumbUses: number
  /** The first page that named it, and how. */
  from: string
  kind: 'link' | 'breadcrumb'
}

export interface Crawl {
  /** Every address the crawl named (path and query, no fragment) and what the host answered. */
  answers: Map<string, CrawlAnswer>
  /** Paths (trailing slash as fetched) answered 200 with HTML. */
  pages: Set<string>
}

/** The BreadcrumbList items of a page's JSON-LD, as written. */
export function breadcrumbItems(html: string): string[] {
  const out: string[] = []
  for (const s of extractInlineScripts(html)) {
    if (s.type !== 'application/ld+json') continue
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk)
      if (!v || typeof v !== 'object') return
      const o = v as Record<string, unknown>
      if (o['@type'] === 'BreadcrumbList' && Array.isArray(o.itemListElement)) {
        for (const li of o.itemListElement as { item?: unknown }[]) if (typeof li.item === 'string') out.push(li.item)
      }
      Object.values(o).forEach(walk)
    }
    walk(JSON.parse(s.content))
  }
  return out
}

/** The site's own address of `href` on `page` (path and query), or null for another site's or a non-http link. */
function ownAddress(href: string, page: URL, origins: readonly string[]): string | null {
  let u: URL
  try {
    u = new URL(href, page)
  } catch {
    return null
  }
  if (!/^https?:$/.test(u.protocol) || !origins.includes(u.origin)) return null
  return u.pathname + u.search
}

/**
 * Crawls `baseUrl` from '/'; `siteUrl` is the build's SITE_URL, whose absolute links count as
 * internal. `skip`: addresses never followed (to show what only they reach).
 */
export async function crawl(baseUrl: string, siteUrl: string, skip?: RegExp): Promise<Crawl> {
  const origins = [new URL(baseUrl).origin, new URL(siteUrl).origin]
  const answers = new Map<string, CrawlAnswer>()
  const pages = new Set<string>()
  const queue: string[] = []
  const name = (address: string, from: string, kind: CrawlAnswer['kind']) => {
    if (skip?.test(address)) return
    const known = answers.get(address)
    const crumb = kind === 'breadcrumb' ? 1 : 0
    if (known) {
      known.uses++
      known.breadcrumbUses += crumb
      return
    }
    answers.set(address, { status: 0, location: null, uses: 1, breadcrumbUses: crumb, from, kind })
    queue.push(address)
  }
  name('/', '(start)', 'link')
  while (queue.length > 0) {
    const address = queue.shift()!
    const res = await fetch(new URL(address, baseUrl), { redirect: 'manual' })
    const answer = answers.get(address)!
    answer.status = res.status
    answer.location = res.headers.get('location')
    if (res.status !== 200 || !/^text\/html/.test(res.headers.get('content-type') ?? '')) {
      await res.body?.cancel()
      continue
    }
    const html = await res.text()
    const page = new URL(address, baseUrl)
    pages.add(page.pathname)
    for (const href of attrValues(html, 'a', 'href')) {
      const own = ownAddress(href, page, origins)
      if (own !== null) name(own, address, 'link')
    }
    for (const item of breadcrumbItems(html)) {
      const own = ownAddress(item, page, origins)
      if (own !== null) name(own, address, 'breadcrumb')
    }
  }
  return { answers, pages }
}

/** The paths of a sitemap.xml's <loc> entries. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(decodeXML(m[1]!.trim())).pathname)
}

/** What a crawl found wrong: sitemap pages never reached, and addresses answered other than 200 (each with a page naming it). */
export function crawlFaults(c: Crawl, sitemap: readonly string[]) {
  return {
    unreached: sitemap.filter((p) => !c.pages.has(p)),
    notOk: [...c.answers].filter(([, a]) => a.status !== 200).map(([address, a]) => `${a.status} ${address} (${a.kind} on ${a.from})`),
  }
}

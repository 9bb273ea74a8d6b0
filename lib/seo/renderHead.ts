// SEO: the <head> tags every page gets (canonical, Open Graph, Twitter card, JSON-LD,
// feed autodiscovery). Called by renderer/+onRenderHtml.tsx; server/build-time only.
import type { RenderContext } from '#renderer/renderDocument.tsx'
import { readBuildEnv } from '../config/buildEnv.ts'
import { site } from '../content/site.ts'
import { feedsForRoute } from '../feeds/feedPaths.ts'
import { absoluteUrl, breadcrumbListJsonLd, jsonLdScript, organizationJsonLd, type Crumb, type JsonLdObject } from './jsonLd.ts'

/** What a page's +data may return under `seo` (all optional). */
export interface PageSeo {
  /** Image for Open Graph / Twitter; default: the first <img> of the page. */
  image?: string
  /** Extra JSON-LD objects (Event, ImageGallery ...), emitted as application/ld+json. */
  jsonLd?: JsonLdObject[]
  /** Breadcrumb trail without Home; default: derived from the URL and the page title. */
  breadcrumbs?: Crumb[]
}

export interface HeadInput {
  /** Route with a trailing slash: '/', '/about/', '/SubGallery/abc/'. */
  route: string
  /** Full <title> text. */
  title: string
  /** Page title without the school's name (last breadcrumb). */
  pageTitle: string
  description: string
  siteUrl: string
  is404: boolean
  seo?: PageSeo
  /** Rendered page HTML (#page-root) to find the first image in. */
  pageHtml?: string
}

/** '/about' -> '/about/'; '/' stays; query and hash dropped. */
export function routeOf(urlPathname: string): string {
  const p = urlPathname.split(/[?#]/)[0] || '/'
  return p.endsWith('/') ? p : p + '/'
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const decodeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * src of the first <img> in an HTML fragment (React output) that social sites can show: SVG and
 * data: images are skipped (Open Graph and Twitter cards need a raster image).
 */
export function firstImageSrc(html: string): string | undefined {
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)) {
    const src = decodeAttr(m[1]!)
    if (!/^data:/i.test(src) && !/\.svg(?:[?#]|$)/i.test(src)) return src
  }
  return undefined
}

/** Home > one crumb per path segment (the last one named by the page title). */
export function defaultBreadcrumbs(route: string, pageTitle: string): Crumb[] {
  const segments = route.split('/').filter(Boolean)
  return segments.map((seg, i) => ({
    name: i === segments.length - 1 ? pageTitle : decodeURIComponent(seg).replace(/[-_]/g, ' '),
    path: '/' + segments.slice(0, i + 1).join('/') + '/',
  }))
}

/** The head tags as an HTML string (pure; see renderHead for the pageContext form). */
export function buildHead(h: HeadInput): string {
  const tags: string[] = []
  const url = absoluteUrl(h.siteUrl, h.route)
  if (h.is404) {
    tags.push('<meta name="robots" content="noindex" />')
  } else {
    tags.push(`<link rel="canonical" href="${esc(url)}" />`)
  }
  const image = h.seo?.image ?? (h.pageHtml ? firstImageSrc(h.pageHtml) : undefined)
  const og: [string, string | undefined][] = [
    ['og:type', 'website'],
    ['og:site_name', site.name],
    ['og:locale', 'en_IN'],
    ['og:title', h.title],
    ['og:description', h.description],
    ['og:url', h.is404 ? undefined : url],
    ['og:image', image ? absoluteUrl(h.siteUrl, image) : undefined],
  ]
  for (const [p, v] of og) if (v) tags.push(`<meta property="${p}" content="${esc(v)}" />`)
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`)
  tags.push(`<meta name="twitter:title" content="${esc(h.title)}" />`)
  tags.push(`<meta name="twitter:description" content="${esc(h.description)}" />`)
  if (image) tags.push(`<meta name="twitter:image" content="${esc(absoluteUrl(h.siteUrl, image))}" />`)
  for (const f of feedsForRoute(h.route)) {
    tags.push(`<link rel="alternate" type="${f.type}" title="${esc(f.title)}" href="${esc(f.path)}" />`)
  }
  const ld: unknown[] = []
  if (h.route === '/' && !h.is404) ld.push(organizationJsonLd(site, h.siteUrl))
  if (!h.is404) {
    const crumbs = h.seo?.breadcrumbs ?? defaultBreadcrumbs(h.route, h.pageTitle)
    ld.push(breadcrumbListJsonLd([{ name: 'Home', path: '/' }, ...crumbs], h.siteUrl))
  }
  ld.push(...(h.seo?.jsonLd ?? []))
  for (const obj of ld) tags.push(jsonLdScript(obj))
  return tags.join('\n    ')
}

/** Head tags for a Vike page; pageHtml is the rendered #page-root (for the first image). */
export function renderHead(
  pageContext: Pick<RenderContext, 'data' | 'config' | 'is404' | 'abortStatusCode' | 'urlPathname'>,
  opts: { title: string; description: string; pageHtml?: string },
): string {
  const data = pageContext.data as { seo?: PageSeo; title?: unknown } | undefined
  const is404 = Boolean(pageContext.is404 || pageContext.abortStatusCode === 404)
  const fromData = typeof data?.title === 'string' ? data.title : undefined
  return buildHead({
    route: routeOf(pageContext.urlPathname ?? '/'),
    title: opts.title,
    pageTitle: fromData || pageContext.config.title || opts.title,
    description: opts.description,
    siteUrl: readBuildEnv().siteUrl,
    is404,
    seo: data?.seo,
    pageHtml: opts.pageHtml,
  })
}

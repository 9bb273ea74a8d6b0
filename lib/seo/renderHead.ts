// SEO: the <head> tags every page gets (canonical, Open Graph with the shared image, Twitter card,
// JSON-LD, feed autodiscovery; docs/architecture.md "Sharing"). Called by renderer/renderDocument.tsx; server/build-time only.
// Rendering writes nothing: the file a page's og:image names is returned with its tags, and the
// build makes the files once every page is rendered (scripts/images/shareImages.ts).
import type { RenderContext } from '#renderer/renderDocument.tsx'
import { readBuildEnv } from '../config/buildEnv.ts'
import { site } from '../content/site.ts'
import { feedsForRoute } from '../feeds/feedPaths.ts'
import { readManifest } from '../images/responsive.ts'
import { chooseShareImage, type ShareAsset, type ShareChoice, type ShareImage } from './shareImage.ts'
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  jsonLdScript,
  organizationJsonLd,
  withShareImage,
  type Crumb,
  type JsonLdObject,
} from './jsonLd.ts'
import { escapeUTF8 } from 'entities'

/** What a page's +data may return under `seo` (all optional). */
export interface PageSeo {
  /**
   * The page's own photo (its source URL, as the image step knows it), shared as a 1.91:1 crop
   * (lib/seo/shareImage.ts). Without one, or when the image step could not make it, the page shares
   * a social card.
   */
  photo?: string
  /** What that card says; default: the page's title. */
  cardTitle?: string
  /** Extra JSON-LD objects (an item page's NewsArticle or Event), emitted as application/ld+json. */
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
  /** The image the page shares (chooseShareImage); none in tests that leave it out. */
  share?: ShareImage
}

/** '/about' -> '/about/'; '/' stays; query and hash dropped. */
export function routeOf(urlPathname: string): string {
  const p = urlPathname.split(/[?#]/)[0] || '/'
  return p.endsWith('/') ? p : p + '/'
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
    tags.push(`<link rel="canonical" href="${escapeUTF8(url)}" />`)
  }
  const image = h.share ? absoluteUrl(h.siteUrl, h.share.url) : undefined
  const og: [string, string | undefined][] = [
    ['og:type', 'website'],
    ['og:site_name', site.name],
    ['og:locale', 'en_IN'],
    ['og:title', h.title],
    ['og:description', h.description],
    ['og:url', h.is404 ? undefined : url],
    ['og:image', image],
    ['og:image:type', h.share?.type],
    ['og:image:width', h.share ? String(h.share.width) : undefined],
    ['og:image:height', h.share ? String(h.share.height) : undefined],
    ['og:image:alt', h.share?.alt],
  ]
  for (const [p, v] of og) if (v) tags.push(`<meta property="${p}" content="${escapeUTF8(v)}" />`)
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`)
  tags.push(`<meta name="twitter:title" content="${escapeUTF8(h.title)}" />`)
  tags.push(`<meta name="twitter:description" content="${escapeUTF8(h.description)}" />`)
  if (image) tags.push(`<meta name="twitter:image" content="${escapeUTF8(image)}" />`)
  if (h.share) tags.push(`<meta name="twitter:image:alt" content="${escapeUTF8(h.share.alt)}" />`)
  for (const f of feedsForRoute(h.route)) {
    tags.push(`<link rel="alternate" type="${f.type}" title="${escapeUTF8(f.title)}" href="${escapeUTF8(f.path)}" />`)
  }
  const ld: unknown[] = []
  if (h.route === '/' && !h.is404) ld.push(organizationJsonLd(site, h.siteUrl))
  if (!h.is404) {
    const crumbs = h.seo?.breadcrumbs ?? defaultBreadcrumbs(h.route, h.pageTitle)
    // The home page's trail would be Home alone: it gets none.
    const trail = breadcrumbListJsonLd([{ name: 'Home', path: '/' }, ...crumbs], h.siteUrl)
    if (trail) ld.push(trail)
  }
  ld.push(...(h.seo?.jsonLd ?? []).map((obj) => withShareImage(obj, image)))
  for (const obj of ld) tags.push(jsonLdScript(obj))
  return tags.join('\n    ')
}

/**
 * The image a page shares, and the file the build must make for it: the page's photo, else a card
 * with the page's title (the home page's card: the school's name alone).
 */
export function pageShareImage(route: string, pageTitle: string, seo: PageSeo | undefined): ShareChoice {
  const cardTitle = seo?.cardTitle ?? (route === '/' ? '' : pageTitle)
  return chooseShareImage({
    photo: seo?.photo,
    cardTitle,
    cardAlt: cardTitle ? `${cardTitle}, ${site.name}` : `${site.name}, ${site.city}`,
    photoAlt: `Photo: ${pageTitle}`,
    manifest: readManifest(),
  })
}

/** A page's head tags, and the file its shared image needs made (none when the image is another site's, say an image CDN's). */
export interface PageHead {
  tags: string
  shareAsset?: ShareAsset
}

/** Head tags for a Vike page. */
export function renderHead(
  pageContext: Pick<RenderContext, 'data' | 'config' | 'is404' | 'abortStatusCode' | 'urlPathname'>,
  opts: { title: string; description: string },
): PageHead {
  const data = pageContext.data as { seo?: PageSeo; title?: unknown } | undefined
  const is404 = Boolean(pageContext.is404 || pageContext.abortStatusCode === 404)
  const fromData = typeof data?.title === 'string' ? data.title : undefined
  const route = routeOf(pageContext.urlPathname ?? '/')
  const pageTitle = fromData || pageContext.config.title || opts.title
  const share = pageShareImage(route, pageTitle, data?.seo)
  const tags = buildHead({
    route,
    title: opts.title,
    pageTitle,
    description: opts.description,
    siteUrl: readBuildEnv().siteUrl,
    is404,
    seo: data?.seo,
    share: share.image,
  })
  return share.asset ? { tags, shareAsset: share.asset } : { tags }
}

// Image-CDN mode (docs/images.md): with NCSR_IMAGE_CDN set, the pages' srcsets name CDN-transformed
// URLs of the API's images instead of variants the build encodes and publishes, so a school with
// tens of thousands of photos fits any static host (the site then holds no image files of its own).
// URLs come from unpic's provider generators (the library behind @unpic/react), which keep each
// CDN's URL grammar (Cloudflare's /cdn-cgi/image/opts/src, Netlify's /.netlify/images?url=,
// imgix's query operations) right and maintained, rather than string templates of our own.
import { generate as cloudflare } from 'unpic/providers/cloudflare'
import { generate as imgix } from 'unpic/providers/imgix'
import { generate as netlify } from 'unpic/providers/netlify'

export const IMAGE_CDNS = ['cloudflare', 'netlify', 'imgix'] as const
export type ImageCdnName = (typeof IMAGE_CDNS)[number]

export interface ImageCdn {
  name: ImageCdnName
  /**
   * cloudflare: origin of the zone with Image Transformations on ('' = the site's own zone, relative URLs);
   * netlify: origin of the Netlify site ('' = the site itself); imgix: the Web Folder source's
   * origin (required), whose base URL is NCSR_API_BASE.
   */
  base: string
  /** NCSR_API_BASE: imgix can only reach images under it. */
  apiBase: string
}

/** Quality asked of the CDN: the local pipeline's WebP quality (scripts/images/makeVariants.ts). */
export const CDN_QUALITY = 70

const trimSlash = (s: string | undefined) => (s ?? '').trim().replace(/\/+$/, '')

/**
 * The CDN mode from the environment: null when NCSR_IMAGE_CDN is unset or empty. Throws on an
 * unknown name or a missing/invalid base, so a typo fails the build instead of silently publishing
 * camera originals or local variants the operator meant to avoid.
 */
export function imageCdnFromEnv(env: NodeJS.ProcessEnv = process.env): ImageCdn | null {
  const name = (env.NCSR_IMAGE_CDN ?? '').trim().toLowerCase()
  if (!name) return null
  if (!(IMAGE_CDNS as readonly string[]).includes(name))
    throw new Error(`NCSR_IMAGE_CDN must be one of ${IMAGE_CDNS.join(', ')} (or unset), not '${env.NCSR_IMAGE_CDN}'`)
  const base = trimSlash(env.NCSR_IMAGE_CDN_BASE)
  if (base && !/^https:\/\/[^/?#\s]+$/i.test(base))
    throw new Error(`NCSR_IMAGE_CDN_BASE must be an https origin such as https://school.imgix.net, not '${base}'`)
  if (name === 'imgix' && !base)
    throw new Error(
      'NCSR_IMAGE_CDN=imgix needs NCSR_IMAGE_CDN_BASE, the origin of an imgix Web Folder source whose base URL is NCSR_API_BASE',
    )
  return { name: name as ImageCdnName, base, apiBase: trimSlash(env.NCSR_API_BASE) }
}

/**
 * Whether the CDN can fetch this source: an absolute http(s) URL (never a file of the site's own
 * public/ folder, which the local pipeline handles); for imgix, only URLs under NCSR_API_BASE.
 */
export function cdnHandles(cdn: ImageCdn, src: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false
  if (cdn.name === 'imgix') return cdn.apiBase !== '' && src.startsWith(cdn.apiBase + '/')
  return true
}

/**
 * The CDN URL of `src` resized to `width` CSS pixels wide, the format chosen by the CDN per browser
 * (AVIF/WebP). unpic writes every URL through the URL parser, 5-16 µs a URL; an album page of 20
 * photos names 60-80 of them, so at 10,000 albums that alone cost more than rendering the pages
 * (docs/performance.md "Build scale"). Each CDN's grammar puts the source in one place whatever the
 * width, so for a source with no character a URL parser would encode or resolve (PLAIN_SOURCE), the
 * URL is the text unpic writes around a stand-in source, with this source where the stand-in was.
 * Any other source goes through unpic itself. The unit tests hold both ways to the same URLs.
 */
export function cdnUrl(cdn: ImageCdn, src: string, width: number): string {
  const around = PLAIN_SOURCE.test(src) ? template(cdn, width) : null
  return around ? around[0] + embedded(cdn, src) + around[1] : cdnUrlByUnpic(cdn, src, width)
}

/** The CDN URL as unpic's generator writes it, for every source: what cdnUrl() must equal. */
export function cdnUrlByUnpic(cdn: ImageCdn, src: string, width: number): string {
  switch (cdn.name) {
    case 'cloudflare':
      // format=auto: Cloudflare answers AVIF or WebP as the browser's Accept header allows.
      return cloudflare(
        src,
        { width, quality: CDN_QUALITY, format: 'auto', fit: 'scale-down' },
        { domain: cdn.base ? new URL(cdn.base).host : undefined },
      )
    case 'netlify':
      // No fm: Netlify picks AVIF or WebP from the Accept header.
      return netlify(src, { width, quality: CDN_QUALITY }, { baseUrl: cdn.base || undefined })
    case 'imgix':
      // A Web Folder source serves NCSR_API_BASE's paths; auto=format (unpic's default) picks AVIF/WebP.
      return imgix(cdn.base + src.slice(cdn.apiBase.length), { width, quality: CDN_QUALITY, fit: 'max' })
  }
}

/**
 * An absolute URL that the URL parser and the form encoder leave as it is, apart from Netlify's
 * escaping of ':' and '/': a lower-case host, and path segments of letters, digits, '.', '_' and
 * '-' that do not start with a dot (so no '.' or '..' segment to resolve). No query, no '%', no '~'.
 */
const PLAIN_SOURCE = /^https?:\/\/[a-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

/** A PLAIN_SOURCE as the CDN's URL holds it: in the path (Cloudflare, imgix's API path) or as the url parameter (Netlify). */
function embedded(cdn: ImageCdn, src: string): string {
  switch (cdn.name) {
    case 'cloudflare':
      return src
    case 'netlify':
      return src.replace(/[:/]/g, (c) => (c === ':' ? '%3A' : '%2F'))
    case 'imgix':
      return src.slice(cdn.apiBase.length)
  }
}

// By CDN settings object, then width. Invalidated by: other CDN settings (another object); unpic's
// grammar is this module's import.
/** unpic's URL for a stand-in source at one width, split where the source goes; null if it does not show once. */
const templates = new WeakMap<ImageCdn, Map<number, readonly [before: string, after: string] | null>>()
export function template(cdn: ImageCdn, width: number): readonly [string, string] | null {
  let byWidth = templates.get(cdn)
  if (!byWidth) templates.set(cdn, (byWidth = new Map()))
  let around = byWidth.get(width)
  if (around === undefined) {
    const stand = cdn.name === 'imgix' ? `${cdn.apiBase}/ncsr-cdn-template/source.jpg` : 'https://ncsr-cdn-template.invalid/source.jpg'
    const url = cdnUrlByUnpic(cdn, stand, width)
    const e = embedded(cdn, stand)
    const at = url.indexOf(e)
    around = PLAIN_SOURCE.test(stand) && at >= 0 && url.indexOf(e, at + 1) < 0 ? [url.slice(0, at), url.slice(at + e.length)] : null
    byWidth.set(width, around)
  }
  return around
}

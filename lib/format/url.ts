// Spec §7: images are {NCSR_API_BASE}/api/image/{path}; links from data pass an http(s)/mailto/tel allow-list.

/** http(s), mailto and tel links only (no zod here: browser code imports this module). */
export function isAllowedHref(s: string): boolean {
  // Control characters and whitespace inside a scheme are how `java\tscript:` slips through filters.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (s !== s.trim() || /[\u0000-\u001f\u007f]/.test(s)) return false
  return /^(https?:\/\/[^\s/]|mailto:[^\s]|tel:\+?[0-9])/i.test(s)
}

const PLAIN_PATH = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/

/**
 * Encodes an attachment path so it stays under the image endpoint whatever it holds:
 * '..', '.', empty segments and percent-encoded dot segments are dropped, each segment is
 * percent-encoded ('?' and '#' included), and a leading scheme or host becomes a plain segment.
 */
export function encodeAttachmentPath(path: string): string {
  // Fast path (three calls per photo, 200,000 photos at scale): a path of unreserved
  // characters whose segments do not start with a dot is already its own encoding.
  if (PLAIN_PATH.test(path)) return path
  return path
    .split(/[/\\]+/)
    .map((seg) => {
      let decoded = seg
      try {
        decoded = decodeURIComponent(seg)
      } catch {
        // keep a malformed escape as literal text
      }
      return decoded.trim()
    })
    .filter((seg) => seg !== '' && seg !== '.' && seg !== '..')
    .map((seg) => encodeURIComponent(seg))
    .join('/')
}

/**
 * URL of an API image. With an API base: `{base}/api/image/{path}`. Without one (the embedded
 * snapshot, offline builds) the same path under the site's own `/api-image/` folder, where the
 * generated placeholders live, so nothing is broken.
 */
export function apiImageUrl(path: string, apiBase: string | undefined): string {
  const encoded = encodeAttachmentPath(path)
  const base = (apiBase ?? '').trim().replace(/\/+$/, '')
  return base ? `${base}/api/image/${encoded}` : `/api-image/${encoded}`
}

/**
 * An id that can name a folder of the built site (/SubGallery/{id}/): letters, digits, '-' and '_'
 * only, so no id can write outside its folder (lib/schema/primitives.ts `pathSafeId`) and no address
 * made from one can point elsewhere (the album address's lookup, islands/album-lookup.ts, and its
 * Pages Function, lib/host/albumAddress.ts).
 */
export const PATH_SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The spec's own addresses that carry their subject in the query (spec §2 "/SubGallery?id={gallery
 * id}"): links from outside use them, and the host answers them as they are (lib/host/albumAddress.ts).
 */
const SPEC_QUERY_PATHS: ReadonlySet<string> = new Set(['/SubGallery'])

/** A last path segment with an extension names a file ('/docs/x.pdf', '/events.ics'), not a page. */
const FILE_SEGMENT = /\.[A-Za-z0-9]+$/

/**
 * The address of an internal link as the host answers it with 200: every page is ROUTE/index.html
 * (docs/contract.md "Output layout"), so a page path gets its trailing slash ('/news' gives '/news/',
 * '/news?year=2025' gives '/news/?year=2025'), which spares the 308 from '/news' to '/news/' a click
 * would cost. Files, '/', paths that have their slash, other sites' and other schemes' addresses and
 * the spec's query addresses (/SubGallery?id=) stay as they are. Case is kept. Plain: menus, Markdown
 * copy and the pages' own links all pass through it.
 */
export function pageHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const path = cut < 0 ? href : href.slice(0, cut)
  const rest = cut < 0 ? '' : href.slice(cut)
  if (path.endsWith('/') || FILE_SEGMENT.test(path)) return href
  if (rest.startsWith('?') && SPEC_QUERY_PATHS.has(path)) return href
  return `${path}/${rest}`
}

/** An album's page, /SubGallery/{id}/ (docs/contract.md "Output layout"; ids are path-safe, lib/schema). */
export const albumHref = (id: string) => `/SubGallery/${id}/`

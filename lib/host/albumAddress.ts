// The spec's album address, /SubGallery?id={id} (docs/contract.md "Output layout"), answered by the
// host: a permanent redirect to the album's prerendered page when that page exists, and otherwise
// the gallery page (whose album-lookup island says the album is unknown). Cloudflare Pages'
// `_redirects` cannot match a query string, so a Pages Function (functions/SubGallery/index.ts)
// runs this; `_routes.json` (scripts/postbuild/routesJson.ts) limits it to these two paths, so no
// other request starts it (docs/operations.md "The album address"). Plain code, no host API: the
// unit tests and the deploy smoke test's stand-in host call it as the Function does.
import { albumHref, PATH_SAFE_ID } from '../format/url.ts'

/** The request paths the Function answers: the gallery page, with and without its slash. */
export const ALBUM_ADDRESS_PATHS = ['/SubGallery', '/SubGallery/'] as const

/** The album page a request names (`/SubGallery?id=a1` gives `/SubGallery/a1/`), or null when it names none a build could have written. */
export function albumPageFor(url: URL): string | null {
  if (!(ALBUM_ADDRESS_PATHS as readonly string[]).includes(url.pathname)) return null
  const id = url.searchParams.get('id')
  return id !== null && PATH_SAFE_ID.test(id) ? albumHref(id) : null
}

export interface AlbumRedirect {
  status: 301
  /** A path on the same site (the browser keeps the address's #fragment across the redirect). */
  location: string
}

/**
 * The redirect for a request, or null to serve the gallery page as it is. `pageExists` asks the
 * host whether a path is one of the site's files (only a safe id's page is ever asked about).
 */
export async function albumRedirect(url: URL, pageExists: (path: string) => Promise<boolean>): Promise<AlbumRedirect | null> {
  const page = albumPageFor(url)
  if (page === null || !(await pageExists(page))) return null
  return { status: 301, location: page }
}

// Redirects that sync and the build's image step follow (SECURITY.md "Boundaries and their defences"):
// only to the origin asked (the API's) or another the caller names (the media host's), a few hops at
// most, so an answer of the API cannot send sync, with its token, or the build to a host of its
// choosing. fetch is told `redirect: 'manual'` and each hop is checked here (WHATWG Fetch: Node's
// fetch then hands back the 3xx answer itself, Location included).

/** Hops followed before giving up (browsers allow 20; the API and its media host need one or two). */
export const MAX_REDIRECTS = 3

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308])

/** A redirect that was not followed: to another origin, unreadable, or one too many. */
export class RedirectRefused extends Error {
  override name = 'RedirectRefused'
}

/**
 * fetch(url, init), following a redirect only when its Location is on url's own origin or on one of
 * `origins` (full URLs or origins; '' entries ignored), at most MAX_REDIRECTS times; throws
 * RedirectRefused otherwise. Any other answer (a 3xx without Location included) is returned as it is.
 * An Authorization header goes only to url's own origin, as the Fetch standard does across origins.
 */
export async function fetchWithinOrigins(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit = {},
  origins: readonly string[] = [],
  maxHops = MAX_REDIRECTS,
): Promise<Response> {
  const first = new URL(url).origin
  const allowed = new Set([first, ...origins.filter((o) => o.trim() !== '').map((o) => new URL(o).origin)])
  let current = new URL(url)
  for (let hops = 0; ; hops++) {
    const headers = new Headers(init.headers)
    if (current.origin !== first) headers.delete('authorization')
    const res = await doFetch(current.href, { ...init, headers, redirect: 'manual' })
    const location = res.headers.get('location')
    if (!REDIRECT_STATUS.has(res.status) || location === null) return res
    await res.body?.cancel().catch(() => {})
    let next: URL
    try {
      next = new URL(location, current)
    } catch {
      throw new RedirectRefused(`redirected (HTTP ${res.status}) to an address that is not a URL`)
    }
    if (!allowed.has(next.origin)) {
      const where = next.origin === 'null' ? `a ${next.protocol} address` : next.origin
      throw new RedirectRefused(`redirected (HTTP ${res.status}) to ${where}, which is not the API's or the media host's origin`)
    }
    if (hops >= maxHops) throw new RedirectRefused(`more than ${maxHops} redirects`)
    current = next
  }
}

// Cloudflare Pages Function for /SubGallery and /SubGallery/ (file-based routing: this folder's
// index): the spec's album address answered by the host (lib/host/albumAddress.ts). `wrangler pages
// deploy dist/client`, run from the repository root by deploy.yml, bundles this folder with the
// site; the build's `_routes.json` keeps every other request away from it. Pull request previews are
// deployed without it (preview-deploy.yml) and use the gallery page's own lookup.
import { albumRedirect } from '../../lib/host/albumAddress.ts'

/** The parts of Cloudflare's EventContext this Function uses (developers.cloudflare.com/pages/functions/api-reference/). */
interface PagesContext {
  request: Request
  env: { ASSETS: { fetch: (input: URL | Request | string, init?: RequestInit) => Promise<Response> } }
  next: () => Promise<Response>
}

export async function onRequestGet(context: PagesContext): Promise<Response> {
  const url = new URL(context.request.url)
  // env.ASSETS answers from the deployed files only; 200 means the album's page was built.
  const exists = async (path: string) => (await context.env.ASSETS.fetch(new URL(path, url), { method: 'HEAD' })).status === 200
  const redirect = await albumRedirect(url, exists)
  if (!redirect) return context.next()
  return new Response(null, { status: redirect.status, headers: { Location: redirect.location } })
}

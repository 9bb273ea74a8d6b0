// Cloudflare Pages Function for /admin/callback (file-based routing): GitHub sends the browser back
// here; the code is exchanged for the editor's token and handed to the site's own /admin page only
// (lib/host/signIn/signIn.ts; docs/operations.md "The editor at /admin"). The OAuth App's
// callback URL is the site's origin followed by this path.
import { finishSignIn } from '../../lib/host/signIn/signIn.ts'
import type { RawSignInEnv } from '../../lib/host/signIn/signInEnv.ts'

/** The parts of Cloudflare's EventContext this Function uses (developers.cloudflare.com/pages/functions/api-reference/). */
interface PagesContext {
  request: Request
  env: RawSignInEnv
}

export function onRequestGet(context: PagesContext): Promise<Response> {
  return finishSignIn(context.request, context.env, (input, init) => fetch(input, init))
}

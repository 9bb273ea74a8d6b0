// Cloudflare Pages Function for /admin/auth (file-based routing): starts the editor's sign-in with
// GitHub (lib/host/signIn/signIn.ts; docs/operations.md "The editor at /admin"). Its settings are
// the Pages project's secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET and the variable
// GITHUB_OAUTH_SCOPE. `_routes.json` sends it this path only; previews deploy no Function.
import { startSignIn } from '../../lib/host/signIn/signIn.ts'
import type { RawSignInEnv } from '../../lib/host/signIn/signInEnv.ts'

/** The parts of Cloudflare's EventContext this Function uses (developers.cloudflare.com/pages/functions/api-reference/). */
interface PagesContext {
  request: Request
  env: RawSignInEnv
}

export function onRequestGet(context: PagesContext): Promise<Response> {
  return startSignIn(context.request, context.env)
}

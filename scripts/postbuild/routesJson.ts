// _routes.json (Cloudflare Pages): which requests start the site's Pages Function. Without it
// every request would go through the Function (functions/), each one an invocation counted against
// the free plan's 100,000 a day and a few milliseconds slower than a file; with it only the album
// address (lib/host/albumAddress.ts) and the editor's sign-in (lib/host/signIn/signIn.ts) do, and
// every file is served as a file. Other hosts ignore the file. Pull request previews deploy no
// Function and leave it out (preview-deploy.yml).
import { ALBUM_ADDRESS_PATHS } from '#lib/host/albumAddress.ts'
import { SIGN_IN_PATHS } from '#lib/host/signIn/signIn.ts'

export interface RoutesJson {
  version: 1
  include: string[]
  exclude: string[]
}

/** Cloudflare's limits: at least one include rule, at most 100 rules in all, each at most 100 characters. */
export function buildRoutesJson(): RoutesJson {
  return { version: 1, include: [...ALBUM_ADDRESS_PATHS, ...SIGN_IN_PATHS], exclude: [] }
}

export function formatRoutesJson(routes: RoutesJson): string {
  return JSON.stringify(routes, null, 2) + '\n'
}

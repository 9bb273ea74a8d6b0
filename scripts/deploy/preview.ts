// A pull request's preview (docs/operations.md "Pull request previews"), the parts preview-deploy.yml
// decides with main's code: where it is published and what the host is told to serve it with.
// - The address is the pull request's number, `pr-<number>`, never its branch's name: a branch
//   called data-refresh or cms-pages-about cannot take the address that data/refresh's or
//   cms/pages/about's reviewers are sent to.
// - The project is the previews' own Pages project, never the production one.
// - The build's _headers, _redirects and robots.txt are replaced by main's (scripts/postbuild's
//   generators over the artifact's file names, read as names only), every path noindex.
import { routeForFile } from '../postbuild/builtSite.ts'
import { buildHeaderRules, formatHeaders, type HeaderRule } from '../postbuild/headersFile.ts'
import { buildRedirectRules, formatRedirects } from '../postbuild/redirects.ts'

export class PreviewRefused extends Error {
  override name = 'PreviewRefused'
}

/** The preview's branch alias: from the pull request's number alone. */
export function previewAlias(prNumber: string | number): string {
  const n = String(prNumber).trim()
  if (!/^[1-9][0-9]{0,9}$/.test(n)) throw new PreviewRefused(`pull request number ${JSON.stringify(String(prNumber))} is not a number`)
  return `pr-${n}`
}

/** A Cloudflare Pages project name: lowercase letters, digits and dashes, at most 58 characters. */
const PROJECT_NAME = /^[a-z0-9](?:[a-z0-9-]{0,56}[a-z0-9])?$/

/**
 * The project previews are published to: CLOUDFLARE_PREVIEW_PROJECT_NAME, required, and never the
 * production project (CLOUDFLARE_PROJECT_NAME). A preview in the production project would be served
 * under the school's own project, beside its live deploys.
 */
export function previewProject(vars: { preview?: string; production?: string }): string {
  const preview = (vars.preview ?? '').trim()
  const production = (vars.production ?? '').trim()
  if (!preview)
    throw new PreviewRefused(
      'CLOUDFLARE_PREVIEW_PROJECT_NAME is not set: previews go to a Pages project of their own, never the production one (docs/operations.md "Pull request previews")',
    )
  if (!PROJECT_NAME.test(preview))
    throw new PreviewRefused(`CLOUDFLARE_PREVIEW_PROJECT_NAME ${JSON.stringify(preview)} is not a Pages project name (a-z, 0-9, -)`)
  if (preview.toLowerCase() === production.toLowerCase())
    throw new PreviewRefused(
      `CLOUDFLARE_PREVIEW_PROJECT_NAME is CLOUDFLARE_PROJECT_NAME (${preview}): a preview is never published to the production project`,
    )
  return preview
}

/** The preview's stable address: Cloudflare Pages serves a branch alias at <alias>.<project>.pages.dev. */
export const previewOrigin = (alias: string, project: string) => `https://${alias}.${project}.pages.dev`

/** Every path of a preview is kept out of search engines, whatever its pages say. */
export const NOINDEX_RULE: HeaderRule = { pattern: '/*', headers: [['X-Robots-Tag', 'noindex']] }

/**
 * main's _headers for a preview of these files (relative paths of the artifact): the policy `csp`
 * (main's: scripts/postbuild/csp.ts, from main's named inline scripts and variables), the security
 * headers and cache rules, and noindex on every path. No rule for /admin/: a preview has no editor.
 */
export function previewHeaders(csp: string, files: readonly string[]): string {
  const routes = files.map(routeForFile).filter((r): r is string => r !== null)
  const rules = [...buildHeaderRules({ csp, routes, files: files.map((f) => `/${f}`) }), NOINDEX_RULE]
  return "# A pull request preview: main's policy (scripts/deploy/preview.ts), not the build's.\n" + formatHeaders(rules)
}

/** main's _redirects for a preview of these files. */
export function previewRedirects(files: readonly string[]): string {
  return formatRedirects(buildRedirectRules(files.map(routeForFile).filter((r): r is string => r !== null)))
}

/** Crawlers may fetch a preview, so they see its noindex (a Disallow would hide it, and the address could be listed bare). */
export const PREVIEW_ROBOTS = '# A pull request preview: every page is served with X-Robots-Tag: noindex.\nUser-agent: *\nAllow: /\n'

/** The editor's folder (scripts/admin/): a preview has no sign-in, so it is left out. */
export const EDITOR_FOLDER = 'admin'

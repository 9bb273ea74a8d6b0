// No built page has a broken image or internal link: every root-relative src, href, data and
// poster of every HTML file of the built site resolves to a file, as the static server and the
// hosts resolve it (scripts/lib/previewServer.ts resolveFile). The data lane runs it on the build of
// the snapshot under test; tests/e2e/links.spec.ts on the test build.
import fs from 'node:fs'
import path from 'node:path'
import type { ImageCdn, ImageCdnName } from '#lib/images/cdn.ts'
import { resolveFile } from '#scripts/lib/previewServer.ts'
import { listFiles } from '#scripts/postbuild/builtSite.ts'
import { decodeHTML } from 'entities'

/**
 * The paths an image CDN answers on the site's own origin in image-CDN mode (lib/images/cdn.ts):
 * the host resizes there, so they are no files of the build. imgix, or a CDN with an origin of its
 * own (NCSR_IMAGE_CDN_BASE), names absolute URLs, which no local check follows anyway.
 */
const CDN_PATHS: Record<ImageCdnName, string | null> = { cloudflare: '/cdn-cgi/image/', netlify: '/.netlify/images', imgix: null }
export function hostServedPaths(cdn: ImageCdn | null): string[] {
  const p = cdn && !cdn.base ? CDN_PATHS[cdn.name] : null
  return p ? [p] : []
}

export interface LinkReport {
  /** Links followed (root-relative ones; outside addresses are not this check's). */
  checked: number
  /** Every distinct path linked, without a trailing slash ('/about', '/'). */
  seen: Set<string>
  /** `file: link` for each link that resolves to no file. */
  problems: string[]
}

/**
 * Checks every HTML file under `clientDir`; each distinct path is looked up on disk once. Links under
 * `hostPaths` (hostServedPaths) are the host's to answer, and are left out.
 */
export function brokenLocalLinks(clientDir: string, hostPaths: readonly string[] = []): LinkReport {
  const root = path.resolve(clientDir)
  const report: LinkReport = { checked: 0, seen: new Set(), problems: [] }
  const resolved = new Map<string, boolean>()
  for (const file of listFiles(root).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(root, file), 'utf8')
    for (const m of html.matchAll(/\s(?:src|href|data|poster)="(\/[^"/][^"]*|\/)"/g)) {
      const raw = m[1]!.includes('&') ? decodeHTML(m[1]!) : m[1]!
      if (hostPaths.some((p) => raw.startsWith(p))) continue
      // A plain path is its own pathname; anything else (a query, a fragment, an escape, a dot
      // segment) goes through the URL parser, as the browser would read it.
      const urlPath = /[?#%\\]|\/\./.test(raw) ? new URL(raw, 'http://x').pathname : raw
      report.checked++
      report.seen.add(urlPath.replace(/(.)\/$/, '$1'))
      let ok = resolved.get(urlPath)
      if (ok === undefined) resolved.set(urlPath, (ok = resolveFile(root, urlPath) !== null))
      if (!ok) report.problems.push(`${file}: ${raw}`)
    }
  }
  return report
}

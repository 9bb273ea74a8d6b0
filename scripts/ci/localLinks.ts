// The link check of the built site (docs/operations.md "The data lane"): every address of the site's
// own that a built HTML or CSS file names resolves, as the preview server and the hosts resolve it
// (scripts/lib/previewServer.ts resolveFile), and every #fragment of a link to a page names an
// element of that page. Read from the files, with no server and no browser: the data lane runs it on
// the build of the snapshot under test, tests/e2e/links.spec.ts on the test build.
import fs from 'node:fs'
import path from 'node:path'
import type { ImageCdn, ImageCdnName } from '#lib/images/cdn.ts'
import { resolveFile } from '#scripts/lib/previewServer.ts'
import { listFiles } from '#scripts/postbuild/builtSite.ts'
import { srcsetUrls } from '#scripts/postbuild/auditRules.ts'
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
  /** Addresses followed (the site's own; other sites' and other schemes' are not this check's). */
  checked: number
  /** Every distinct path linked, without a trailing slash ('/about', '/'); a page's own #fragments aside. */
  seen: Set<string>
  /** `file: address (why)` for each address that resolves to no file, or to a page without its #id. */
  problems: string[]
  /**
   * `file: address` for each link to a page by its path without the trailing slash ('/news' for
   * news/index.html): it lands, but by the host's redirect (Cloudflare Pages answers 308 to '/news/'),
   * a round trip before the page (lib/format/url.ts pageHref).
   */
  redirected: string[]
}

/** A path the host answers with a redirect to its trailing-slash form: no slash, and its file is a folder's index.html. */
export function redirectsToSlash(urlPath: string, file: string): boolean {
  return !urlPath.endsWith('/') && !urlPath.endsWith('.html') && (file === 'index.html' || file.endsWith('/index.html'))
}

// The URL attributes of HTML (its "index of attributes"), as React and our templates write them:
// lower case but srcSet and imageSrcSet, values double-quoted. Group 1 is a srcset's list of
// candidates, group 2 any other attribute's address; another site's address is passed over here,
// where it costs least (a link check of 15,000 pages reads a million attributes).
const ATTRIBUTE =
  /\s(?:(?:srcset|srcSet|imagesrcset|imageSrcSet)="([^"]*)"|(?:src|href|data|poster|cite|background|manifest|longdesc|action|formaction)="(?![a-zA-Z][\w+.-]*:|\/\/)([^"]+)")/g
const REFRESH = /<meta\s[^>]*http-equiv="refresh"[^>]*>/gi
const STYLE_ATTRIBUTE = /\sstyle="([^"]*url\([^"]*)"/gi
const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/gi
const CSS_URL = /@import\s+(?:url\(\s*)?["']([^"']+)["']|url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi
// A fragment names an element's id, or the name of an <a> (HTML "find a potential indicated element").
const ID = /\sid="([^"]*)"|<a\s(?:[^>]*?\s)?name="([^"]*)"/g
/** A scheme (https:, mailto:, data:, webcal:) or a protocol-relative //host: not a file of this build. */
const ELSEWHERE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

const unescape = (attribute: string) => (attribute.includes('&') ? decodeHTML(attribute) : attribute)

/** The url() and @import addresses of a style sheet, comments left out. */
export function cssUrls(css: string): string[] {
  const text = css.includes('/*') ? css.replace(/\/\*[\s\S]*?\*\//g, '') : css
  return [...text.matchAll(CSS_URL)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim())
}

/** Every address an HTML page names: link and media attributes, srcset candidates, inline CSS. */
function eachHtmlUrl(html: string, visit: (raw: string) => void): void {
  for (const m of html.matchAll(ATTRIBUTE)) {
    if (m[1] === undefined) visit(unescape(m[2]!))
    else for (const url of srcsetUrls(unescape(m[1]))) visit(url)
  }
  if (html.includes('http-equiv')) {
    for (const m of html.matchAll(REFRESH)) {
      const content = decodeHTML(/\scontent="([^"]*)"/i.exec(m[0])?.[1] ?? '')
      const url = /^\s*\d*\.?\d*\s*[;,]\s*(?:url\s*=\s*)?["']?([^"']*)/i.exec(content)?.[1]?.trim()
      if (url) visit(url)
    }
  }
  if (html.includes('url(')) {
    for (const m of html.matchAll(STYLE_ATTRIBUTE)) cssUrls(unescape(m[1]!)).forEach(visit)
    for (const m of html.matchAll(STYLE_ELEMENT)) cssUrls(m[1]!).forEach(visit)
  }
}

/** A fragment as the browser compares it with ids: percent-decoded where that decodes. */
function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}

/** The URL path a built file is served at, for resolving its relative addresses. */
const servedAt = (file: string) => '/' + file.replace(/(^|\/)index\.html$/, '$1')

/**
 * Checks every HTML and CSS file under `clientDir`; each distinct path is looked up on disk once.
 * Links under `hostPaths` (hostServedPaths) are the host's to answer, and are left out.
 */
export function brokenLocalLinks(clientDir: string, hostPaths: readonly string[] = []): LinkReport {
  const root = path.resolve(clientDir)
  const report: LinkReport = { checked: 0, seen: new Set(), problems: [], redirected: [] }
  const resolved = new Map<string, string | null>()
  const ids = new Map<string, Set<string>>()
  const idsOf = (file: string) => {
    let found = ids.get(file)
    if (!found) {
      const html = fs.readFileSync(path.join(root, file), 'utf8')
      ids.set(file, (found = new Set([...html.matchAll(ID)].map((m) => unescape(m[1] ?? m[2]!)))))
    }
    return found
  }
  const fragments: { file: string; raw: string; target: string; id: string }[] = []
  for (const file of listFiles(root)) {
    const isHtml = file.endsWith('.html')
    if (!isHtml && !file.endsWith('.css')) continue
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const check = (raw: string) => {
      if (raw === '' || ELSEWHERE.test(raw) || hostPaths.some((p) => raw.startsWith(p))) return
      if (raw.startsWith('#')) {
        // In CSS a bare #id names an SVG element; in a page, an element of that page, which the
        // text in hand settles without a look-up on disk (every page has a skip link to #main).
        if (!isHtml) return
        report.checked++
        const id = decodeFragment(raw.slice(1))
        if (!text.includes(` id="${id}"`)) fragments.push({ file, raw, target: file, id })
        return
      }
      // A plain root-relative path is its own pathname; anything else (relative, a query, a
      // fragment, an escape, a dot segment) goes through the URL parser, as the browser reads it.
      const plain = raw.startsWith('/') && !/[?#%\\]|\/\./.test(raw)
      const url = plain ? null : URL.parse(raw, 'http://x' + servedAt(file))
      // A backslash can name another host (\\host/x reads as //host/x): another site's address.
      if (url && url.host !== 'x') return
      report.checked++
      if (!plain && !url) {
        report.problems.push(`${file}: ${raw} (not an address a browser can read)`)
        return
      }
      const urlPath = url ? url.pathname : raw
      report.seen.add(urlPath.replace(/(.)\/$/, '$1'))
      let target = resolved.get(urlPath)
      if (target === undefined) {
        const found = resolveFile(root, urlPath)
        resolved.set(urlPath, (target = found && path.relative(root, found).split(path.sep).join('/')))
      }
      if (target === null) {
        report.problems.push(`${file}: ${raw} (no such file)`)
        return
      }
      if (redirectsToSlash(urlPath, target)) report.redirected.push(`${file}: ${raw}`)
      if (url?.hash && target.endsWith('.html')) {
        // Looked up once every page is read, each target page's ids gathered once.
        fragments.push({ file, raw, target, id: decodeFragment(url.hash.slice(1)) })
      }
    }
    if (isHtml) eachHtmlUrl(text, check)
    else cssUrls(text).forEach(check)
  }
  // "#top" and an empty fragment scroll to the top of any page (HTML "the indicated part of the document").
  for (const f of fragments) {
    if (f.id === '' || f.id.toLowerCase() === 'top' || idsOf(f.target).has(f.id)) continue
    report.problems.push(`${f.file}: ${f.raw} (no element with id "${f.id}" on ${f.target})`)
  }
  return report
}

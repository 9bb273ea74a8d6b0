// Which pages a data change shows on, so the data PR can link each one on its preview deploy and a
// reviewer sees the rendered change before merging. A coarse map by endpoint (the listing and home
// pages that read it) plus each added or changed album's own page; a page that also reads the
// endpoint but is not listed here is still rebuilt, it is only not linked.
import type { EndpointName } from '#lib/endpoints.ts'
import { albumHref } from '#lib/format/url.ts'
import type { EndpointResult } from './types.ts'

const PAGES: Record<EndpointName, string[]> = {
  highlight: ['/'],
  news: ['/'],
  newsAll: ['/news/', '/kindergarten-news/', '/'],
  events: ['/'],
  eventsAll: ['/events/', '/kinder-events/', '/kindergarten/'],
  videos: ['/videoGallery/', '/KinderVideo/', '/'],
  gallery: ['/gallery/', '/kids-gallery/'],
  toppers: ['/topperX/', '/topperXII/', '/'],
  media: ['/'],
  testimonials: ['/'],
  notifications: ['/'],
  onlineRegistration: ['/'],
}

/** Album pages listed one by one, at most this many (a PR body has a size limit). */
const MAX_ALBUMS = 20

/** The routes a reviewer should look at for these results, each once, in a stable order. */
export function changedRoutes(results: readonly Pick<EndpointResult, 'name' | 'changes'>[]): string[] {
  const out = new Set<string>()
  for (const r of results) {
    const { added, changed, removed } = r.changes
    if (!added.length && !changed.length && !removed.length) continue
    for (const p of PAGES[r.name]) out.add(p)
    if (r.name === 'gallery') for (const rec of [...added, ...changed].slice(0, MAX_ALBUMS)) out.add(albumHref(encodeURIComponent(rec._id)))
  }
  return [...out].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

/** The Markdown list of those routes, linked on the preview deploy when its origin is known. */
export function changedPagesMarkdown(routes: string[], previewUrl: string): string[] {
  if (!routes.length) return []
  const base = previewUrl.replace(/\/+$/, '')
  const safeBase = /^https:\/\/[a-z0-9.-]+$/i.test(base) ? base : ''
  return [
    '',
    '## Pages to check',
    '',
    safeBase
      ? `On the preview of this pull request (${safeBase}):`
      : 'No preview address yet (once the pull request exists, the refresh links these on its own preview when CLOUDFLARE_PREVIEW_PROJECT_NAME is set); the paths on the live site:',
    '',
    ...routes.map((r) => (safeBase ? `- [${r}](${safeBase}${r})` : `- \`${r}\``)),
  ]
}

/** A route as changedRoutes writes it: a path of letters, digits and URL punctuation, never a backtick, bracket or space. */
const ROUTE = /^\/[A-Za-z0-9._~%/-]*$/

/**
 * The summary with its "Pages to check" links made for previewUrl, the same section
 * changedPagesMarkdown would have written: the refresh learns the data pull request's number, and so
 * its preview's address (pr-<number>), only once the pull request exists. The routes are read back
 * from the section's own list; every line of it is ours (API text is only ever inside code spans on
 * lines of its own, inertMd), so no record can add a route.
 */
export function withPagesToCheckAt(markdown: string, previewUrl: string): string {
  const lines = markdown.split('\n')
  const start = lines.indexOf('## Pages to check')
  if (start < 1) return markdown
  // Heading, blank, one line of introduction, blank, then one line per route.
  let end = start + 4
  const routes: string[] = []
  for (; end < lines.length; end++) {
    const m = /^- (?:`([^`]+)`|\[([^\]]+)\]\([^)]*\))$/.exec(lines[end]!)
    if (!m) break
    const route = m[1] ?? m[2]!
    if (ROUTE.test(route)) routes.push(route)
  }
  return [...lines.slice(0, start - 1), ...changedPagesMarkdown(routes, previewUrl), ...lines.slice(end)].join('\n')
}

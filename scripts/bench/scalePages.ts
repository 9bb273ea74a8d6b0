// The pages of the scale bench's two builds, ours and Eleventy's (docs/performance.md "Build scale"),
// counted and compared the same way: albums, news items, the rest.
import fs from 'node:fs'
import path from 'node:path'
import { escapeUTF8 } from 'entities'
import { filesIn, gzipSize } from './measure.ts'

export interface PageCounts {
  /** Every .html file. */
  total: number
  /** SubGallery/<id>/index.html */
  albums: number
  /** news/<id>/index.html */
  news: number
}

/** One page a folder of `section` (the section's own index.html is a listing, not counted). */
const pagesUnder = (siteDir: string, section: string) => {
  const dir = path.join(siteDir, section)
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'index.html')))
    .length
}

/** The pages of a built site (our client folder or Eleventy's _site), of each kind. */
export function countPages(siteDir: string): PageCounts {
  const total = filesIn(siteDir).filter((f) => f.endsWith('.html')).length
  return { total, albums: pagesUnder(siteDir, 'SubGallery'), news: pagesUnder(siteDir, 'news') }
}

/** `6000 pages (1000 album, 5000 news)`, with the rest named when there is any. */
export function pagesFigure(c: PageCounts): string {
  const other = c.total - c.albums - c.news
  return `${c.total} pages (${c.albums} album, ${c.news} news${other ? `, ${other} other` : ''})`
}

/** A page's size as written and gzipped (level 9), in bytes. */
export function pageSize(file: string): { bytes: number; gzip: number } {
  const html = fs.readFileSync(file)
  return { bytes: html.length, gzip: gzipSize(html) }
}

/**
 * Throws unless the page at file shows `title` as its heading: a build that did not take the
 * refreshed snapshot is stale, and a stale build's time is not a rebuild's.
 */
export function assertShowsTitle(file: string, title: string, build: string): void {
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (!html.includes(`<h1>${escapeUTF8(title)}</h1>`))
    throw new Error(`${build}: ${file} does not show the refreshed title "${title}": the build is stale`)
}

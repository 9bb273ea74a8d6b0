// The one walk over a built site for every test that reads built HTML: the test build
// (tests/support/testBuild.ts) unless another client folder is given. It lists files with the
// post-build step's own walk and route rule (scripts/postbuild/builtSite.ts), so the tests and the
// sitemap agree on what a page is. Listings are cached per folder (the build does not change during
// a run); a page's HTML is read when first asked for, so a 20,000-page build costs no memory until used.
import fs from 'node:fs'
import path from 'node:path'
import { EDITOR_DIR, listFiles, routeForFile } from '#scripts/postbuild/builtSite.ts'
import { TEST_OUT_DIR } from '#tests/fixtures/testEnv.ts'

export interface BuiltHtml {
  /** Path relative to the client folder, POSIX separators: 'about/index.html', '404.html'. */
  file: string
  /** Absolute path on disk. */
  abs: string
  /** The address it is served at: '/about/', '/' for the home page, '/404.html', '/admin/'. */
  route: string
  /** A page of the site (a route of pages/): not the 404 page, not the editor at /admin/. */
  isPage: boolean
  /** Decap CMS's own interface at /admin/ (scripts/admin/build.ts), not a page of the site. */
  isEditor: boolean
  /** The file's text, read on first use. */
  readonly html: string
}

/** The client folder of the test build. */
export const testDist = (): string => path.join(TEST_OUT_DIR, 'client')

const fileCache = new Map<string, string[]>()
const htmlCache = new Map<string, BuiltHtml[]>()

/** Every file of the built site, relative POSIX paths, sorted. */
export function builtFiles(dir = testDist()): string[] {
  let files = fileCache.get(dir)
  if (!files) fileCache.set(dir, (files = listFiles(dir)))
  return files
}

/** Every HTML file of the built site (pages, the 404 page and the editor), sorted by file. */
export function builtHtml(dir = testDist()): BuiltHtml[] {
  let all = htmlCache.get(dir)
  if (!all) {
    all = builtFiles(dir)
      .filter((f) => f.endsWith('.html'))
      .map((file) => {
        const route = routeForFile(file)
        const abs = path.join(dir, file)
        let html: string | undefined
        return {
          file,
          abs,
          route: route ?? '/' + file.replace(/(^|\/)index\.html$/, '$1'),
          isPage: route !== null,
          isEditor: file.startsWith(EDITOR_DIR),
          get html() {
            return (html ??= fs.readFileSync(abs, 'utf8'))
          },
        }
      })
    htmlCache.set(dir, all)
  }
  return all
}

/** The pages of the site: every route's index.html, without the 404 page and the editor. */
export function builtPages(dir = testDist()): BuiltHtml[] {
  return builtHtml(dir).filter((p) => p.isPage)
}

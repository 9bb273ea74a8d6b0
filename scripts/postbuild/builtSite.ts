// Walks the built site (dist/client) so every publishing file follows the routes that really
// exist: a new page, album or edition is picked up without touching this code.
import { nonFolders } from '#lib/files/walk.ts'

/** A built page as the publishing files need it. */
export interface BuiltPage {
  /** '/', '/about/', '/SubGallery/abc/' (trailing slash, case kept). */
  route: string
  /** Path relative to the client folder, POSIX separators. */
  file: string
  /** What the search index shows of the page (scripts/postbuild/readPage.ts). */
  title: string
  h1: string
  firstParagraph: string
}

/** Every file under dir, relative POSIX paths, sorted. */
export const listFiles = (dir: string): string[] => nonFolders(dir)

/** The editor (scripts/admin/build.ts): not a page of the site, so in no sitemap, index or page check. */
export const EDITOR_DIR = 'admin/'

/** index.html file -> route; other files (404.html, assets, feeds, the editor at /admin/) -> null. */
export function routeForFile(file: string): string | null {
  if (file === 'index.html') return '/'
  if (!file.endsWith('/index.html') || file.startsWith('assets/') || file.startsWith(EDITOR_DIR)) return null
  return '/' + file.slice(0, -'index.html'.length)
}

// The GitHub Pages fallback (NCSR_HOST=github-pages) ignores _headers, so the policy reaches a
// browser only as a <meta> tag in the document itself: every HTML file the host serves gets one,
// not only the pages in the sitemap. 404.html (served for every unknown address), /search/, a
// file public/ brought (lib/content/publicFiles.ts takes only a verification file) and the editor
// at /admin/, which gets its own policy (scripts/admin/adminPage.ts), as _headers gives it on
// Cloudflare Pages (docs/operations.md "Fallback: GitHub Pages").
import fs from 'node:fs'
import path from 'node:path'
import { adminCsp } from '../admin/adminPage.ts'
import { EDITOR_DIR, listFiles } from './builtSite.ts'
import { withMetaCsp } from './csp.ts'

/** NCSR_HOST's value for the fallback host. */
export const FALLBACK_HOST = 'github-pages'

/**
 * Writes the policy as a <meta> tag into every HTML file among `files` (default: every file of the
 * output): the editor's under admin/, the site's (`siteCsp`) elsewhere. Returns how many files hold
 * one now.
 */
export function writeMetaPolicies(clientDir: string, siteCsp: string, files: readonly string[] = listFiles(clientDir)): number {
  let tagged = 0
  const editorCsp = adminCsp()
  for (const file of files) {
    if (!/\.html?$/i.test(file)) continue
    const csp = file.startsWith(EDITOR_DIR) ? editorCsp : siteCsp
    const full = path.join(clientDir, file)
    const html = fs.readFileSync(full, 'utf8')
    const withTag = withMetaCsp(html, csp)
    if (withTag !== html) {
      // Written anew, not in place: a bulk page may be a link to the page a build kept
      // (scripts/build/pageCache.ts), which must stay what its record says.
      fs.rmSync(full)
      fs.writeFileSync(full, withTag)
    }
    tagged++
  }
  return tagged
}

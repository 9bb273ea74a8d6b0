// Decap CMS's licence beside its bundle and in the site's notices (docs/architecture.md "Licences").
// The editor's bundle is copied out of node_modules, not bundled by Vite, so the notices plugin
// (scripts/vite/thirdPartyNotices.ts) never sees it. Its first line says "For license information
// please see decap-cms.js.LICENSE.txt": that file (the notices of the libraries inside the bundle,
// as Decap's build extracted them) is copied beside it, and /third-party-licenses.txt gets a
// section for the editor naming Decap CMS, its version and licence, with the same text.
import fs from 'node:fs'
import path from 'node:path'
import { formatNoticeEntry, readPackage } from '../vite/thirdPartyNotices.ts'

/** The licence file the bundle names in its first line, beside it in node_modules/decap-cms/dist/. */
export const BUNDLE_LICENCE = 'decap-cms.js.LICENSE.txt'
/** Starts the editor's section of the notices: a second run replaces it instead of adding another. */
export const EDITOR_NOTICES_MARKER = '\n\nThe editor at /admin/'

/** Copies the bundle's licence file beside the copied bundle; returns its text. */
export function copyBundleLicence(distDir: string, outDir: string): string {
  const from = path.join(distDir, BUNDLE_LICENCE)
  if (!fs.existsSync(from)) throw new Error(`admin: ${from} is missing; the editor's bundle would ship without its licence notices`)
  fs.copyFileSync(from, path.join(outDir, BUNDLE_LICENCE))
  return fs.readFileSync(from, 'utf8')
}

/** The notices with the editor's section (Decap CMS, from its package folder, and the bundle's licence file) at the end. */
export function withEditorNotices(notices: string, decapDir: string, bundleLicence: string): string {
  const decap = readPackage(decapDir)
  const section = [
    EDITOR_NOTICES_MARKER.trimStart(),
    '(Decap CMS, loaded by no page of the site) is another program with its own bundle, /admin/decap-cms.js:',
    '',
    formatNoticeEntry({
      ...decap,
      noticeText: `The bundle also contains the libraries below; their notices (also at /admin/${BUNDLE_LICENCE}):\n\n${bundleLicence.trim()}`,
    }),
  ].join('\n')
  return notices.split(EDITOR_NOTICES_MARKER)[0]!.trimEnd() + '\n\n' + section + '\n'
}

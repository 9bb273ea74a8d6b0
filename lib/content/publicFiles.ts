// What public/ may hold, file by file. Vite copies it into the site as it is, so its files are
// served from the site's own origin with the type their extension gives, and none of them passes
// through the renderer, the output audit or (on the GitHub Pages fallback) anything but a <meta>
// policy written into it. So a file is taken only when its kind is known (SECURITY.md, boundary
// 0; docs/content.md "Files published as they are"):
//   - images/: the editor's media folders, images only (lib/content/uploads.ts);
//   - elsewhere, AS_IS types (served as types no browser runs or renders as a page: images, PDF,
//     plain text, fonts, media, JSON) as they are;
//   - .svg and .xml only when lib/content/xmlFile.ts finds nothing in them that runs, embeds or
//     loads (a browser renders both as documents of the site's origin);
//   - .html only as a search engine's site-verification file (VERIFICATION): every other page is
//     made in pages/, where it is rendered, audited and given the policy;
//   - anything else (.htm, .xhtml, .xsl, .svgz, .js, no extension…) is refused, naming it.
// `npm run check:content` (lib/content/check.ts) and the build (lib/content/sourceFiles.ts, before
// Vite copies public/) run it.
import fs from 'node:fs'
import path from 'node:path'
import { regularFiles } from '../files/walk.ts'
import { checkImageFolder } from './uploads.ts'
import { xmlProblems } from './xmlFile.ts'

/**
 * Extensions published as they are: the type a host serves each with (mime-db, which Cloudflare
 * Pages and GitHub Pages follow) is no HTML, XML, SVG or script (tests/unit/content/publicFiles.test.ts).
 */
export const AS_IS: ReadonlySet<string> = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
  'gif',
  'ico',
  'pdf',
  'txt',
  'csv',
  'json',
  'webmanifest',
  'woff',
  'woff2',
  'mp3',
  'mp4',
  'webm',
])

/**
 * Google's HTML verification file: at the top of public/, named google<16 hex digits>.html, holding
 * exactly the line Google gives (no markup, so nothing in it can load or run).
 */
export function isVerificationFile(rel: string, text: string): boolean {
  const name = /^google[0-9a-f]{16}\.html$/.exec(rel)?.[0]
  return name !== undefined && text.replace(/\r?\n$/, '') === `google-site-verification: ${name}`
}

/** One problem of a file of public/ (outside images/) named `file`, or [] when it may be published. */
export function publicFileProblems(rel: string, file: string, read: () => Buffer): string[] {
  if (path.posix.basename(rel) === '.gitkeep') return []
  const ext = path.posix.extname(rel).slice(1).toLowerCase()
  if (AS_IS.has(ext)) return []
  if (ext === 'svg' || ext === 'xml') return xmlProblems(read().toString('utf8'), ext).map((p) => `${file}:${p.line}: ${p.problem}`)
  if (ext === 'html' || ext === 'htm')
    return isVerificationFile(rel, read().toString('utf8'))
      ? []
      : [
          `${file}: raw HTML is not published from public/ (no audit reads it and no policy of the site's is in it): make the page in pages/; only a Google verification file (public/google<16 hex digits>.html holding its one line) is taken`,
        ]
  return [
    `${file}: public/ does not publish ${ext ? `.${ext}` : 'files without an extension'} files (a browser could take one for a page, a document or a script); it takes ${[...AS_IS].map((e) => '.' + e).join(', ')} as they are, and checked .svg and .xml files`,
  ]
}

/**
 * Problems with the files of public/, one line each, named as `display(rel)`: images/ by
 * lib/content/uploads.ts, the rest by publicFileProblems.
 */
export function checkPublicFolder(publicDir: string, display: (rel: string) => string): string[] {
  if (!fs.existsSync(publicDir) || !fs.lstatSync(publicDir).isDirectory()) return []
  const problems = checkImageFolder(path.join(publicDir, 'images'), (rel) => display(`images/${rel}`))
  // Regular files only: a link is named by lib/content/onlyFiles.ts, never read through.
  for (const rel of regularFiles(publicDir, { skipFolder: (rel) => rel === 'images' }))
    problems.push(...publicFileProblems(rel, display(rel), () => fs.readFileSync(path.join(publicDir, rel))))
  return problems
}

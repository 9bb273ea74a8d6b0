// `npm run check:content`: every file under data/content/ validated with the build's own schema
// (lib/content/registry.ts), every internal link checked, every file known to the registry; what
// the Markdown sanitiser would remove from a page (lib/content/sanitize.ts), with its line; every
// framed address (*EmbedUrl) on a host of embeds.json; public/ holding only files it may publish
// (lib/content/publicFiles.ts: images in public/images/, the editor's media folders; SVG and XML
// with nothing that runs or loads; no raw HTML); and no symbolic link, fifo, socket or device in
// the folders it reads (lib/content/onlyFiles.ts). CI runs it (npm test), so an edit
// made in /admin that the schemas or the sanitiser reject fails its pull request with the file,
// the field or line, and what is expected.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { regularFiles } from '../files/walk.ts'
import { loadContentJson } from './contentJson.ts'
import { EMBEDS_FILE, embedsSchema, frameAllowed } from './embeds.ts'
import { formatIssues } from './issues.ts'
import { hrefsIn, makeLinkChecker, markdownLinks } from './links.ts'
import { markdownRemovals, splitFrontMatter } from './markdown.ts'
import { admissionItemProblems, type menusSchema } from './menus.ts'
import { contentFileFor, IGNORED } from './registry.ts'
import type { SanitizePolicy } from './sanitize.ts'
import { notRegularFiles, outermostRoots, type FileRoot } from './onlyFiles.ts'
import { checkPublicFolder } from './publicFiles.ts'

/** The content folder's regular files, relative paths, sorted (a link is named by lib/content/onlyFiles.ts, not read). */
export const listContentFiles = (dir: string): string[] => regularFiles(dir)

export interface CheckOptions {
  /** How a file is named in messages (default 'data/content/<rel>'). */
  display?: (rel: string) => string
  pagesDir?: string
  /** public/: its files are checked (lib/content/publicFiles.ts), and internal links may lead to them. */
  publicDir?: string
  /** How a file under publicDir is named in messages (default 'public/<rel>'). */
  displayPublic?: (rel: string) => string
  /**
   * Folders that may hold only regular files and folders (default: the content folder and
   * publicDir; `npm run check:content` gives all of data/ and public/).
   */
  fileRoots?: readonly FileRoot[]
}

/** Values under keys ending in EmbedUrl ('embedUrl', 'mapEmbedUrl'): addresses a page shows in a frame. */
function embedUrlsIn(value: unknown, at = ''): { path: string; url: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => embedUrlsIn(v, at ? `${at}.${i}` : String(i)))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => {
    const p = at ? `${at}.${k}` : k
    return typeof v === 'string' && /embedurl$/i.test(k) ? [{ path: p, url: v }] : embedUrlsIn(v, p)
  })
}

/** All problems in a content folder, one line each; [] when every file is valid. */
export function checkContent(dir: string, opts: CheckOptions = {}): string[] {
  const name = opts.display ?? ((rel: string) => `data/content/${rel}`)
  const leads = makeLinkChecker(opts)
  const problems: string[] = []
  let policy: SanitizePolicy
  try {
    // Read afresh (not the build's copy, read once): the check may run again on an edited folder.
    policy = loadContentJson(EMBEDS_FILE, embedsSchema, dir)
  } catch {
    // embeds.json missing or invalid: reported below as that file's problem; no frame is allowed meanwhile.
    policy = { frameOrigins: [] }
    if (!fs.existsSync(path.join(dir, EMBEDS_FILE)))
      problems.push(`${name(EMBEDS_FILE)}: missing (the list of sites whose pages may be shown in frames)`)
  }
  const badLinks = (file: string, links: { path: string; href: string }[]) => {
    for (const l of links)
      if (!leads(l.href))
        problems.push(`${file} › ${l.path}: links to ${l.href}, which is no page or file of the site (expected a path such as /about)`)
  }
  for (const rel of listContentFiles(dir)) {
    if (IGNORED.has(rel)) continue
    const file = name(rel)
    const entry = contentFileFor(rel)
    if (!entry) {
      problems.push(`${file}: no part of the site reads this file (expected one listed in lib/content/registry.ts)`)
      continue
    }
    const text = fs.readFileSync(path.join(dir, rel), 'utf8')
    let data: unknown
    let body = ''
    /** Lines of the file before the Markdown body (the front matter). */
    let bodyLine = 1
    try {
      if (rel.endsWith('.md')) {
        const parts = splitFrontMatter(text)
        data = parts.yaml ? (parseYaml(parts.yaml) ?? {}) : {}
        body = parts.body
        bodyLine = text.slice(0, text.length - body.length).split('\n').length
      } else {
        data = JSON.parse(text)
      }
    } catch (e) {
      problems.push(
        `${file}: cannot be read (${rel.endsWith('.md') ? 'front matter is not valid YAML' : 'not valid JSON'}): ${(e as Error).message.split('\n')[0]}`,
      )
      continue
    }
    const parsed = z.safeParse(entry.schema, data, { reportInput: true })
    if (!parsed.success) problems.push(formatIssues(file, parsed.error.issues, rel.endsWith('.md') ? '(front matter)' : '(root)'))
    else if (rel === 'menus.json')
      for (const p of admissionItemProblems(parsed.data as z.output<typeof menusSchema>)) problems.push(`${file} › ${p}`)
    badLinks(file, hrefsIn(data))
    badLinks(
      file,
      markdownLinks(body).map((href) => ({ path: '(text)', href })),
    )
    for (const r of markdownRemovals(body, policy)) problems.push(`${file}:${bodyLine + r.line - 1}: ${r.what} removed (${r.why})`)
    for (const e of embedUrlsIn(data))
      if (!frameAllowed(e.url, policy.frameOrigins))
        problems.push(
          `${file} › ${e.path}: ${e.url} is shown in a frame, but its site is not listed in ${name(EMBEDS_FILE)} (frameOrigins: ${policy.frameOrigins.join(', ') || 'none'}); add its https origin there, or use an address of a listed site`,
        )
  }
  const publicDir = opts.publicDir ?? path.resolve('public')
  const displayPublic = opts.displayPublic ?? ((rel: string) => `public/${rel}`)
  const roots = opts.fileRoots ?? [
    { dir, display: name },
    { dir: publicDir, display: displayPublic },
  ]
  problems.push(...notRegularFiles(outermostRoots(roots)))
  problems.push(...checkPublicFolder(publicDir, displayPublic))
  return problems
}

// `npm run check:content`: every file under data/content/ validated with the build's own schema
// (lib/content/registry.ts), every internal link checked, and every file known to the registry.
// CI runs it (npm test), so an edit made in /admin that the schemas reject fails its pull request
// with the file, the field and what is expected.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { formatIssues } from './issues.ts'
import { hrefsIn, makeLinkChecker, markdownLinks } from './links.ts'
import { splitFrontMatter } from './markdown.ts'
import { contentFileFor, IGNORED } from './registry.ts'

export function listContentFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

export interface CheckOptions {
  /** How a file is named in messages (default 'data/content/<rel>'). */
  display?: (rel: string) => string
  pagesDir?: string
  publicDir?: string
}

/** All problems in a content folder, one line each; [] when every file is valid. */
export function checkContent(dir: string, opts: CheckOptions = {}): string[] {
  const name = opts.display ?? ((rel: string) => `data/content/${rel}`)
  const leads = makeLinkChecker(opts)
  const problems: string[] = []
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
    try {
      if (rel.endsWith('.md')) {
        const parts = splitFrontMatter(text)
        data = parts.yaml ? (parseYaml(parts.yaml) ?? {}) : {}
        body = parts.body
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
    badLinks(file, hrefsIn(data))
    badLinks(
      file,
      markdownLinks(body).map((href) => ({ path: '(text)', href })),
    )
  }
  return problems
}

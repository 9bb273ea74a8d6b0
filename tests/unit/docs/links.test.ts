// Every relative link in the Markdown documentation (README.md, SECURITY.md, docs/**) leads to a
// file of the repository, and every #anchor to a heading of that file, so the docs cannot rot
// silently when a file is moved or a heading renamed. Outside links (http, mailto) are not fetched.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nonFolders } from '#lib/files/walk.ts'
import { markdownFiles, ROOT } from '../../support/docsFiles.ts'

interface Link {
  target: string
  line: number
}

/** Markdown with fenced code blocks and inline code blanked out (links there are examples). */
function withoutCode(md: string): string {
  return md
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length))
}

/** Inline links and images `[text](target)` whose target is inside the repository. */
function relativeLinks(md: string): Link[] {
  const text = withoutCode(md)
  const links: Link[] = []
  for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1]!
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
    links.push({ target, line: text.slice(0, m.index).split('\n').length })
  }
  return links
}

/** GitHub's heading anchors: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
function headingAnchors(md: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const lines = md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').split('\n')
  for (const line of lines) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!h) continue
    const base = h[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** 'file:line → target: why' for every link of `file` that does not resolve. */
function brokenLinks(file: string): string[] {
  const md = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const problems: string[] = []
  for (const { target, line } of relativeLinks(md)) {
    const [rawPath, anchor] = target.split('#') as [string, string | undefined]
    const filePath = decodeURI(rawPath)
    const resolved = filePath === '' ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), filePath)
    if (!resolved.startsWith(ROOT + path.sep)) {
      problems.push(`${file}:${line} → ${target}: outside the repository`)
      continue
    }
    if (!fs.existsSync(resolved)) {
      problems.push(`${file}:${line} → ${target}: no such file`)
      continue
    }
    if (anchor && resolved.endsWith('.md') && !headingAnchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${file}:${line} → ${target}: no heading #${anchor} in ${path.relative(ROOT, resolved)}`)
    }
  }
  return problems
}

/** Every `docs/x.md` (optionally `docs/x.md "Heading"` or `docs/x.md, Heading`) a source comment names. */
function docReferences(source: string): { file: string; heading?: string; line: number }[] {
  return [...source.matchAll(/\b(docs\/[\w/-]+\.md)(?:,? "([^"]+)"|, ([A-Z][a-z]+))?/g)].map((m) => ({
    file: m[1]!,
    ...(m[2] || m[3] ? { heading: (m[2] ?? m[3])! } : {}),
    line: source.slice(0, m.index).split('\n').length,
  }))
}

const sourceFiles = (dir: string): string[] =>
  nonFolders(path.join(ROOT, dir))
    .filter((rel) => /\.(ts|tsx|css|yml)$/.test(rel))
    .map((rel) => `${dir}/${rel}`)

describe('documentation links', () => {
  it('finds relative links and skips outside ones and code', () => {
    const md = [
      'See [a](docs/a.md#x) and ![p](img/p.png).',
      '[web](https://vike.dev) [mail](mailto:a@b.c)',
      '`[no](code.md)`',
      '```',
      '[no](fenced.md)',
      '```',
    ].join('\n')
    expect(relativeLinks(md)).toEqual([
      { target: 'docs/a.md#x', line: 1 },
      { target: 'img/p.png', line: 1 },
    ])
  })

  it('finds docs/ references in comments, with the heading they quote', () => {
    expect(docReferences('// see docs/data.md\n// (docs/operations.md "The editor at /admin") and docs/differences.md, Forms')).toEqual([
      { file: 'docs/data.md', line: 1 },
      { file: 'docs/operations.md', heading: 'The editor at /admin', line: 2 },
      { file: 'docs/differences.md', heading: 'Forms', line: 2 },
    ])
  })

  it("builds GitHub's anchors from headings", () => {
    const anchors = headingAnchors('# Title\n## 7. The calls it makes\n## Refreshing: `npm run sync`\n## The editor at `/admin`\n## Title')
    expect([...anchors]).toEqual(['title', '7-the-calls-it-makes', 'refreshing-npm-run-sync', 'the-editor-at-admin', 'title-1'])
  })

  it('reports a link to a missing file or heading', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'docs', '.links-test-'))
    try {
      fs.writeFileSync(path.join(dir, 'a.md'), '# A\n[ok](a.md#a) [gone](missing.md) [bad](a.md#nowhere)\n')
      const rel = path.relative(ROOT, path.join(dir, 'a.md'))
      expect(brokenLinks(rel)).toEqual([`${rel}:2 → missing.md: no such file`, `${rel}:2 → a.md#nowhere: no heading #nowhere in ${rel}`])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('every docs/ page a code comment names exists, with the heading it quotes', () => {
    const self = path.relative(ROOT, import.meta.filename)
    const problems: string[] = []
    let count = 0
    for (const file of ['lib', 'components', 'pages', 'renderer', 'scripts', 'styles', 'tests', '.github'].flatMap(sourceFiles)) {
      if (file === self) continue
      for (const ref of docReferences(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        count++
        const target = path.join(ROOT, ref.file)
        if (!fs.existsSync(target)) {
          problems.push(`${file}:${ref.line}: ${ref.file} does not exist`)
          continue
        }
        const headings = fs
          .readFileSync(target, 'utf8')
          .split('\n')
          .filter((l) => /^#{1,6} /.test(l))
          .map((l) => l.replace(/^#+ /, '').replaceAll('`', ''))
        if (ref.heading && !headings.some((h) => h.startsWith(ref.heading!)))
          problems.push(`${file}:${ref.line}: no heading "${ref.heading}" in ${ref.file}`)
      }
    }
    expect(count).toBeGreaterThan(20)
    expect(problems).toEqual([])
  })

  it('every relative link in README.md, SECURITY.md and docs/ resolves, anchors included', () => {
    const files = markdownFiles()
    expect(files).toContain('docs/spec.md')
    expect(files.flatMap(brokenLinks)).toEqual([])
  })
})

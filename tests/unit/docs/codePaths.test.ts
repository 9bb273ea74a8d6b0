// Every repository path the docs name in backticks (`lib/select/audience.ts`, `scripts/build/`) exists,
// so a renamed or deleted file cannot leave the README or docs/ pointing at nothing. A span is a path
// when it starts with one of the repository's top-level folders or files; patterns and placeholders
// (`*`, `{id}`, `<key>`, `NAME`) are examples, not paths, and are skipped, as are generated outputs.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownFiles, ROOT } from '../../support/docsFiles.ts'

/** Top-level names a path in the docs starts with: what git tracks (not dist/, .cache/ and other outputs). */
const TRACKED = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
const TOP_FILES = new Set(TRACKED.filter((f) => !f.includes('/')))
const TOP_DIRS = new Set(TRACKED.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!))

/**
 * Spans that look like paths and are not: the hourly job's branch, and folders the editor creates on
 * its first upload (lib/cms/config.ts media_folder).
 */
const NOT_PATHS = new Set(['data/refresh', 'public/images/uploads/'])

/** The backticked spans of a Markdown text outside fenced blocks, with their line. */
function codeSpans(md: string): { code: string; line: number }[] {
  const text = md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => ({ code: m[1]!.trim(), line: text.slice(0, m.index).split('\n').length }))
}

/** The repository path a span names, or null when it is not one (a command, a pattern, a placeholder). */
function repoPath(code: string): string | null {
  const p = code.replace(/[:#]\S*$/, '').replace(/^\.\//, '')
  if (!/^[\w.@()+\-/]+$/.test(p) || NOT_PATHS.has(p)) return null
  const first = p.split('/')[0]!
  const isTop = p.includes('/') ? TOP_DIRS.has(first) : TOP_FILES.has(p)
  if (!isTop) return null
  // Placeholders in a path: NAME, KEY, ROUTE … (all capitals, NAME.island.tsx too), and '...'.
  if (p.split('/').some((seg) => /^[A-Z_]{3,}(\.\w+)*$/.test(seg) || seg === '...')) return null
  return p
}

describe('paths named in the docs', () => {
  it('reads a repository path out of a span and leaves commands and patterns alone', () => {
    expect(repoPath('lib/select/audience.ts')).toBe('lib/select/audience.ts')
    expect(repoPath('scripts/build/')).toBe('scripts/build/')
    expect(repoPath('package.json')).toBe('package.json')
    expect(repoPath('lib/feeds/ics.ts:42')).toBe('lib/feeds/ics.ts')
    expect(repoPath('npm run build')).toBeNull()
    expect(repoPath('components/forms/NAME.island.tsx')).toBeNull()
    expect(repoPath('data/api/*.json')).toBeNull()
    expect(repoPath('dist/client/about/index.html')).toBeNull()
    expect(repoPath('/SubGallery/{id}/')).toBeNull()
  })

  it.each(markdownFiles(['docs/spec.md']))('%s names only paths that exist', (file) => {
    const md = fs.readFileSync(path.join(ROOT, file), 'utf8')
    const missing = codeSpans(md)
      .map((s) => ({ ...s, path: repoPath(s.code) }))
      .filter((s) => s.path !== null && !fs.existsSync(path.join(ROOT, s.path)))
      .map((s) => `${file}:${s.line}: \`${s.code}\` does not exist`)
    expect(missing).toEqual([])
  })
})

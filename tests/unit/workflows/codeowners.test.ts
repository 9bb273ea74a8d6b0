// .github/CODEOWNERS gives code, workflows, dependencies and the editor's configuration to the
// maintainers (docs/operations.md "GitHub settings"), matched the way GitHub matches its patterns.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {} from '#tests/support/workflows.ts'

/** CODEOWNERS lines, comments dropped: a path pattern and its owners. */
function parseCodeOwners(text: string): { pattern: string; owners: string[] }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [pattern, ...owners] = l.split(/\s+/)
      return { pattern: pattern!, owners }
    })
}
/** GitHub's CODEOWNERS patterns (gitignore's): / at the start anchors at the root, / at the end means
 * everything under that folder, * stays within a folder, ** crosses folders. */
function matchesCodeOwnersPattern(pattern: string, file: string): boolean {
  const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/')
  const folder = pattern.endsWith('/')
  const body = pattern.replace(/^\//, '').replace(/\/$/, '')
  const glob = body
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((t) => t.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${glob}${folder ? '/' : '(?:/|$)'}`).test(file)
}
/** The owners of a file: those of the last line that matches it. */
const ownersOf = (rules: ReturnType<typeof parseCodeOwners>, file: string) =>
  rules.filter((r) => matchesCodeOwnersPattern(r.pattern, file)).at(-1)?.owners ?? []
const MAINTAINERS = '@OWNER/maintainers'
/** Code, workflows, dependencies and the editor's configuration, each by a file that stands for it. */
const OWNED = [
  '.github/workflows/deploy.yml',
  '.github/actions/build-site/action.yml',
  '.github/CODEOWNERS',
  '.github/dependabot.yml',
  'package.json',
  'package-lock.json',
  'scripts/sync.ts',
  'scripts/deploy/smoke.ts',
  'lib/schema/news.ts',
  'lib/cms/config.ts',
  'lib/cms/labels.ts',
  'lib/content/registry.ts',
  'scripts/admin/build.ts',
  'scripts/admin/adminPage.ts',
  'pages/index/+Page.tsx',
  'functions/api.ts',
  'wrangler.toml',
  'data/content/site.json',
  'public/images/campus/campus-1.jpg',
]
function codeOwnersProblems(text: string): string[] {
  const rules = parseCodeOwners(text)
  const problems = rules.filter((r) => r.owners.length === 0).map((r) => `${r.pattern}: a line with no owner exempts what it matches`)
  for (const f of OWNED) if (!ownersOf(rules, f).includes(MAINTAINERS)) problems.push(`${f}: not owned by ${MAINTAINERS}`)
  return problems
}
describe('CODEOWNERS', () => {
  const text = fs.readFileSync('.github/CODEOWNERS', 'utf8')

  it("puts workflows, dependencies, scripts, lib and the editor's configuration under the maintainers", () => {
    expect(codeOwnersProblems(text)).toEqual([])
    // The school replaces the placeholder; every line names it, so one search and replace does it.
    expect(new Set(parseCodeOwners(text).flatMap((r) => r.owners))).toEqual(new Set([MAINTAINERS]))
    // GitHub reads the first of .github/, the root and docs/: no second file to shadow or confuse.
    expect(fs.existsSync('CODEOWNERS') || fs.existsSync('docs/CODEOWNERS')).toBe(false)
  })

  it('matches paths the way GitHub does', () => {
    expect(matchesCodeOwnersPattern('/scripts/', 'scripts/admin/build.ts')).toBe(true)
    expect(matchesCodeOwnersPattern('/scripts/', 'tests/scripts/x.ts')).toBe(false)
    expect(matchesCodeOwnersPattern('/package.json', 'package.json')).toBe(true)
    expect(matchesCodeOwnersPattern('/package.json', 'lib/package.json')).toBe(false)
    expect(matchesCodeOwnersPattern('*', 'wrangler.toml')).toBe(true)
    expect(matchesCodeOwnersPattern('*.ts', 'lib/cms/config.ts')).toBe(true)
    expect(matchesCodeOwnersPattern('data/**/x.md', 'data/a/b/x.md')).toBe(true)
  })

  it('the rule fails a file that leaves code without an owner', () => {
    const wrong = ['/lib/ @OWNER/maintainers', '/scripts/', '/.github/workflows/ @someone'].join('\n')
    const problems = codeOwnersProblems(wrong)
    expect(problems).toContain('/scripts/: a line with no owner exempts what it matches')
    expect(problems).toContain('.github/workflows/deploy.yml: not owned by @OWNER/maintainers')
    expect(problems).toContain('package.json: not owned by @OWNER/maintainers')
    expect(problems).not.toContain('lib/cms/config.ts: not owned by @OWNER/maintainers')
  })
})

// .github/CODEOWNERS gives code, workflows, dependencies and the editor's configuration to the
// maintainers (SECURITY.md "Who can publish"), matched the way GitHub matches its patterns. Its one
// owner is the maintainers' team of .github/school.json, so the school fills in the settings file and
// `npm run setup -- --apply` writes the owner here: these rules hold for the shipped placeholder and
// for a real team alike.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codeOwnersProblems, matchesCodeOwnersPattern, ownersOf, parseCodeOwners, withOwner } from '#scripts/setup/codeowners.ts'
import { ownerInFile } from '#scripts/setup/settings.ts'

/** Code, workflows, dependencies and the editor's configuration, each by a file that stands for it. */
const OWNED = [
  '.github/workflows/deploy.yml',
  '.github/actions/build-site/action.yml',
  '.github/CODEOWNERS',
  '.github/school.json',
  '.github/dependabot.yml',
  'package.json',
  'package-lock.json',
  'scripts/sync.ts',
  'scripts/setup/rules.ts',
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
/** Every rule names `owner` alone, and each file that stands for code is owned by it. */
function problems(text: string, owner: string): string[] {
  const rules = parseCodeOwners(text)
  const out = codeOwnersProblems(text, owner)
  for (const f of OWNED) if (!ownersOf(rules, f).includes(owner)) out.push(`${f}: not owned by ${owner}`)
  return out
}

describe('CODEOWNERS', () => {
  const text = fs.readFileSync('.github/CODEOWNERS', 'utf8')
  const owner = ownerInFile()

  it("gives every path to the settings file's maintainers, and workflows, dependencies and the editor's configuration with it", () => {
    expect(problems(text, owner)).toEqual([])
    // GitHub reads the first of .github/, the root and docs/: no second file to shadow or confuse.
    expect(fs.existsSync('CODEOWNERS') || fs.existsSync('docs/CODEOWNERS')).toBe(false)
  })

  it('holds with the placeholder replaced by a real team, as npm run setup -- --apply writes it', () => {
    const real = '@a-real-school/web-maintainers'
    const written = withOwner(text, real)
    expect(problems(written, real)).toEqual([])
    expect(written).not.toContain(owner)
    expect(parseCodeOwners(written)).toHaveLength(parseCodeOwners(text).length)
    // Comments and spacing are kept; writing the same owner again changes nothing.
    expect(written.split('\n').filter((l) => l.startsWith('#'))).toEqual(text.split('\n').filter((l) => l.startsWith('#')))
    expect(withOwner(written, real)).toBe(written)
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

  it('the rule fails a file that leaves code without an owner, or names a second one', () => {
    const owner = '@school/maintainers'
    const wrong = ['/lib/ @school/maintainers', '/scripts/', '/.github/workflows/ @someone', '/data/ @school/maintainers @office'].join(
      '\n',
    )
    expect(problems(wrong, owner)).toEqual(
      expect.arrayContaining([
        'line 2, /scripts/: no owner, so what it matches needs no code owner',
        'line 3, /.github/workflows/: owned by @someone, not @school/maintainers',
        'line 4, /data/: owned by @school/maintainers @office, not @school/maintainers',
        '.github/workflows/deploy.yml: not owned by @school/maintainers',
        'package.json: not owned by @school/maintainers',
      ]),
    )
    expect(problems(wrong, owner)).not.toContain('lib/cms/config.ts: not owned by @school/maintainers')
  })
})

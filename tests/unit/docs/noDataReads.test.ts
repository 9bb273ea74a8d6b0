// The README's "Quick start" says no test reads data/: the tests run on tests/fixtures/, so a refresh
// of data/api/ or an edit of data/content/ can never fail one. Kept true two ways: every folder a
// loader reads by default is a fixture (vitest.config.ts, tests/fixtures/testEnv.ts), and no test file
// names the repository's data/ folder as a path. A message that quotes a data/ path is fine.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR, readBuildEnv } from '#lib/config/buildEnv.ts'
import { site } from '#lib/content/site.ts'
import { siteJsonFromContentDir } from '#scripts/vite/siteJsonFromContentDir.ts'
import { FIXTURE_API_DIR, FIXTURE_CONTENT_DIR, testBuildEnv } from '#tests/fixtures/testEnv.ts'
import { ROOT } from '#tests/support/docsFiles.ts'

const FIXTURES = path.join(ROOT, 'tests', 'fixtures')
const THIS_FILE = path.relative(ROOT, import.meta.filename)

/**
 * Ways a test reaches the repository's data/ folder: a path or fs call whose first argument is
 * `data` or `data/…` (relative to the checkout, where tests run), or a relative path climbing into it
 * (`../../data/content/admission.json`, as an import or otherwise).
 */
const DATA_PATH_PATTERNS: readonly RegExp[] = [
  /\b(?:resolve|join|[A-Za-z]*Sync|readFile|readdir|writeFile|cp|copyFile|stat|lstat|open|access|glob|createReadStream)\(\s*(['"`])(?:\.\/)?data(?:\1|\/)/,
  /(['"`])(?:\.\.\/)+data(?:\1|\/)/,
]

/** `file:line: text` for each line of `text` that reaches data/. */
function dataPathLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (DATA_PATH_PATTERNS.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []))
}

function testSources(dir = path.join(ROOT, 'tests')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return testSources(full)
    return /\.(?:[cm]?[jt]s|tsx)$/.test(e.name) ? [path.relative(ROOT, full)] : []
  })
}

const under = (dir: string, file: string) => !path.relative(dir, file).startsWith('..')

describe('tests never read data/', () => {
  it('no test file names the repository’s data/ folder as a path', () => {
    const files = testSources().filter((f) => f !== THIS_FILE)
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((f) => dataPathLines(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([])
  })

  it('finds a data/ path given to a loader, an fs call or an import, but not one quoted in a message', () => {
    const found = (line: string) => dataPathLines('t.ts', line).length === 1
    expect(found(`const contentDir = path.resolve('data/content')`)).toBe(true)
    expect(found(`fs.cpSync(path.join('data', 'api'), tmp)`)).toBe(true)
    expect(found(`fs.readFileSync("./data/api/news.json", 'utf8')`)).toBe(true)
    expect(found(`import admissionJson from '../../../data/content/admission.json'`)).toBe(true)
    expect(found(`expect(problems).toEqual(['data/content/kids-fees.json › rows.0.tuitionFees: …'])`)).toBe(false)
    expect(found(`fs.mkdirSync(path.join(root, 'data', 'content'))`)).toBe(false)
    expect(found(`import { loadMenus } from '#lib/content/menus.ts'`)).toBe(false)
  })

  it('every loader’s default folder is a fixture, in the unit tests and in a test build', () => {
    expect(readBuildEnv().dataDir).toBe(FIXTURE_API_DIR)
    expect(CONTENT_DIR).toBe(FIXTURE_CONTENT_DIR)
    const build = testBuildEnv('http://127.0.0.1:1')
    expect(build.NCSR_DATA_DIR).toBe(FIXTURE_API_DIR)
    expect(build.NCSR_CONTENT_DIR).toBe(FIXTURE_CONTENT_DIR)
    for (const dir of [FIXTURE_API_DIR, FIXTURE_CONTENT_DIR]) expect(under(FIXTURES, dir), dir).toBe(true)
  })

  it('site.json, which lib/content/site.ts imports rather than loads, comes from the content folder in use', () => {
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, 'site.json'), 'utf8')) as { name: string }
    expect(site.name).toBe(fixture.name)
    // Vite's side (the unit tests, the browser bundle): the import is sent to the folder.
    const plugin = siteJsonFromContentDir('/elsewhere', ROOT)
    const resolveId = plugin.resolveId as (id: string, importer?: string) => string | null
    expect(resolveId('../../data/content/site.json', path.join(ROOT, 'lib/content/site.ts'))).toBe('/elsewhere/site.json')
    expect(resolveId('./site.json', path.join(ROOT, 'lib/content/site.ts'))).toBeNull()
    // Node's side (a test build's processes): a copy whose school has another name is the one read.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-site-json-'))
    fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...fixture, name: 'Fixture Test School' }))
    const env = { ...process.env, ...testBuildEnv('http://127.0.0.1:1'), NCSR_CONTENT_DIR: dir }
    const code = `import('#lib/content/site.ts').then((m) => console.log(m.site.name))`
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { env, encoding: 'utf8' })
    fs.rmSync(dir, { recursive: true })
    expect(r.stderr).toBe('')
    expect(r.stdout.trim()).toBe('Fixture Test School')
  })
})

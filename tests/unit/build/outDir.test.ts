// The output folder outside the checkout (NCSR_OUT_DIR=/tmp/x; docs/contract.md "Environment variables"):
// Vite and Vike are given it relative to the project (scripts/vite/outDir.ts), the server bundle
// finds its dependencies through a link, and a whole build there leaves the checkout as it found
// it, but for the image cache that lives in it (.cache/images, NCSR_IMAGE_CACHE).
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { tempDirs } from '#tests/support/tempDirs.ts'
import { linkDependencies, outDirForVite } from '#scripts/vite/outDir.ts'
import { FIXED_NOW, FIXTURE_API_DIR } from '#tests/fixtures/testEnv.ts'

const tempDir = tempDirs('ncsr-out-dir-')

describe('the output folder as Vite and Vike are given it', () => {
  it('is relative to the project, inside it or not, so Vike never reads an absolute path as relative', () => {
    expect(outDirForVite('dist', '/work/site')).toBe('dist')
    expect(outDirForVite('/work/site/.test-dist', '/work/site')).toBe('.test-dist')
    expect(outDirForVite('/tmp/x', '/work/site')).toBe('../../tmp/x')
    expect(outDirForVite('../elsewhere', '/work/site')).toBe('../elsewhere')
  })
})

describe("the server bundle's dependencies, for an output folder outside the project", () => {
  it("are the project's node_modules, through a link in the output folder; none inside the project", () => {
    const root = tempDir()
    fs.mkdirSync(path.join(root, 'node_modules'))
    expect(linkDependencies('dist', root)).toBeNull()
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false)
    const out = path.join(tempDir(), 'site')
    expect(linkDependencies(out, root)).toBe(path.join(out, 'node_modules'))
    expect(fs.readlinkSync(path.join(out, 'node_modules'))).toBe(path.join(root, 'node_modules'))
    // A second build finds its link there.
    expect(linkDependencies(out, root)).toBe(path.join(out, 'node_modules'))
  })

  it('are not linked over a folder of that name, which the build names instead', () => {
    const root = tempDir()
    const out = tempDir()
    fs.mkdirSync(path.join(out, 'node_modules'))
    expect(() => linkDependencies(out, root)).toThrow(/node_modules is in the way/)
  })
})

/** The checkout as git sees it, ignored files included (`!! dir/` for an ignored folder). */
const gitStatus = () =>
  execFileSync('git', ['status', '--porcelain', '--ignored', '--untracked-files=normal'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort()

/** This process's environment without Vitest's marks: Vike leaves its plugin out of a prerender it thinks Vitest runs. */
const outsideVitest = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))

describe('a build into a folder outside the checkout', () => {
  it('writes the site there and nothing in the checkout but its image cache', async () => {
    const outDir = path.join(tempDir(), 'site')
    const before = gitStatus()
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/build.ts'], {
      env: { ...outsideVitest(), NCSR_OUT_DIR: outDir, NCSR_DATA_DIR: FIXTURE_API_DIR, NCSR_NOW: FIXED_NOW },
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(stdout).toMatch(new RegExp(`^build: ${outDir} in `, 'm'))
    expect(fs.existsSync(path.join(outDir, 'client', 'index.html'))).toBe(true)
    expect(fs.readdirSync(path.join(outDir, 'client', 'SubGallery')).length).toBeGreaterThan(1)
    // The image cache (docs/contract.md: NCSR_IMAGE_CACHE, default .cache/images/) may appear; nothing else.
    const documented = (line: string) => line === '!! .cache/'
    expect(gitStatus().filter((l) => !documented(l))).toEqual(before.filter((l) => !documented(l)))
  }, 240_000)
})

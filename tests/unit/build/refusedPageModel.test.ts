// `npm run build` (scripts/build.ts) when a bulk page's chain of + files sets what the bulk pages'
// loop cannot apply (scripts/build/pageModel.ts): it stops at the start, with one line naming the
// setting and its file, before it removes the last output or starts Vite. Run in a copy of the
// project's sources in a temporary folder, whose pages get one + file the loop refuses.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

/** What the build reads: the sources, the content, the project's settings; node_modules linked, not copied. */
const COPIED = ['components', 'lib', 'pages', 'renderer', 'scripts', 'styles', 'public', 'data/content']
const COPIED_FILES = ['package.json', 'tsconfig.json', 'vite.config.ts']

function projectCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-refused-model-'))
  dirs.push(root)
  for (const dir of COPIED) fs.cpSync(path.resolve(dir), path.join(root, dir), { recursive: true })
  for (const file of COPIED_FILES) fs.copyFileSync(path.resolve(file), path.join(root, file))
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'junction')
  return root
}

describe('a build whose bulk pages set what the loop cannot apply', () => {
  it('stops before it removes the last output or starts Vite, with one line naming the setting and its file', () => {
    const root = projectCopy()
    fs.writeFileSync(path.join(root, 'pages/(senior)/+config.ts'), `export default { keepScrollPosition: true }\n`)
    const outDir = path.join(root, 'out')
    fs.mkdirSync(path.join(outDir, 'client'), { recursive: true })
    fs.writeFileSync(path.join(outDir, 'client', 'index.html'), 'the last build')
    const env: NodeJS.ProcessEnv = { ...process.env, NCSR_OUT_DIR: outDir, NCSR_DATA_DIR: path.resolve('tests/fixtures/api') }
    const r = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 })
    expect(r.status).toBe(1)
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^build: pages\/\(senior\)\/\+config\.ts sets keepScrollPosition for pages\/\(senior\)\/SubGallery\/@id, which the bulk pages' loop does not apply/,
      ),
    ])
    // Nothing started: no step's line, no Vite, no lock taken.
    expect(r.stdout).toBe('')
    expect(fs.readdirSync(outDir)).toEqual(['client'])
    expect(fs.readdirSync(path.join(outDir, 'client'))).toEqual(['index.html'])
    expect(fs.readFileSync(path.join(outDir, 'client', 'index.html'), 'utf8')).toBe('the last build')
    expect(fs.existsSync(path.join(root, '.build.lock'))).toBe(false)
  }, 60_000)
})

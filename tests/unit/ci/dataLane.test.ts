// `npm run test:data` (scripts/ci/dataLane.ts) on broken snapshots in a temp NCSR_DATA_DIR, copied from
// tests/fixtures/api (tests never read data/): a file that is not JSON and a record no page can
// show both fail it, named, before a build is started; and the build itself refuses that record.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkSnapshots } from '#scripts/ci/checkSnapshots.ts'
import { FIXTURE_API_DIR } from '../../fixtures/testEnv.ts'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** The fixture snapshot in a temp folder, with `breakIt` applied. */
function snapshot(breakIt: (dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-snapshot-'))
  dirs.push(dir)
  fs.cpSync(FIXTURE_API_DIR, dir, { recursive: true })
  breakIt(dir)
  return dir
}
const truncated = (dir: string) => {
  const file = path.join(dir, 'news.json')
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 200))
}
/** A news item with no title: neither its card nor its page has anything to show. */
const untitled = (dir: string) => {
  const file = path.join(dir, 'news-all.json')
  const records = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[]
  delete records[1]!.title
  fs.writeFileSync(file, JSON.stringify(records, null, 2) + '\n')
}
const UNTITLED = /news-all\.json › record 1 \("news-board-2025"\) › title: is empty/

function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('checkSnapshots', () => {
  it('reads every snapshot file with the build loader and counts its records', () => {
    const check = checkSnapshots(snapshot())
    expect(check).toMatchObject({ files: 12, problems: [] })
    expect(check.records).toBeGreaterThan(50)
  })

  it('names every broken file, not only the first', () => {
    const { problems } = checkSnapshots(
      snapshot((d) => {
        truncated(d)
        untitled(d)
      }),
    )
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/news\.json: not valid JSON/)
    expect(problems[1]).toMatch(UNTITLED)
  })
})

describe('npm run test:data', () => {
  it.each([
    [
      'a snapshot file that is not valid JSON',
      truncated,
      /news\.json: not valid JSON \(.*\)\. Run `npm run sync` or restore the file from git\./,
    ],
    ['a record that no page can render', untitled, UNTITLED],
  ])('fails on %s, naming it, before any build', async (_, breakIt, message) => {
    const dataDir = snapshot(breakIt)
    const outDir = path.join(dataDir, 'never-built')
    const r = await run('scripts/ci/dataLane.ts', { NCSR_DATA_DIR: dataDir, NCSR_OUT_DIR: outDir })
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(message)
    expect(r.stderr).toMatch(/^data lane: FAILED in .* \(snapshots: 1 problem\)$/m)
    expect(r.stdout).not.toMatch(/^build:/m)
    expect(fs.existsSync(outDir)).toBe(false)
  })

  it('the build itself refuses the record too, naming file, record and field', async () => {
    const dataDir = snapshot(untitled)
    // Inside the project, as every out dir (scripts/vite/outDir.ts).
    const outDir = fs.mkdtempSync(path.resolve('.test-dist-lane-broken-'))
    dirs.push(outDir)
    const r = await run('scripts/build.ts', { NCSR_DATA_DIR: dataDir, NCSR_OUT_DIR: outDir })
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(UNTITLED)
    expect(fs.existsSync(path.join(outDir, 'client', 'index.html'))).toBe(false)
  }, 120_000)
})

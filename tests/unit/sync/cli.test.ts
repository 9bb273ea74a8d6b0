// `npm run sync` as a child process: exit codes, and atomicity when it is killed mid-run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '#lib/endpoints.ts'
import { startMockApi, type MockApi } from '#scripts/mock-api/server.ts'
import { startWorld, SYNC_TOKEN, type World } from './harness.ts'

interface Exit {
  code: number | null
  stdout: string
  stderr: string
  ms: number
}

/** Runs scripts/sync.ts; killAfterMs sends SIGKILL after that long. */
function runCli(env: Record<string, string>, args: string[] = [], killAfterMs?: number): Promise<Exit> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sync.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs)
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })))
}

let w: World
beforeAll(async () => {
  w = await startWorld()
})
afterAll(async () => {
  await w.close()
})

describe('sync exit codes', () => {
  it('2 with a one-line message when NCSR_API_BASE is missing', { timeout: 30_000 }, async () => {
    const r = await runCli({ NCSR_DATA_DIR: w.dataDir })
    expect(r.code).toBe(2)
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^sync: NCSR_API_BASE is not set/)])
  })
  it('1 when an endpoint kept its last good snapshot', async () => {
    const env = { NCSR_API_BASE: w.api.url, NCSR_API_TOKEN: SYNC_TOKEN, NCSR_DATA_DIR: w.dataDir }
    const summary = path.join(w.root, 'cli-summary.md')
    w.api.setFault({ path: endpoints.media.path, status: 404, times: 1 })
    const kept = await runCli(env, ['--summary', summary])
    expect(kept.code).toBe(1)
    expect(kept.stdout).toMatch(/^\d+ .* added; 1 endpoint kept its last good snapshot\n/)
    expect(kept.stdout).toContain('media.json                 KEPT (HTTP 404)')
    expect(fs.readFileSync(summary, 'utf8')).toMatch(/^# /)
  }, 30_000)
})

describe('atomicity', () => {
  let big: MockApi
  let bigDir: string
  beforeAll(async () => {
    // A large gallery so that writing takes a while, and every other list changed.
    bigDir = path.join(w.root, 'big-api')
    fs.cpSync(w.apiDir, bigDir, { recursive: true })
    const albums = Array.from({ length: 1500 }, (_, i) => ({
      _id: `album${i}`,
      title: `Album ${i}`,
      description: 'd'.repeat(200),
      date: '2025-12-13',
      category: 'Sports',
      school: 'Senior',
      attachments: Array.from({ length: 10 }, (_, j) => `gallery/album-${i}/photo-${j}.jpg`),
    }))
    fs.writeFileSync(path.join(bigDir, 'gallery.json'), JSON.stringify(albums))
    for (const f of ['news.json', 'news-all.json'])
      fs.writeFileSync(path.join(bigDir, f), JSON.stringify([{ _id: 'nx', title: 'Changed', school: 'Both' }]))
    big = await startMockApi({ fixtureDir: bigDir })
  })
  afterAll(async () => {
    await big.close()
  })

  it('killing sync mid-run leaves every file either old or new, and parseable', async () => {
    const read = (dir: string) =>
      Object.fromEntries(
        fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
      )
    const oldDir = path.join(w.root, 'old')
    const newDir = path.join(w.root, 'new')
    const env = (dir: string) => ({ NCSR_API_BASE: big.url, NCSR_API_TOKEN: 't', NCSR_DATA_DIR: dir })
    // Old: the small fixtures; new: the big ones (both in-process, which is quick).
    await w.sync({ dataDir: oldDir })
    const oldFiles = read(oldDir)
    await w.sync({ dataDir: newDir, apiBase: big.url })
    const newFiles = read(newDir)
    expect(newFiles['gallery.json']).not.toBe(oldFiles['gallery.json'])
    // A complete CLI run (exit 0) writes the same bytes, and times the kills below.
    const fullDir = path.join(w.root, 'full')
    fs.cpSync(oldDir, fullDir, { recursive: true })
    const full = await runCli(env(fullDir), ['--summary', path.join(w.root, 's1.md')])
    expect(full.code).toBe(0)
    expect(read(fullDir)).toEqual(newFiles)

    const outcomes = new Set<string>()
    // Kill at random points (seeded, so a failure can be replayed with SYNC_KILL_SEED), plus
    // fixed late points inside the write phase; parse every file after each kill.
    let seed = Number(process.env.SYNC_KILL_SEED ?? Date.now() % 100_000)
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const seedUsed = seed
    const fractions = [0.6, 0.8, 0.93, ...Array.from({ length: 5 }, () => 0.3 + 0.7 * random())]
    for (const [i, fraction] of fractions.entries()) {
      const dir = path.join(w.root, `kill-${i}`)
      fs.cpSync(oldDir, dir, { recursive: true })
      await runCli(env(dir), ['--summary', path.join(w.root, 's2.md')], Math.round(full.ms * fraction))
      for (const [f, bytes] of Object.entries(read(dir))) {
        expect([oldFiles[f], newFiles[f]], f).toContain(bytes)
        expect(() => JSON.parse(bytes)).not.toThrow()
        outcomes.add(bytes === oldFiles[f] ? 'old' : 'new')
      }
      expect(Object.keys(read(dir)).sort()).toEqual(Object.keys(oldFiles).sort())
    }
    console.log(`[hardening] sync killed at ${fractions.length} points (seed ${seedUsed}): every file old or new and parseable`)
    // A later run cleans up temp files a killed run left behind.
    const last = path.join(w.root, 'kill-2')
    await runCli(env(last), ['--summary', path.join(w.root, 's3.md')])
    expect(fs.readdirSync(last).filter((f) => f.endsWith('.sync-tmp'))).toEqual([])
    expect(read(last)).toEqual(newFiles)
    expect(outcomes.has('old')).toBe(true)
  }, 120_000)
})

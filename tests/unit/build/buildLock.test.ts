import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireBuildLock, BuildLockTimeoutError, type BuildLockOptions, type LockOwner } from '#scripts/build/buildLock.ts'

let root: string
let dir: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-lock-'))
  dir = path.join(root, '.build.lock')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const HOUR = 60 * 60_000

/** A lock as another build left it. */
function writeLock(owner: LockOwner) {
  fs.mkdirSync(dir)
  fs.writeFileSync(path.join(dir, 'owner.json'), JSON.stringify(owner))
}
const ownerFile = () => JSON.parse(fs.readFileSync(path.join(dir, 'owner.json'), 'utf8')) as LockOwner

/** A clock that moves only when the lock sleeps, so waits of minutes take no time. */
function fakeTime(start = Date.parse('2026-11-28T10:00:00Z')) {
  let t = start
  const lines: string[] = []
  const opts: Partial<BuildLockOptions> = {
    now: () => t,
    sleep: async (ms) => void (t += ms),
    log: (line) => void lines.push(line),
    pollMs: 1000,
  }
  return { opts, lines, at: (iso: string) => (t = Date.parse(iso)) }
}

const other = (over: Partial<LockOwner> = {}): LockOwner => ({
  pid: process.pid,
  host: os.hostname(),
  started: '2026-11-28T09:59:00.000Z',
  command: 'node --import tsx scripts/bench.ts scale',
  ...over,
})

describe('acquireBuildLock', () => {
  it('takes a free lock and writes its owner: pid, host, start time and command', async () => {
    const { opts } = fakeTime()
    const lock = await acquireBuildLock({ dir, ...opts })
    expect(ownerFile()).toEqual(lock.owner)
    expect(lock.owner).toMatchObject({ pid: process.pid, host: os.hostname(), started: '2026-11-28T10:00:00.000Z' })
    expect(lock.owner.command).toMatch(/\S/)
    lock.release()
    expect(fs.existsSync(dir)).toBe(false)
  })

  it('waits for a holder whose process runs, printing who holds it once, and takes the lock when it is released', async () => {
    writeLock(other())
    const { opts, lines } = fakeTime()
    let polls = 0
    const lock = await acquireBuildLock({
      dir,
      ...opts,
      sleep: async (ms) => {
        await opts.sleep!(ms)
        if (++polls === 5) fs.rmSync(dir, { recursive: true })
      },
    })
    expect(polls).toBe(5)
    expect(lines).toEqual([
      `build lock: waiting for another build of this checkout, held by pid ${process.pid} on ${os.hostname()}, since 2026-11-28T09:59:00.000Z (60 s ago): node --import tsx scripts/bench.ts scale`,
    ])
    expect(ownerFile().started).toBe(lock.owner.started)
  })

  it('gives up after its wait, naming the holder', async () => {
    writeLock(other({ host: 'ci-runner-7', pid: 4242 }))
    const { opts } = fakeTime()
    const error = await acquireBuildLock({ dir, ...opts, waitMs: 5 * 60_000 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildLockTimeoutError)
    expect((error as Error).message).toMatch(
      /^waited 300 s for another build of this checkout, held by pid 4242 on ci-runner-7, since 2026-11-28T09:59:00.000Z \(360 s ago\): node --import tsx scripts\/bench.ts scale\. /,
    )
    expect(ownerFile().pid).toBe(4242)
  })

  it('takes over a lock whose process is gone, and says so', async () => {
    // A process that has ended: its pid answers no signal.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!
    writeLock(other({ pid: dead }))
    const { opts, lines } = fakeTime()
    const lock = await acquireBuildLock({ dir, ...opts })
    expect(ownerFile()).toEqual(lock.owner)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`(process ${dead} is not running) from pid ${dead} on ${os.hostname()}`)
  })

  it("waits for another host's build whatever its pid, and takes over any lock older than the limit", async () => {
    writeLock(other({ host: 'elsewhere', pid: 999_999 }))
    const { opts, lines, at } = fakeTime()
    await expect(acquireBuildLock({ dir, ...opts, waitMs: 10_000 })).rejects.toThrow(BuildLockTimeoutError)
    at('2026-11-28T12:00:00Z')
    const lock = await acquireBuildLock({ dir, ...opts, staleMs: 2 * HOUR })
    expect(ownerFile()).toEqual(lock.owner)
    expect(lines.at(-1)).toMatch(/took over .* \(it is older than 120 min\) from pid 999999 on elsewhere/)
  })

  it('takes over a lock directory that never got its owner file, once it is 10 s old', async () => {
    fs.mkdirSync(dir)
    const old = new Date(Date.now() - 60_000)
    fs.utimesSync(dir, old, old)
    const lock = await acquireBuildLock({ dir, log: () => {}, pollMs: 10 })
    expect(ownerFile()).toEqual(lock.owner)
  })

  it("release() leaves alone a lock that is no longer this build's", async () => {
    const { opts } = fakeTime()
    const lock = await acquireBuildLock({ dir, ...opts })
    fs.rmSync(dir, { recursive: true })
    writeLock(other({ pid: 1 }))
    lock.release()
    expect(ownerFile().pid).toBe(1)
  })
})

describe('two builds of one checkout (stand-in processes, holdBuildLock)', () => {
  const script = path.resolve('tests/fixtures/build/lockHolder.ts')
  const started: ChildProcess[] = []
  afterEach(() => {
    for (const c of started) if (c.exitCode === null) c.kill()
  })

  function holder(name: string, env: Record<string, string> = {}) {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, LOCK_DIR: dir, LOG_FILE: path.join(root, 'log'), RELEASE_FILE: path.join(root, `release-${name}`), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    started.push(child)
    let out = ''
    child.stdout!.on('data', (d) => (out += d))
    child.stderr!.on('data', (d) => (out += d))
    const exited = new Promise<number | null>((r) => child.on('close', r))
    return { child, out: () => out, exited, release: () => fs.writeFileSync(path.join(root, `release-${name}`), '') }
  }
  const log = () => (fs.existsSync(path.join(root, 'log')) ? fs.readFileSync(path.join(root, 'log'), 'utf8') : '')
  async function until(what: string, ok: () => boolean) {
    for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 50))
    if (!ok()) throw new Error(`timed out waiting until ${what}`)
  }

  it('run one after the other: the second prints the first as the holder, and starts once the first has exited', async () => {
    const a = holder('a')
    await until('a holds the lock', () => log().includes(`start ${a.child.pid}`))
    const b = holder('b')
    await until('b waits', () => b.out().includes('build lock: waiting'))
    expect(b.out()).toContain(`held by pid ${a.child.pid} on ${os.hostname()}`)
    expect(b.out()).toContain('lockHolder.ts')
    expect(log()).not.toContain(`start ${b.child.pid}`)
    a.release()
    expect(await a.exited).toBe(0)
    await until('b holds the lock', () => log().includes(`start ${b.child.pid}`))
    b.release()
    expect(await b.exited).toBe(0)
    expect(log()).toBe(`start ${a.child.pid}\nend ${a.child.pid}\nstart ${b.child.pid}\nend ${b.child.pid}\n`)
    expect(fs.existsSync(dir)).toBe(false)
  })

  it('a build killed while holding the lock leaves it to the next, which takes it over', async () => {
    const a = holder('a')
    await until('a holds the lock', () => log().includes(`start ${a.child.pid}`))
    a.child.kill('SIGKILL')
    await a.exited
    expect(fs.existsSync(dir)).toBe(true)
    const b = holder('b')
    await until('b holds the lock', () => log().includes(`start ${b.child.pid}`))
    expect(b.out()).toContain(`(process ${a.child.pid} is not running)`)
    b.release()
    expect(await b.exited).toBe(0)
  })

  it('a build that waits too long exits with code 1, naming the holder', async () => {
    const a = holder('a')
    await until('a holds the lock', () => log().includes(`start ${a.child.pid}`))
    const b = holder('b', { WAIT_MS: '300' })
    expect(await b.exited).toBe(1)
    expect(b.out()).toMatch(new RegExp(`build: waited \\d+ s for another build of this checkout, held by pid ${a.child.pid} `))
    a.release()
    await a.exited
  })
})

// One build at a time in a checkout (docs/architecture.md "The build, step by step"). Two builds in
// one checkout collide: Vike loads each +config.ts through a temporary file written beside it and
// named by a hash of its code (`+config.ts.build-<hash>.mjs`), so both write and delete the same
// file and the one that reads it after the other deleted it fails with ENOENT; they would also
// share the image cache under .cache/. So `npm run build` (scripts/build.ts) holds this lock from
// its start to its exit, and every build (a developer's, a test's, the bench's, `npm start`) is one.
//
// The lock is a directory (mkdir is atomic) holding owner.json: pid, host, start time, command. A
// build that finds it held prints the holder and looks again every second; it takes the lock over
// when the holder's process is gone (same host, process.kill(pid, 0) fails) or the lock is older
// than STALE_MS, and gives up after WAIT_MS naming the holder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface LockOwner {
  pid: number
  host: string
  /** ISO time the build took the lock. */
  started: string
  command: string
}

export interface BuildLockOptions {
  /** The lock directory (the checkout's `.build.lock/` for `npm run build`). */
  dir: string
  owner?: LockOwner
  /** How long a build waits for another before it fails. */
  waitMs?: number
  /** A lock held longer than this is taken over even if its process runs: no build takes so long. */
  staleMs?: number
  pollMs?: number
  log?: (line: string) => void
  /** Whether a process of this host runs; tests pass a stand-in. */
  isRunning?: (pid: number) => boolean
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

export interface BuildLock {
  owner: LockOwner
  /** Removes the lock if it is still this owner's (safe to call twice, and from an 'exit' listener). */
  release(): void
}

/** A build that waited WAIT_MS for another; its message names the holder. */
export class BuildLockTimeoutError extends Error {
  override name = 'BuildLockTimeoutError'
}

/** The checkout's lock: beside the pages whose temporary config files two builds would share. */
export const BUILD_LOCK_DIR = path.resolve(import.meta.dirname, '../../.build.lock')
/** How long a build waits: a cold build of real photos takes minutes, and a build may wait behind two. */
export const WAIT_MS = 20 * 60_000
/** Far beyond any build (the bench's largest takes under ten minutes cold): a lock this old is left over. */
export const STALE_MS = 2 * 60 * 60_000
/** A lock directory with no owner file this old was left by a build killed between mkdir and write. */
const UNNAMED_STALE_MS = 10_000
const OWNER_FILE = 'owner.json'

/** Signal 0 tests for a process without touching it; EPERM means it runs under another user. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function currentOwner(now = Date.now()): LockOwner {
  const args = process.argv.slice(1).map((a) => (path.isAbsolute(a) ? path.relative(process.cwd(), a) || '.' : a))
  return {
    pid: process.pid,
    host: os.hostname(),
    started: new Date(now).toISOString(),
    command: [path.basename(process.argv0), ...process.execArgv, ...args].join(' '),
  }
}

interface Holder {
  owner: LockOwner | null
  /** When the lock was taken (the owner's start, or the directory's time when it names none). */
  since: number
}

const keyOf = (h: Holder) => (h.owner ? `${h.owner.pid}@${h.owner.host} ${h.owner.started}` : `unnamed ${h.since}`)

export function describeHolder(h: Holder, now: number): string {
  const age = `${Math.round((now - h.since) / 1000)} s ago`
  if (!h.owner) return `a build that wrote no owner (locked ${age})`
  return `pid ${h.owner.pid} on ${h.owner.host}, since ${h.owner.started} (${age}): ${h.owner.command}`
}

/** The lock's holder, or null when there is no lock. */
function readHolder(dir: string): Holder | null {
  let mtime: number
  try {
    mtime = fs.statSync(dir).mtimeMs
  } catch {
    return null
  }
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as LockOwner
    const since = Date.parse(owner.started)
    return { owner, since: Number.isNaN(since) ? mtime : since }
  } catch {
    return { owner: null, since: mtime }
  }
}

/** Creates the lock for owner; false when one exists. owner.json appears whole (written, then renamed). */
function tryCreate(dir: string, owner: LockOwner): boolean {
  try {
    fs.mkdirSync(dir)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw e
  }
  const tmp = path.join(dir, `${OWNER_FILE}.${process.pid}`)
  fs.writeFileSync(tmp, JSON.stringify(owner, null, 2) + '\n')
  fs.renameSync(tmp, path.join(dir, OWNER_FILE))
  return true
}

/**
 * Removes a stale lock, unless another waiter already replaced it. Waiters that judged the same lock
 * stale take turns through a second directory, and each removes the lock only if it still has the
 * holder it judged: without that, a late one would remove the lock the first had just taken.
 */
function removeStale(dir: string, stale: Holder, now: number): boolean {
  const turn = `${dir}.takeover`
  try {
    fs.mkdirSync(turn)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    // Another waiter is at it (a matter of milliseconds), or was killed at it.
    const since = readHolder(turn)?.since ?? now
    if (now - since > UNNAMED_STALE_MS) fs.rmSync(turn, { recursive: true, force: true })
    return false
  }
  try {
    const current = readHolder(dir)
    if (current && keyOf(current) !== keyOf(stale)) return false
    fs.rmSync(dir, { recursive: true, force: true })
    return true
  } finally {
    fs.rmSync(turn, { recursive: true, force: true })
  }
}

/** Why the holder can be taken over, or null when it must be waited for. */
function staleReason(h: Holder, now: number, staleMs: number, running: (pid: number) => boolean): string | null {
  if (!h.owner) return now - h.since > UNNAMED_STALE_MS ? 'it names no owner' : null
  if (h.owner.host === os.hostname() && !running(h.owner.pid)) return `process ${h.owner.pid} is not running`
  if (now - h.since > staleMs) return `it is older than ${Math.round(staleMs / 60_000)} min`
  return null
}

/** Takes the lock in dir, waiting for its holder (polling) and taking over one left by a build that is gone. */
export async function acquireBuildLock(opts: BuildLockOptions): Promise<BuildLock> {
  const now = opts.now ?? Date.now
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const log = opts.log ?? ((line: string) => console.log(line))
  const waitMs = opts.waitMs ?? WAIT_MS
  const first = now()
  const owner = opts.owner ?? currentOwner(first)
  let reported = ''
  for (;;) {
    if (tryCreate(opts.dir, owner)) return { owner, release: () => release(opts.dir, owner) }
    const t = now()
    const holder = readHolder(opts.dir)
    // Released between the two looks: try again at once.
    if (!holder) continue
    const stale = staleReason(holder, t, opts.staleMs ?? STALE_MS, opts.isRunning ?? isRunning)
    if (stale) {
      if (removeStale(opts.dir, holder, t)) {
        log(`build lock: took over ${opts.dir} (${stale}) from ${describeHolder(holder, t)}`)
        continue
      }
    } else if (t - first >= waitMs) {
      throw new BuildLockTimeoutError(
        `waited ${Math.round((t - first) / 1000)} s for another build of this checkout, held by ${describeHolder(holder, t)}. ` +
          `Wait for it to end, or stop it; remove ${opts.dir} only if no such build runs.`,
      )
    } else if (keyOf(holder) !== reported) {
      log(`build lock: waiting for another build of this checkout, held by ${describeHolder(holder, t)}`)
      reported = keyOf(holder)
    }
    await sleep(opts.pollMs ?? 1000)
  }
}

function release(dir: string, owner: LockOwner): void {
  const holder = readHolder(dir)
  if (holder?.owner && keyOf(holder) === keyOf({ owner, since: 0 })) fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * `npm run build`: holds the checkout's lock (or opts.dir) until this process exits, or ends it with
 * exit code 1 and the holder's name when the wait runs out.
 */
export async function holdBuildLock(opts: Partial<BuildLockOptions> = {}): Promise<void> {
  try {
    const lock = await acquireBuildLock({ dir: BUILD_LOCK_DIR, ...opts })
    process.on('exit', () => lock.release())
  } catch (e) {
    if (!(e instanceof BuildLockTimeoutError)) throw e
    console.error(`build: ${e.message}`)
    process.exit(1)
  }
}

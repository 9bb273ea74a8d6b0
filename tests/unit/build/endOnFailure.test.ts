import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const script = path.resolve('tests/fixtures/build/failingStep.ts')

/** Running (a process that ended but was not reaped yet, a zombie, counts as ended). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/**
 * Runs the stand-in build. With 'end' its child runs until stopped, so the build ends only if it
 * stops it; with 'log' the child ends by itself after 3 s, writing a file the test looks for.
 */
async function runFailingStep(onFailure: 'end' | 'log') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-fail-'))
  const pidFile = path.join(dir, 'child.pid')
  const doneFile = path.join(dir, 'child.done')
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ON_FAILURE: onFailure, CHILD_PID_FILE: pidFile, CHILD_DONE_FILE: doneFile },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const childPid = Number(fs.readFileSync(pidFile, 'utf8'))
  // A stopped child is gone within moments of the signal.
  for (let i = 0; i < 20 && alive(childPid); i++) await new Promise((r) => setTimeout(r, 50))
  const childAlive = alive(childPid)
  if (childAlive) process.kill(childPid)
  return { status: run.status, stderr: run.stderr, childAlive, childEndedByItself: fs.existsSync(doneFile) }
}

describe('a build step that fails after Vike has loaded', () => {
  it('ends the build at once with exit code 1 and stops its child processes, though Vike only logs uncaught errors', async () => {
    const run = await runFailingStep('end')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('a build step failed')
    expect(run.childAlive).toBe(false)
  }, 70_000)

  it('would otherwise wait for its children, then exit 0 with the error only logged (what Vike installs swallows it)', async () => {
    const run = await runFailingStep('log')
    expect(run.stderr).toContain('logged only: a build step failed')
    expect(run.status).toBe(0)
    expect(run.childEndedByItself).toBe(true)
  }, 70_000)
})

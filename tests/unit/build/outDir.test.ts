// The output folder (NCSR_OUT_DIR; docs/contract.md "Environment variables"): Vite and Vike are given
// it relative to the project (scripts/vite/outDir.ts), and it must be inside the project, where
// Vike's prerender finds the server bundle.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { OutDirError, outDirForVite } from '#scripts/vite/outDir.ts'

describe('the output folder as Vite and Vike are given it', () => {
  it('is relative to the project, so Vike never reads an absolute path as relative', () => {
    expect(outDirForVite('dist', '/work/site')).toBe('dist')
    expect(outDirForVite('/work/site/.test-dist', '/work/site')).toBe('.test-dist')
  })
  it('is refused outside the project, or as the project itself', () => {
    for (const dir of ['/tmp/x', '../elsewhere', '/work/site']) expect(() => outDirForVite(dir, '/work/site')).toThrow(OutDirError)
  })
})

describe('a build into a folder outside the project', () => {
  it('stops at once, naming the variable, before anything is removed or started', async () => {
    const run = promisify(execFile)(process.execPath, ['scripts/build.ts'], {
      env: { ...process.env, NCSR_OUT_DIR: '/tmp/ncsr-elsewhere' },
    })
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^build: NCSR_OUT_DIR \(\/tmp\/ncsr-elsewhere\) must be a folder inside the project/),
    })
  })
})

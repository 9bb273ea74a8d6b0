// `npm run build` (scripts/build.ts) as a deploy build (NCSR_DEPLOY=1, which the deploy workflow sets):
// without SITE_URL it stops at the start, before removing or starting anything (docs/contract.md).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

describe('a deploy build without SITE_URL', () => {
  it('fails at the start with one message naming the variable and where to set it, the output left alone', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-deploy-build-'))
    try {
      fs.mkdirSync(path.join(outDir, 'client'))
      fs.writeFileSync(path.join(outDir, 'client', 'index.html'), 'the last build')
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NCSR_DEPLOY: '1',
        NCSR_OUT_DIR: outDir,
        NCSR_DATA_DIR: path.resolve('tests/fixtures/api'),
      }
      delete env.SITE_URL
      const r = spawnSync(process.execPath, ['scripts/build.ts'], { env, encoding: 'utf8', timeout: 60_000 })
      expect(r.status).toBe(1)
      expect(r.stdout).toBe('')
      expect(r.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^build: SITE_URL is not set, and this is a deploy build .*Settings > Secrets/),
      ])
      expect(fs.readFileSync(path.join(outDir, 'client', 'index.html'), 'utf8')).toBe('the last build')
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})

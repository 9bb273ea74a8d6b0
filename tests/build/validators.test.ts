// The outside validator (docs/hardening.md): the Nu Html Checker (vnu-jar, on Java 17) over every built
// page of the test build must report 0 errors. Links are the site's own check's (tests/build/links.test.ts).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'
import { builtHtml, testDist } from '#tests/support/builtSite.ts'

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

it('Nu Html Checker: 0 errors on every built page', async () => {
  const root = testDist()
  const pages = builtHtml(root)
  expect(pages.length).toBeGreaterThan(40)
  const out = await new Promise<{ code: number; stderr: string }>((resolve, reject) => {
    // .ci/run installs default-jre-headless when java is missing.
    execFile(
      'java',
      ['-Xss2m', '-jar', VNU, '--errors-only', '--skip-non-html', '--format', 'gnu', root],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (err && typeof err.code !== 'number') return reject(err)
        resolve({ code: typeof err?.code === 'number' ? err.code : 0, stderr })
      },
    )
  })
  const errors = out.stderr
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => l.replace(`file:${root}`, ''))
  console.log(`[hardening] vnu: ${pages.length} pages, ${errors.length} errors`)
  expect(errors).toEqual([])
  expect(out.code).toBe(0)
}, 240_000)

// Outside validators (docs/hardening.md): the Nu Html Checker (vnu-jar, on Java 17) over every built page of the
// test build, and linkinator crawling the served test build (127.0.0.1 only) for broken internal links,
// images and assets (CSS included). Both must report 0 errors.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { expect, test } from './test.ts'
import { LinkChecker, LinkState } from 'linkinator'
import { builtHtml, testDist } from './builtSite.ts'

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

test('Nu Html Checker: 0 errors on every built page', async () => {
  test.setTimeout(240_000)
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
})

test('linkinator: every internal link, image and asset of the served test build resolves', async () => {
  test.setTimeout(180_000)
  const base = process.env.SITE_BASE_URL!
  expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const own = (u: string) => u.startsWith(base + '/') || u === base
  const checker = new LinkChecker()
  const result = await checker.check({
    path: base + '/',
    recurse: true,
    checkCss: true,
    concurrency: 8,
    timeout: 30_000,
    // External links (and the mock API's image endpoint) are not this site's files.
    linksToSkip: async (link) => !own(link),
  })
  const checked = result.links.filter((l) => l.state !== LinkState.SKIPPED)
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (on ${l.parent})`)
  console.log(`[hardening] linkinator: ${checked.length} internal links/images/assets checked, ${broken.length} broken`)
  expect(checked.length).toBeGreaterThan(100)
  expect(broken).toEqual([])
})

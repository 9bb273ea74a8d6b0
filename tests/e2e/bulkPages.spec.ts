// One page model (docs/architecture.md "The build, step by step"): every album, news item and event
// page the bulk step's loop wrote (scripts/build/bulkWorker.ts) is, byte for byte, the page Vike
// renders for its address from the same build, once the build's steps after Vike's prerender have
// run on it. Pages Vike itself prerendered are held to the same comparison. The check is
// scripts/build/checkPageModel.ts, the one the scale bench runs on 10,000 albums; here on the test
// build (the fixture snapshot), in a process of its own.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './test.ts'
import { testDist } from './builtSite.ts'
import { testBuildEnv } from '#tests/fixtures/testEnv.ts'

/** Pages Vike prerendered: with islands and without, a listing, the home page. */
const PRERENDERED = ['/', '/about', '/gallery', '/news', '/SubGallery']
const check = (outDir: string, env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', path.resolve('scripts/build/checkPageModel.ts'), outDir, ...PRERENDERED], {
    env,
    maxBuffer: 64 * 1024 * 1024,
  })

test('every bulk page is the page Vike renders for its address, byte for byte', async () => {
  test.setTimeout(120_000)
  const outDir = path.dirname(testDist())
  const { stdout } = await check(outDir, { ...process.env, ...testBuildEnv(process.env.MOCK_API_URL!) })
  const summary = stdout.trim().split('\n').at(-1)!
  // Every kind of bulk page is there (the fixture snapshot has each), beside the prerendered ones.
  const m = /^page model: (\d+) pages compared \((\d+) album, (\d+) news, (\d+) event, 5 prerendered\), 0 differ, in /.exec(summary)
  expect(m, stdout).not.toBeNull()
  for (const n of m!.slice(2, 5)) expect(Number(n)).toBeGreaterThan(1)
})

test('the check names a page that differs from what Vike renders, and fails', async () => {
  test.setTimeout(120_000)
  const outDir = path.dirname(testDist())
  // Another clock: the footer's year and every "upcoming" list are the build's, so Vike's render of
  // the same addresses a year later differs from the built pages.
  const env = { ...process.env, ...testBuildEnv(process.env.MOCK_API_URL!) }
  const later = new Date(Date.parse(env.NCSR_NOW!) + 400 * 86_400_000).toISOString()
  const failed = await check(outDir, { ...env, NCSR_NOW: later }).then(
    () => null,
    (e: { code: number; stdout: string }) => e,
  )
  expect(failed?.code).toBe(1)
  expect(failed!.stdout).toMatch(/^\/\S*: line \d+: built ".*", Vike ".*"$/m)
  expect(failed!.stdout).toMatch(/, [1-9]\d* differ, in /)
})

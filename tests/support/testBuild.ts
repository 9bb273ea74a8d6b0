// The one test build (README "Quick start"): the site built from tests/fixtures (never data/) against
// the mock API, by `npm run build` itself (scripts/build.ts), into .test-dist/. Playwright's global
// setup makes it, and the mock it built against then answers the browser's requests; the Vitest tests
// of tests/build/ read what it wrote (tests/build/globalSetup.ts makes it when they run alone).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { startMockApi, type MockApi } from '#scripts/mock-api/server.ts'
import { FIXTURE_API_DIR, TEST_OUT_DIR, TEST_TOKENS, testBuildEnv } from '#tests/fixtures/testEnv.ts'

/**
 * This process's environment without Vitest's marks, for a build a Vitest test starts: Vike leaves its
 * plugin out of a prerender it thinks Vitest runs.
 */
export const outsideVitest = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))

/** The mock API on an ephemeral port, and the test site built against it. */
export async function buildTestSite(): Promise<MockApi> {
  const api = await startMockApi({ fixtureDir: FIXTURE_API_DIR, tokens: TEST_TOKENS })
  const started = Date.now()
  try {
    // Asynchronously: the mock API answering the build's requests runs in this process.
    await promisify(execFile)(process.execPath, [path.resolve('scripts/build.ts')], {
      env: { ...outsideVitest(), ...testBuildEnv(api.url) },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (e) {
    await api.close()
    throw e
  }
  fs.writeFileSync(path.join(TEST_OUT_DIR, 'test-build.json'), JSON.stringify({ apiUrl: api.url }))
  console.log(`[tests] test site built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return api
}

/** What the test build was built against: the mock API's address its pages name. */
export function testBuildInfo(): { apiUrl: string } {
  const file = path.join(TEST_OUT_DIR, 'test-build.json')
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the test site is not built (npm run test:e2e builds it)`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { apiUrl: string }
}

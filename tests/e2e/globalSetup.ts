// Builds the site once from tests/fixtures (never data/) against the mock API on an ephemeral
// port, serves it on another, and tells the tests both URLs through the environment, with the
// fixture folders, so a loader a test calls reads what the build read.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import path from 'node:path'
import { startMockApi } from '#scripts/mock-api/server.ts'
import { startPreviewServer } from '#scripts/lib/previewServer.ts'
import { FIXTURE_API_DIR, FIXTURE_CONTENT_DIR, TEST_OUT_DIR, TEST_TOKENS, testBuildEnv } from '../fixtures/testEnv.ts'

export default async function globalSetup() {
  const api = await startMockApi({ fixtureDir: FIXTURE_API_DIR, tokens: TEST_TOKENS })
  const env = testBuildEnv(api.url)
  const started = Date.now()
  // `npm run build` (scripts/build.ts), asynchronously: the mock API answering its requests runs in this process.
  await promisify(execFile)(process.execPath, [path.resolve('scripts/build.ts')], { env: { ...process.env, ...env } })
  console.log(`[e2e] test site built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  // Served for speed (scripts/lib/previewServer.ts); specs about what the host does with the build
  // (_headers, _redirects, functions/) start `wrangler pages dev` themselves (scripts/lib/pagesDev.ts).
  const site = await startPreviewServer({ root: path.join(TEST_OUT_DIR, 'client') })
  process.env.SITE_BASE_URL = site.url
  process.env.MOCK_API_URL = api.url
  process.env.TEST_DIST_DIR = path.join(TEST_OUT_DIR, 'client')
  process.env.NCSR_DATA_DIR = FIXTURE_API_DIR
  process.env.NCSR_CONTENT_DIR = FIXTURE_CONTENT_DIR
  return async () => {
    await site.close()
    await api.close()
  }
}

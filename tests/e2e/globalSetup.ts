// Builds the test site (tests/support/testBuild.ts), serves it on an ephemeral port, and tells the
// tests both URLs through the environment, with the fixture folders, so a loader a test calls reads
// what the build read. The mock API the site was built against stays up for the browser's requests.
import path from 'node:path'
import { startPreviewServer } from '#scripts/lib/previewServer.ts'
import { FIXTURE_API_DIR, FIXTURE_CONTENT_DIR, TEST_OUT_DIR } from '../fixtures/testEnv.ts'
import { buildTestSite } from '../support/testBuild.ts'

export default async function globalSetup() {
  const api = await buildTestSite()
  // Served for speed (scripts/lib/previewServer.ts); specs about what the host does with the build
  // (_headers, _redirects, functions/) start `wrangler pages dev` themselves (scripts/lib/pagesDev.ts).
  const site = await startPreviewServer({ root: path.join(TEST_OUT_DIR, 'client') })
  process.env.SITE_BASE_URL = site.url
  process.env.MOCK_API_URL = api.url
  process.env.NCSR_DATA_DIR = FIXTURE_API_DIR
  process.env.NCSR_CONTENT_DIR = FIXTURE_CONTENT_DIR
  return async () => {
    await site.close()
    await api.close()
  }
}

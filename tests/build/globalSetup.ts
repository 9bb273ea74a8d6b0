// The Vitest tests of the built site read the one test build (tests/support/testBuild.ts). `npm test`
// runs them after Playwright, which made it (NCSR_TEST_BUILT=1); run alone, they make it first.
import { buildTestSite } from '../support/testBuild.ts'

export default async function globalSetup() {
  if (process.env.NCSR_TEST_BUILT === '1') return
  const api = await buildTestSite()
  await api.close()
}

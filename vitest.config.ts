import { defineConfig } from 'vitest/config'
import { siteJsonFromContentDir } from './scripts/vite/siteJsonFromContentDir.ts'
import { FIXTURE_API_DIR, FIXTURE_CONTENT_DIR, fixtureNodeOptions } from './tests/fixtures/testEnv.ts'

export default defineConfig({
  plugins: [siteJsonFromContentDir(FIXTURE_CONTENT_DIR)],
  test: {
    environment: 'node',
    // The school's zone must not depend on the machine's: unit tests run in UTC on purpose.
    // Every loader's default folder is a fixture, never data/ (README "Quick start"), in the tests
    // and in the processes they start: a test that wants other files passes them or stubs these.
    // tests/unit/docs/noDataReads.test.ts keeps it so.
    env: { TZ: 'UTC', NCSR_DATA_DIR: FIXTURE_API_DIR, NCSR_CONTENT_DIR: FIXTURE_CONTENT_DIR, NODE_OPTIONS: fixtureNodeOptions() },
    // A limit, never a measurement: tests that start processes (tsx, bash, sharp's encoders) take
    // seconds on a loaded 2-core machine, and Vitest's 5 s default failed them there. Speed is
    // checked by `npm run bench`, not by timed tests.
    testTimeout: 30_000,
    // Two files at once on a 2-core machine (Vitest's default is one fewer than the cores): most
    // slow tests wait on a process they started (tsx, sharp, git), not on this one's CPU.
    maxWorkers: 2,
    projects: [
      // The code, each part on its own (tests/unit/ mirrors lib/ and scripts/).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The files of the one test build (tests/support/testBuild.ts), read without a browser.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], globalSetup: ['tests/build/globalSetup.ts'] } },
    ],
  },
})

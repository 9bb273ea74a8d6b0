import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The school's zone must not depend on the machine's: unit tests run in UTC on purpose.
    env: { TZ: 'UTC' },
    // A limit, never a measurement: tests that start processes (tsx, bash, sharp's encoders) take
    // seconds on a loaded 2-core machine, and Vitest's 5 s default failed them there. Speed is
    // checked by `npm run bench`, not by timed tests.
    testTimeout: 30_000,
  },
})

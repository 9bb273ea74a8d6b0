import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The school's zone must not depend on the machine's: unit tests run in UTC on purpose.
    env: { TZ: 'UTC' },
  },
})

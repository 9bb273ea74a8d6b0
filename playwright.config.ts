import { defineConfig, devices } from '@playwright/test'

/** Debian's Chromium; Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  // Two: the machines this runs on (CI and the maintainers') have two cores.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./tests/e2e/summaryReporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    // Set by globalSetup: the test build served on an ephemeral 127.0.0.1 port.
    baseURL: process.env.SITE_BASE_URL,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
})

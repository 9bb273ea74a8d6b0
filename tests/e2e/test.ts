// The Playwright `test` every spec uses: its `page.goto` (with the default waitUntil 'load') returns
// only once the page's islands are mounted (renderer/mountIslands.ts sets <html data-hydrated>). An
// island's code is imported after the load event may already have fired, and a click before
// hydration does nothing (a toggle, a filter) or, on a form, nothing yet
// (components/forms/useEarlyInput.ts). Pages without an island (no [data-island]: zero-JS pages)
// return at once. Tests that need the page before its script pass another waitUntil ('commit',
// 'domcontentloaded').
import { test as base, expect } from '@playwright/test'

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page)
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if ((options?.waitUntil ?? 'load') === 'load') await waitForIsland(page)
      return response
    }
    const goBack = page.goBack.bind(page)
    page.goBack = async (options) => {
      const response = await goBack(options)
      if ((options?.waitUntil ?? 'load') === 'load') await waitForIsland(page)
      return response
    }
    await use(page)
  },
})

export async function waitForIsland(page: import('@playwright/test').Page) {
  const island = await page.locator('[data-island]').count()
  if (island) await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
}

export { expect }

// The /search page's box and results, for the specs that search (search.spec.ts, cloudflare-pages.spec.ts).
import type { Page } from '@playwright/test'

export const results = (page: Page) => page.locator('#search-results')

/** Types like a person, one key at a time. */
export async function typeQuery(page: Page, q: string) {
  await page.locator('#search-q').click()
  await page.keyboard.type(q, { delay: 40 })
}

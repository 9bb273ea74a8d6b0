// The home page's two dialogs, which open by themselves on load (spec §2, "Home (/)"): the specs that
// need the page behind them close them the way a visitor does, with Escape.
import type { Page } from '@playwright/test'
import { expect } from './test.ts'

/**
 * Closes the home page's notification popup, then the admission enquiry that follows it, each time
 * waiting for the dialog's close event: it comes a task after the dialog hides, and the page's own
 * listener, which puts focus back, runs before this one.
 */
export async function dismissHomeDialogs(page: Page) {
  for (const d of ['dialog.notice-dialog', 'dialog#admission-enquiry']) {
    const dialog = page.locator(d)
    await expect(dialog).toBeVisible()
    await dialog.evaluate((el) => {
      ;(window as unknown as { closed: Promise<void> }).closed = new Promise((done) =>
        el.addEventListener('close', () => done(), { once: true }),
      )
    })
    await page.keyboard.press('Escape')
    await page.evaluate(() => (window as unknown as { closed: Promise<void> }).closed)
    await expect(dialog).toBeHidden()
  }
}

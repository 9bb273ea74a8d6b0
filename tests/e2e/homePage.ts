// The home page as the specs that need what lies behind its dialogs open it (spec §2, "Home (/)"):
// the two dialogs open by themselves on load and are closed the way a visitor does, with Escape.
import type { Page } from '@playwright/test'
import { expect } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'

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

/**
 * The home page as of the fixtures' day (on a later day there are no upcoming events), its dialogs
 * closed and the events carousel brought near the screen, which mounts it (carousels mount as they
 * come near, so a page of seven does not build them all at load). Returns that carousel.
 */
export async function openHomeEvents(page: Page) {
  await page.clock.install({ time: new Date(FIXED_NOW) })
  await page.goto('/')
  // The notifications, then the admission enquiry: one dialog at a time.
  await dismissHomeDialogs(page)
  const carousel = page.locator('[data-carousel="homeEvents"]')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveClass(/is-mounted/)
  return carousel
}

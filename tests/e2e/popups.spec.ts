// The home page's two dialogs open by themselves only when they are new to the visitor
// (lib/forms/autoOpen.ts, docs/differences.md "Home page and footer"): the notifications while the
// page has one this device has not shown, the admission enquiry once a browsing session and never
// after this device sent one. A Playwright context is a fresh device; a new context given the first
// one's storage state is the same device in a new session (its localStorage, no sessionStorage).
// Both dialogs open from their button and the menu whatever the device remembers.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForIsland } from './test.ts'
import { dismissHomeDialogs } from './homePage.ts'
import { formCase } from './formCases.ts'
import { abortNext, unique } from './formsHelpers.ts'
import { ENQUIRY_SENT_KEY, SEEN_NOTIFICATIONS_KEY } from '#lib/forms/autoOpen.ts'

const NOTICE_ID = 'notif-admissions' // tests/fixtures/api/notifications.json, the only notification

const notice = (page: Page) => page.locator('dialog.notice-dialog')
const enquiry = (page: Page) => page.locator('dialog#admission-enquiry')

/**
 * Loads the home page and waits until nothing more can open by itself: once the islands are mounted
 * (test.ts), the dialog queue opens what was asked for in a timer of its own (lib/forms/dialogQueue.ts),
 * which the page clock (installed before the load) runs here.
 */
async function loadHome(page: Page, how: 'goto' | 'reload' = 'goto') {
  if (how === 'reload') await page.reload()
  else await page.goto('/')
  await waitForIsland(page)
  await page.clock.runFor(100)
}

/** Neither dialog is open, and the early script left the notifications closed (it marks what it opens). */
async function expectNoneOpen(page: Page) {
  await expect(notice(page)).toBeHidden()
  await expect(notice(page)).not.toHaveAttribute('data-opened')
  await expect(enquiry(page)).toBeHidden()
}

/** A page in a new browsing session on the same device: a new context with this one's localStorage. */
async function sameDeviceNewSession(context: BrowserContext): Promise<Page> {
  const next = await context.browser()!.newContext({ storageState: await context.storageState() })
  const page = await next.newPage()
  await page.clock.install()
  return page
}

/** Both dialogs open from their controls: the Notifications button and the Student Admission menu item. */
async function expectBothOpenOnRequest(page: Page) {
  const button = page.getByRole('button', { name: 'Notifications (1)' })
  await button.click()
  await expect(notice(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(notice(page)).toBeHidden()
  await expect(button).toBeFocused()
  await page.locator('#site-nav summary', { hasText: 'Admission' }).click()
  await page.locator('#site-nav').getByRole('link', { name: 'Student Admission' }).click()
  await expect(enquiry(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(enquiry(page)).toBeHidden()
}

test.beforeEach(async ({ page }) => {
  // Each test loads the home page two or three times, in one or two browser contexts.
  test.setTimeout(90_000)
  await page.clock.install()
})

test('a first visit opens the notifications, then the enquiry; a reload in the same session opens neither, and both still open on request', async ({
  page,
}) => {
  await loadHome(page)
  await dismissHomeDialogs(page)
  expect(await page.evaluate((key) => localStorage.getItem(key), SEEN_NOTIFICATIONS_KEY)).toBe(JSON.stringify([NOTICE_ID]))
  await loadHome(page, 'reload')
  await expectNoneOpen(page)
  await expectBothOpenOnRequest(page)
  // Opened on request, they still do not open by themselves on the next load.
  await loadHome(page)
  await expectNoneOpen(page)
})

test('a new session on the same device opens the enquiry, but not the notifications it has shown', async ({ page, context }) => {
  await loadHome(page)
  await dismissHomeDialogs(page)
  const later = await sameDeviceNewSession(context)
  await loadHome(later)
  await expect(enquiry(later)).toBeVisible()
  await expect(notice(later)).toBeHidden()
  await expect(notice(later)).not.toHaveAttribute('data-opened')
  await later.context().close()
})

test('a notification the device has not shown opens the notifications again, before the page script runs', async ({ page }) => {
  await loadHome(page)
  await dismissHomeDialogs(page)
  // As if the school added a notice: the page lists an id this device's list does not hold.
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['an-older-notice'])), SEEN_NOTIFICATIONS_KEY)
  await loadHome(page, 'reload')
  await expect(notice(page)).toBeVisible()
  await expect(notice(page)).toHaveAttribute('data-opened', 'early')
  await page.keyboard.press('Escape')
  await expect(notice(page)).toBeHidden()
  // The enquiry was shown this session already.
  await page.clock.runFor(100)
  await expect(enquiry(page)).toBeHidden()
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SEEN_NOTIFICATIONS_KEY))!)).toEqual([
    NOTICE_ID,
    'an-older-notice',
  ])
  await loadHome(page, 'reload')
  await expectNoneOpen(page)
})

test('once an enquiry was sent, it never opens by itself again, in any session; the menu item still opens it', async ({
  page,
  context,
}) => {
  await loadHome(page)
  await dismissHomeDialogs(page)
  await page.locator('#site-nav summary', { hasText: 'Admission' }).click()
  await page.locator('#site-nav').getByRole('link', { name: 'Student Admission' }).click()
  await formCase('admission').fill(page, unique('Popups sent'))
  await enquiry(page).getByRole('button', { name: 'Submit' }).click()
  // The mock API answers on loopback; the margin is for a busy machine.
  await expect(page.locator('#admission-success')).toHaveText('Thank you We will be get back to you soon', { timeout: 15_000 })
  await page.waitForURL(/\/admission-procedure\/?$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), ENQUIRY_SENT_KEY)).not.toBeNull()
  const later = await sameDeviceNewSession(context)
  await loadHome(later)
  await expectNoneOpen(later)
  await expectBothOpenOnRequest(later)
  await later.context().close()
})

test('a send that failed leaves the enquiry to open by itself in the next session', async ({ page, context }) => {
  await loadHome(page)
  await dismissHomeDialogs(page)
  await page.locator('#site-nav summary', { hasText: 'Admission' }).click()
  await page.locator('#site-nav').getByRole('link', { name: 'Student Admission' }).click()
  await formCase('admission').fill(page, unique('Popups failed'))
  await abortNext(page, '/api/form/NCSR/Admission')
  await enquiry(page).getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#admission-failure')).toBeVisible({ timeout: 15_000 })
  expect(await page.evaluate((key) => localStorage.getItem(key), ENQUIRY_SENT_KEY)).toBeNull()
  const later = await sameDeviceNewSession(context)
  await loadHome(later)
  await expect(enquiry(later)).toBeVisible()
  await later.context().close()
})

test('arriving from the Student Admission menu item of another page opens the enquiry alone; the notifications wait', async ({ page }) => {
  await page.goto('/about')
  await page.locator('#site-nav summary', { hasText: 'Admission' }).click()
  await page.locator('#site-nav').getByRole('link', { name: 'Student Admission' }).click()
  await page.waitForURL(/\/#admission-enquiry$/)
  await waitForIsland(page)
  await expect(enquiry(page)).toBeVisible()
  await expect(notice(page)).toBeHidden()
  await expect(notice(page)).not.toHaveAttribute('data-opened')
  await page.keyboard.press('Escape')
  await page.clock.runFor(100)
  await expect(notice(page)).toBeHidden()
  // Not shown, so not seen: the next load of the home page opens them.
  await loadHome(page)
  await expect(notice(page)).toBeVisible()
})

test('with storage refused (privacy settings), both open on every load, as the spec has them, and nothing throws', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
  })
  await loadHome(page)
  await dismissHomeDialogs(page)
  await loadHome(page, 'reload')
  await dismissHomeDialogs(page)
  expect(errors).toEqual([])
})

// Shared helpers for the forms end-to-end tests (tests/e2e/forms-*.spec.ts). The mock API is shared by
// parallel workers, so tests find their own requests by a unique value they typed, never by resetting.
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const mockUrl = () => {
  const url = process.env.MOCK_API_URL
  if (!url) throw new Error('MOCK_API_URL is not set (tests/e2e/globalSetup.ts)')
  return url
}

export interface Received {
  method: string
  path: string
  headers: Record<string, string | undefined>
  body: string
}

/** A value no other test types. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** The POSTs the mock received at `path` whose body contains `marker`. */
export async function receivedWith(request: APIRequestContext, path: string, marker: string): Promise<Received[]> {
  const all = (await (await request.get(`${mockUrl()}/__mock/received`)).json()) as Received[]
  return all.filter((r) => r.method === 'POST' && r.path === path && r.body.includes(marker))
}

/** Waits until exactly `count` matching requests arrived (and stays there briefly). */
export async function expectReceived(request: APIRequestContext, path: string, marker: string, count: number): Promise<Received[]> {
  await expect.poll(async () => (await receivedWith(request, path, marker)).length, { timeout: 5000 }).toBe(count)
  return receivedWith(request, path, marker)
}

/**
 * Injects a fault for the next request to `path` whose body holds `bodyIncludes` (the test's marker):
 * tests of other workers post to the same endpoints of the one mock API.
 */
export async function injectFault(
  request: APIRequestContext,
  fault: { path: string; bodyIncludes: string; status?: number; delayMs?: number; reset?: boolean; times?: number },
) {
  await request.post(`${mockUrl()}/__mock/fault`, { data: { times: 1, ...fault } })
}

/** Fails the next matching request in the browser with a network error. */
export async function abortNext(page: Page, urlPart: string) {
  await page.route(`**${urlPart}`, (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()), {
    times: 1,
  })
}

/** A small JPEG file for file inputs. */
export const jpegFile = (name = 'photo.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
})
export const pdfFile = (name = 'cv.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })

/** The inputs' values, keyed by the id, to prove nothing typed was lost. */
export async function fieldValues(page: Page, selector: string): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          el.id,
          (el as HTMLInputElement).type === 'file' ? String((el as HTMLInputElement).files?.length ?? 0) : (el as HTMLInputElement).value,
        ]),
      ),
    )
}

/**
 * Opens the home page and waits for the admission enquiry. The fixture has a notification, so its
 * popup opens first (lib/forms/dialogQueue.ts); the enquiry must stay closed until it is dismissed.
 */
export async function openHomeEnquiry(page: Page) {
  await page.goto('/')
  const notice = page.locator('dialog.notice-dialog')
  const enquiry = page.locator('dialog#admission-enquiry')
  await expect(notice).toBeVisible()
  await expect(enquiry).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(notice).toBeHidden()
  await expect(enquiry).toBeVisible()
  return enquiry
}

/**
 * Opens a form that is visible before hydration (contact, TC) and waits until it is live: until then
 * its submit button is a plain button (components/forms/useEarlyInput.ts), so a click would do nothing.
 */
export async function openLiveForm(page: Page, path: string, prefix: string) {
  await page.goto(path)
  await expect(page.locator(`form:has(#${prefix}-name) button[type=submit]`)).toBeAttached()
}

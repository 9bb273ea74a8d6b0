import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { abortNext, expectReceived, fieldValues, injectFault, openLiveForm, unique } from './formsHelpers.ts'

test.describe.configure({ mode: 'default' })

const PATH = '/api/tc/NCSR'
const IMAGE = '/api/image/tc/sample-tc.jpg'
const FIELDS = '#tc-name, #tc-admission'

async function fill(page: Page, name: string) {
  await openLiveForm(page, '/tc', 'tc')
  await page.locator('#tc-name').fill(name)
  await page.locator('#tc-admission').fill('A-1234')
}

test('the sample certificate is on the page without JavaScript', async ({ request }) => {
  const html = await (await request.get('/tc')).text()
  expect(html).toContain('/images/tc-sample.svg')
  expect((await request.get('/images/tc-sample.svg')).status()).toBe(200)
})

test("'Please fill in all fields' shows on the page and clears when either field changes", async ({ page }) => {
  await openLiveForm(page, '/tc', 'tc')
  await page.locator('#tc-name').fill('Asha')
  await page.getByRole('button', { name: 'Download' }).click()
  await expect(page.locator('.error-summary')).toContainText('Please fill in all fields')
  await expect(page.locator('#tc-admission-error')).toHaveText('Error: Please fill in all fields')
  await page.locator('#tc-admission').fill('1')
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0)
})

test('a lookup posts {name, admission} with the bearer token and downloads tc.jpg', async ({ page, request }) => {
  const name = unique('Tc ok')
  await fill(page, name)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('tc.jpg')
  const [r] = await expectReceived(request, PATH, name, 1)
  expect(JSON.parse(r!.body)).toEqual({ name, admission: 'A-1234' })
  expect(r!.headers.authorization).toBe('Bearer test-token')
  await expect(page.locator('#tc-success')).toContainText('tc.jpg')
  await expect(page.locator('img.tc-sample')).toBeVisible()
})

test.describe('fault matrix', () => {
  for (const [label, arrange] of [
    ['HTTP 500', (p: Page, req: import('@playwright/test').APIRequestContext) => injectFault(req, { path: PATH, status: 500 })],
    ['network abort', (p: Page) => abortNext(p, PATH)],
  ] as const) {
    test(`${label}: the spec's failure message on the page, values kept, button enabled, one request`, async ({ page, request }) => {
      const name = unique(`Tc ${label}`)
      await fill(page, name)
      const before = await fieldValues(page, FIELDS)
      await arrange(page, request)
      let posts = 0
      page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes(PATH)) posts++ })
      page.on('dialog', () => { throw new Error('no browser alerts') })
      await page.getByRole('button', { name: 'Download' }).click()
      await expect(page.locator('#tc-failure')).toHaveText('Failed to process your request. Please try again later.')
      expect(await fieldValues(page, FIELDS)).toEqual(before)
      await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled()
      expect(posts).toBe(1)
    })
  }

  test("a failed download says 'Failed to download data.' on the page", async ({ page, request }) => {
    const name = unique('Tc download')
    await fill(page, name)
    await injectFault(request, { path: IMAGE, status: 404 })
    await page.getByRole('button', { name: 'Download' }).click()
    await expect(page.locator('#tc-failure')).toHaveText('Failed to download data.')
    await expectReceived(request, PATH, name, 1)
  })

  test('slow response: disabled while waiting, one request for two clicks', async ({ page, request }) => {
    const name = unique('Tc slow')
    await fill(page, name)
    await injectFault(request, { path: PATH, delayMs: 1500 })
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    const waiting = page.getByRole('button', { name: 'Please wait…' })
    await expect(waiting).toBeDisabled()
    await waiting.click({ force: true })
    expect((await download).suggestedFilename()).toBe('tc.jpg')
    await expectReceived(request, PATH, name, 1)
  })
})

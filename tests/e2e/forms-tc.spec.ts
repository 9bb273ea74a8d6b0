import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { expectReceived, openLiveForm, unique } from './formsHelpers.ts'
import { formCase } from './formCases.ts'
import { TEST_TOKENS } from '../fixtures/testEnv.ts'

test.describe.configure({ mode: 'default' })

const PATH = '/api/tc/NCSR'

const TC = formCase('tc')

async function fill(page: Page, name: string) {
  await TC.open(page)
  await TC.fill(page, name)
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

test('a lookup posts {name, admission} with the form token and downloads tc.jpg', async ({ page, request }) => {
  const name = unique('Tc ok')
  await fill(page, name)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('tc.jpg')
  const [r] = await expectReceived(request, PATH, name, 1)
  expect(JSON.parse(r!.body)).toEqual({ name, admission: 'A-1234' })
  expect(r!.headers.authorization).toBe(`Bearer ${TEST_TOKENS.form}`)
  await expect(page.locator('#tc-success')).toContainText('tc.jpg')
  await expect(page.locator('img.tc-sample')).toBeVisible()
})

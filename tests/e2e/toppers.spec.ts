// /topperX, /topperXII: session fallback, marks order, search, URL state, 4 columns (spec §2, §4, §5).
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'

const names = (page: Page) => page.locator('.topper-card__name')
async function open(page: Page, url: string) {
  await page.clock.install({ time: new Date(FIXED_NOW) })
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

test('class X opens on 2025-2026, highest marks first, junk marks last (raw HTML and hydrated)', async ({ page, request }) => {
  const html = await (await request.get('/topperX')).text()
  expect(html).toMatch(/<option value="2025-2026" selected="">/)
  expect([...html.matchAll(/topper-card__name">([^<]+)</g)].map((m) => m[1])).toEqual([
    'Riya Shah',
    'Ananya Mehta',
    'Fatima Khan',
    'Neha Joshi',
  ])
  await open(page, '/topperX')
  await expect(names(page)).toHaveText(['Riya Shah', 'Ananya Mehta', 'Fatima Khan', 'Neha Joshi'])
  await expect(page.locator('.topper-card').first()).toContainText('Marks: 99')
})

test('class XII has no 2025-2026 toppers: falls back to 2024-2025 and the dropdown shows it', async ({ page, request }) => {
  const html = await (await request.get('/topperXII')).text()
  expect(html).toMatch(/<option value="2024-2025" selected="">/)
  await open(page, '/topperXII')
  await expect(page.getByLabel('Session')).toHaveValue('2024-2025')
  await expect(names(page)).toHaveText(['Diya Nair', 'Sara Thomas'])
})

test("'All', name search, 'No Data Available' and the URL-kept state", async ({ page }) => {
  await open(page, '/topperX')
  await page.getByLabel('Session').selectOption('All')
  await expect(names(page)).toHaveText(['Riya Shah', 'Ananya Mehta', 'Kavya Patel', 'Fatima Khan', 'Neha Joshi'])
  await page.getByPlaceholder('Search Here..').fill('KHAN')
  await expect(names(page)).toHaveText(['Fatima Khan'])
  await expect(page).toHaveURL(/session=All&q=KHAN/)
  await page.reload()
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(page.getByLabel('Session')).toHaveValue('All')
  await expect(names(page)).toHaveText(['Fatima Khan'])
  await page.getByPlaceholder('Search Here..').fill('nobody')
  await expect(page.getByText('No Data Available')).toBeVisible()
})

test('four columns from medium screens, one on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await open(page, '/topperX')
  const cols = () => page.locator('.card-grid--toppers').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
  expect(await cols()).toBe(4)
  await page.setViewportSize({ width: 360, height: 800 })
  expect(await cols()).toBe(1)
})

import { expect, test } from '@playwright/test'

test('home page is prerendered from the fixture snapshot with the school name in its title', async ({ page, request }) => {
  const raw = await (await request.get('/')).text()
  expect(raw).toContain('Sample news item')
  await page.goto('/')
  await expect(page).toHaveTitle(/Nazareth Convent School/)
  await expect(page.locator('h1')).toHaveCount(1)
})

test('unknown addresses get the 404 page in the site shell', async ({ request }) => {
  const res = await request.get('/no-such-page')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Page not found')
})

// /SubGallery/{id}/ and /SubGallery?id={id} (CONTRACT.md "Output layout", spec §2).
import { expect, test } from './test.ts'

const ID = 'album-annual-day-2026'

test('every album is prerendered with title, both dates in en-GB, total photos and the photo grid', async ({ request }) => {
  const res = await request.get(`/SubGallery/${ID}/`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('<h1>Annual Day 2026</h1>')
  expect(html.match(/20\/02\/2026/g)).toHaveLength(2) // event date and updated-on date, same field
  expect(html).toMatch(/data-testid="album-count">12</)
  expect(html.match(/data-lightbox-item/g)).toHaveLength(12)
  expect(html).toContain('Our annual day on the main stage.')
  expect(html).toContain('href="/gallery"')
  for (const id of ['album-kg-races-2026', 'album-kg-story-2026', 'album-christmas-2025']) {
    expect((await request.get(`/SubGallery/${id}/`)).status()).toBe(200)
  }
})

test('the album page shows the photo grid and a Go Back link', async ({ page }) => {
  await page.goto(`/SubGallery/${ID}/`)
  await expect(page.locator('h1')).toHaveText('Annual Day 2026')
  await expect(page.locator('ul.photo-grid[data-lightbox] > li')).toHaveCount(12)
  const img = page.locator('ul.photo-grid img').first()
  await expect(img).toHaveAttribute('decoding', 'async')
  await expect(img).toHaveAttribute('alt', /Annual Day 2026: photo 1 of 12/)
  await expect(page.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/gallery')
})

test('/SubGallery?id={id} shows the same album', async ({ page }) => {
  await page.goto(`/SubGallery?id=${ID}`)
  await expect(page).toHaveURL(new RegExp(`/SubGallery/${ID}/$`))
  await expect(page.locator('h1')).toHaveText('Annual Day 2026')
  await expect(page.locator('ul.photo-grid > li')).toHaveCount(12)
})

test('an unknown id shows a clear message with a link to the gallery', async ({ page }) => {
  for (const url of ['/SubGallery?id=no-such-album', '/SubGallery?id=../../etc', '/SubGallery']) {
    await page.goto(url)
    await expect(page.getByText('Sorry, we could not find that album.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the Photo Gallery' })).toHaveAttribute('href', '/gallery')
  }
})

test('without JavaScript /SubGallery lists the albums', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const page = await ctx.newPage()
  await page.goto('/SubGallery?id=' + ID)
  await expect(page.getByRole('link', { name: 'Annual Day 2026' })).toHaveAttribute('href', `/SubGallery/${ID}/`)
  await ctx.close()
})

test('Go Back returns to the filtered gallery the visitor came from', async ({ page }) => {
  await page.goto('/gallery?year=2025&q=christmas')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.getByRole('link', { name: 'Christmas Celebration' }).click()
  await expect(page).toHaveURL(/\/SubGallery\/album-christmas-2025\/$/)
  // Going back one step is +client.ts's enhancement (without it the link opens /gallery): wait for it.
  await page.waitForLoadState('load')
  await page.getByRole('link', { name: /Go Back/ }).click()
  await expect(page).toHaveURL(/\/gallery\?year=2025&q=christmas$/)
  await expect(page.locator('.album-card')).toHaveCount(1)
})

test('an album photo opens in the shared lightbox with its caption', async ({ page }) => {
  await page.goto(`/SubGallery/${ID}/`)
  await page.locator('[data-lightbox] a[data-lightbox-item]').first().click()
  await expect(page.locator('.lg-outer.lg-visible')).toBeVisible()
  await expect(page.locator('.lg-sub-html')).toHaveText('Annual Day 2026: photo 1 of 12')
  await page.keyboard.press('Escape')
  await expect(page.locator('.lg-outer.lg-visible')).toHaveCount(0)
})

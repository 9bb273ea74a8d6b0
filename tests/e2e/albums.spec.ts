// /SubGallery/{id}/ and /SubGallery?id={id} (docs/contract.md "Output layout", spec §2).
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
  expect(html).toContain('href="/gallery/"')
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
  await expect(page.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/gallery/')
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
    await expect(page.getByRole('link', { name: 'Go to the Photo Gallery' })).toHaveAttribute('href', '/gallery/')
    await expect(page.locator('[data-album-lookup]')).not.toHaveAttribute('aria-busy', /./)
  }
})

test('while it asks whether the album exists, the lookup says it is busy, and then it is not', async ({ page }) => {
  // The answer held back until the test lets it through.
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/SubGallery/still-looking/', async (route) => {
    await answered
    await route.fulfill({ status: 404, body: '' })
  })
  await page.goto('/SubGallery?id=still-looking')
  const lookup = page.locator('[data-album-lookup]')
  await expect(lookup).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('Opening the album…')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the Photo Gallery' })).toBeHidden()
  answer()
  await expect(page.getByRole('link', { name: 'Go to the Photo Gallery' })).toBeVisible()
  await expect(lookup).not.toHaveAttribute('aria-busy', /./)
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
  // Going back one step is the `go-back` island's enhancement (without it the link opens /gallery): wait for it.
  await page.waitForLoadState('load')
  await page.getByRole('link', { name: /Go Back/ }).click()
  await expect(page).toHaveURL(/\/gallery\?year=2025&q=christmas$/)
  await expect(page.locator('.album-card')).toHaveCount(1)
})

test('an album photo opens in the shared lightbox with its caption, at the screen-sized variant, with a quiet console', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await page.goto(`/SubGallery/${ID}/`)
  const first = page.locator('[data-lightbox] a[data-lightbox-item]').first()
  const href = await first.getAttribute('href')
  await first.click()
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
  await expect(viewer).toBeVisible()
  await expect(page.locator('.pswp__caption')).toHaveText('Annual Day 2026: photo 1 of 12')
  await expect(page.locator('.pswp__counter')).toHaveText('1 / 12')
  const shown = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')
  await expect(shown).toHaveAttribute('alt', 'Annual Day 2026: photo 1 of 12')
  // The large variant with the variants' srcset, never the API's original.
  await expect(shown).toHaveAttribute('src', new URL(href!, page.url()).href)
  expect(href).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp$/)
  await expect(shown).toHaveAttribute('srcset', /^\/img\/[0-9a-f]{16}\/\d+\.webp \d+w/)
  await expect(viewer).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('.pswp')).toHaveCount(0)
  await expect(first).toBeFocused()
  expect(problems).toEqual([])
})

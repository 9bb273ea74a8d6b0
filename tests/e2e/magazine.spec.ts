// Magazine and newsletter readers (spec §2, §9), against the built test site.
import type { Page } from '@playwright/test'
import { expect, test, waitForIsland } from './test.ts'

/** Edition 14 (Volume 8, 2025) has 66 pages: long enough for 'Page 21', 'Page 22' and the window check. */
const READER = '/magazine1/14/'
const TOTAL = 66

async function readerLinks(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/magazine')).text()
  return [...new Set([...html.matchAll(/href="(\/magazine1\/\d+\/)"/g)].map((m) => m[1]!))]
}

async function openFlipBook(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByText(new RegExp(`^Page \\d+ of ${TOTAL}$`))).toBeVisible()
  // The book is ready once page-flip has built its block.
  await expect(page.locator('.flipbook__book .stf__parent')).toBeVisible()
}

const status = (page: Page) => page.locator('.flipbook__status')

test('the listing links every edition newest first; the Silver Jubilee souvenir opens outside', async ({ request }) => {
  const html = await (await request.get('/magazine')).text()
  const links = await readerLinks(request)
  expect(links).toHaveLength(16)
  expect(links).not.toContain('/magazine1/4/')
  expect(html).toMatch(
    /<a[^>]*href="https:\/\/example\.org\/[^"]*"[^>]*target="_blank"[^>]*rel="noopener noreferrer"|<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*href="https:/,
  )
  expect(html).toContain('Silver Jubilee')
  // Covers are images with their size set.
  expect(html).toMatch(/<img class="book-card__cover" src="\/magazine-pages\/\d+\/1\.svg"[^>]*width="600" height="800"/)
})

test('every edition is prerendered and shows its cover in the raw HTML', async ({ request }) => {
  for (const href of await readerLinks(request)) {
    const res = await request.get(href)
    expect(res.status(), href).toBe(200)
    const html = await res.text()
    const id = /\/magazine1\/(\d+)\//.exec(href)![1]
    expect(html, href).toContain(`src="/magazine-pages/${id}/1.svg" alt="Page 1"`)
    // The cover image itself exists (no broken image without MEDIA_BASE).
    expect((await request.get(`/magazine-pages/${id}/1.svg`)).status()).toBe(200)
  }
})

test('alt texts keep counting past 20 and every page image exists', async ({ request }) => {
  const html = await (await request.get(READER)).text()
  expect(html).toContain('alt="Page 21"')
  expect(html).toContain('alt="Page 22"')
  expect(html).toContain(`alt="Page ${TOTAL}"`)
  expect((await request.get(`/magazine-pages/14/${TOTAL}.svg`)).headers()['content-type']).toContain('image/svg+xml')
})

test('edition 4 is not published: /magazine1/4/ is the 404 page', async ({ request }) => {
  const res = await request.get('/magazine1/4/')
  expect(res.status()).toBe(404)
})

test('next and previous buttons and the arrow keys turn pages, with indicator and URL hash', async ({ page }) => {
  await openFlipBook(page, READER)
  await expect(status(page)).toHaveText(`Page 1 of ${TOTAL}`)
  await expect(status(page)).toHaveAttribute('aria-live', 'polite')

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(status(page)).toHaveText(/^Page [23] of 66$/)
  await expect(page).toHaveURL(/#page=[23]$/)
  const afterButton = (await status(page).textContent())!

  await page.keyboard.press('ArrowRight')
  await expect(status(page)).not.toHaveText(afterButton)
  await expect(page).toHaveURL(/#page=[45]$/)

  await page.keyboard.press('ArrowLeft')
  await expect(status(page)).toHaveText(afterButton)

  await page.getByRole('button', { name: 'Previous page' }).click()
  await expect(status(page)).toHaveText(`Page 1 of ${TOTAL}`)
  await expect(page).not.toHaveURL(/#page=/)
})

test('the page-number jump opens that page and puts it in the URL', async ({ page }) => {
  await openFlipBook(page, READER)
  await page.getByLabel('Go to page').fill('40')
  await page.getByRole('button', { name: 'Go', exact: true }).click()
  await expect(status(page)).toHaveText(/^Page (40|41) of 66$/)
  await expect(page).toHaveURL(/#page=4[01]$/)
})

test('a reload at #page=12 opens page 12', async ({ page }) => {
  await openFlipBook(page, `${READER}#page=12`)
  await expect(status(page)).toHaveText(`Page 12 of ${TOTAL}`)
  await expect(page.locator('.flipbook__book img[alt="Page 12"]')).toHaveAttribute('src', '/magazine-pages/14/12.svg')
  await page.reload()
  await expect(status(page)).toHaveText(`Page 12 of ${TOTAL}`)
})

test('Zoom page opens the open page in the viewer; its arrows page through, Escape returns to the book at that page', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await openFlipBook(page, `${READER}#page=12`)
  await expect(status(page)).toHaveText(`Page 12 of ${TOTAL}`)
  const zoom = page.getByRole('button', { name: 'Zoom page 12' })
  await zoom.click()
  const viewer = page.getByRole('dialog', { name: 'Page viewer' })
  await expect(viewer).toBeFocused()
  await expect(page.locator('.pswp__caption')).toHaveText(`Page 12 of ${TOTAL}`)
  const shown = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')
  await expect(shown).toHaveAttribute('alt', 'Page 12')
  await expect(shown).toHaveAttribute('src', '/magazine-pages/14/12.svg')
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(page.locator('.pswp__caption')).toHaveText(`Page 15 of ${TOTAL}`)
  // The book does not turn under the viewer.
  await expect(status(page)).toHaveText(`Page 12 of ${TOTAL}`)
  await page.keyboard.press('Escape')
  await expect(page.locator('.pswp')).toHaveCount(0)
  await expect(status(page)).toHaveText(/^Page 1[45] of 66$/)
  await expect(page.getByRole('button', { name: /^Zoom page 1[45]$/ })).toBeFocused()
  expect(problems).toEqual([])
})

test('only the pages near the open one are downloaded', async ({ page }) => {
  const requested = new Set<string>()
  page.on('request', (r) => {
    if (r.url().includes('/magazine-pages/14/')) requested.add(new URL(r.url()).pathname)
  })
  await openFlipBook(page, READER)
  await page.waitForLoadState('networkidle')
  expect(requested.size).toBeGreaterThan(0)
  expect(requested.size).toBeLessThanOrEqual(10)
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/#page=/)
  await page.waitForLoadState('networkidle')
  expect(requested.size).toBeLessThanOrEqual(12)
})

test('with reduced motion the edition stays a vertical list, with working controls', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(`${READER}#page=5`)
  await expect(status(page)).toHaveText(`Page 5 of ${TOTAL}`)
  await expect(page.locator('.stf__parent')).toHaveCount(0)
  await expect(page.locator('.flipbook__list img')).toHaveCount(TOTAL)
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(status(page)).toHaveText(`Page 6 of ${TOTAL}`)
  await context.close()
})

test('without JavaScript the edition is a readable list of lazy-loaded pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(READER)
  const imgs = page.locator('ol.flipbook__list img')
  await expect(imgs).toHaveCount(TOTAL)
  await expect(imgs.first()).toBeVisible()
  await expect(imgs.first()).toHaveAttribute('alt', 'Page 1')
  await expect(imgs.nth(21)).toHaveAttribute('alt', 'Page 22')
  await expect(imgs.nth(21)).toHaveAttribute('loading', 'lazy')
  await expect(imgs.nth(21)).toHaveAttribute('width', '600')
  await expect(imgs.nth(21)).toHaveAttribute('height', '800')
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0)
  await context.close()
})

test('/magazine1 with no edition says so, and Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/newsletter')
  await page.evaluate(() => (location.href = '/magazine1'))
  // A navigation of the page's own, not page.goto: wait for its islands here. Going back one step is
  // the `go-back` island's enhancement; before it mounts, the link opens the listing.
  await page.waitForURL(/\/magazine1$/)
  await waitForIsland(page)
  await expect(page.getByText('No magazine selected.')).toBeVisible()
  await expect(page.locator('h1')).toHaveCount(1)
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/newsletter$/)
})

test('/magazine1 with no history: Go Back leads to the listing', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/magazine1')
  await expect(page.getByText('No magazine selected.')).toBeVisible()
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/magazine\/?$/)
  await context.close()
})

test('/magazine1 opens the edition passed in navigation state (the original site) or ?magazine=', async ({ page }) => {
  await page.goto('/magazine')
  await page.evaluate(() => {
    history.pushState({ usr: { magazine: 8 }, key: 'k', idx: 1 }, '', '/magazine1')
    location.reload()
  })
  await expect(page).toHaveURL(/\/magazine1\/8\/$/)
  await page.goto('/magazine1?magazine=7')
  await expect(page).toHaveURL(/\/magazine1\/7\/$/)
  await page.goto('/magazine1?magazine=4')
  await expect(page.getByText(/Magazine 4 is not published on this site/)).toBeVisible()
})

test('newsletter: listing, 12-page reader, and the no-selection page', async ({ page, request }) => {
  const listing = await (await request.get('/newsletter')).text()
  expect(listing).toContain('href="/newsletter1/news1/"')
  const raw = await (await request.get('/newsletter1/news1/')).text()
  expect(raw).toContain('alt="Page 12"')
  expect(raw).not.toContain('alt="Page 13"')
  await page.goto('/newsletter1/news1/')
  await expect(page.locator('.flipbook__status')).toHaveText('Page 1 of 12')
  await page.goto('/newsletter1')
  await expect(page.getByText('No newsletter selected.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/newsletter/')
  await page.goto('/newsletter1?newsletter=news1')
  await expect(page).toHaveURL(/\/newsletter1\/news1\/$/)
})

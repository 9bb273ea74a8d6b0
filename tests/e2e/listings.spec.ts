// /news, /events, /gallery, /videoGallery: default view in the raw HTML, filters, URL-kept state (spec §4).
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'

/** The filtered list's cards (not /events' upcoming part above it). */
const cardTitles = (page: Page) => page.locator('.card-grid:not(.upcoming-events__grid) :is(.list-card__title, .video-card__title)')
/** The island is hydrated (renderer/HydrationMark.tsx sets this after the first effects). */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' })

async function open(page: Page, url: string) {
  await page.clock.install({ time: new Date(FIXED_NOW) })
  await page.goto(url)
  await hydrated(page)
}

test.describe('/news', () => {
  test('the raw HTML holds the default view: senior and both-school news of the build year, newest first', async ({ request }) => {
    const html = await (await request.get('/news')).text()
    // Each title links to the item's own page (/news/{id}/).
    const titles = [...html.matchAll(/<h2 class="list-card__title"><a href="\/news\/[\w-]+\/">([^<]+)</g)].map((m) => m[1])
    expect(titles).toEqual(['New Library Wing Opens', 'Parent Orientation for Class XI', 'Science Exhibition Winners Announced'])
    expect(html).toContain('05.03.2026') // 00:30 IST on 5 March stays 5 March on a UTC build machine
    expect(html).toMatch(/<option value="2026" selected="">/)
    // Only the default year is embedded; the other years are a separate file fetched on demand.
    expect(html).not.toContain('Board Results 2025 Celebrated')
    expect(html).toMatch(/"allUrl":"\/data\/listings\/news\.[0-9a-f]{10}\.json"/)
  })

  test('the first photo among the cards loads with high priority, even when the first cards have none', async ({ request }) => {
    const html = await (await request.get('/news')).text()
    const cards = [...html.matchAll(/<article class="card[^"]*".*?<\/article>/gs)].map((m) => m[0])
    const firstWithPhoto = cards.findIndex((c) => c.includes('<img'))
    expect(firstWithPhoto).toBeGreaterThan(0) // the fixture's newest items have no photo
    expect(cards[firstWithPhoto]).toMatch(/fetchpriority="high"/i)
    expect(html.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1)
  })

  test('other years are fetched once, on demand; a failed fetch says what to do', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/data/listings/')) fetched.push(r.url())
    })
    await open(page, '/news')
    expect(fetched).toEqual([])
    await page.getByLabel('Year').selectOption('2025')
    await expect(cardTitles(page)).toHaveCount(3)
    await page.getByLabel('Year').selectOption('All')
    await expect(cardTitles(page)).toHaveCount(8)
    expect(fetched).toHaveLength(1)
    await page.route('**/data/listings/**', (r) => r.fulfill({ status: 500 }))
    await page.reload()
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await expect(page.getByRole('status')).toHaveText(/could not be loaded.*reload/i)
  })

  test('the filter form holds its place from the first paint; without JavaScript only the archive links show', async ({ browser }) => {
    // Before any script runs (none is allowed to load) the form already takes its place: no shift
    // when the island hydrates. Without JavaScript it is not shown at all (@media (scripting: none)).
    for (const javaScriptEnabled of [true, false]) {
      const ctx = await browser.newContext({ javaScriptEnabled })
      const page = await ctx.newPage()
      await page.route('**/*.js', (r) => r.abort())
      await page.goto('/news/')
      const form = page.getByRole('search', { name: /^Filter news/ })
      if (javaScriptEnabled) await expect(form).toBeVisible()
      else await expect(form).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'News archive' })).toBeVisible()
      await ctx.close()
    }
  })

  test('filters by year, month and case-insensitive title search', async ({ page }) => {
    await open(page, '/news')
    await page.getByLabel('Year').selectOption('2025')
    await expect(cardTitles(page)).toHaveText(['Health Camp for All Sections', 'Inter-House Debate Final', 'Board Results 2025 Celebrated'])
    await page.getByLabel('Month').selectOption({ label: 'Aug' })
    await expect(cardTitles(page)).toHaveText(['Inter-House Debate Final'])
    await page.getByLabel('Month').selectOption('All')
    await page.getByLabel('Year').selectOption('All')
    await page.getByLabel('Search by title').fill('LIBRARY')
    await expect(cardTitles(page)).toHaveText(['New Library Wing Opens'])
    await expect(page.getByRole('status')).toHaveText('1 news item')
  })

  test('keeps the filter in the URL query and restores it on reload', async ({ page }) => {
    await open(page, '/news')
    await page.getByLabel('Year').selectOption('2025')
    await page.getByLabel('Search by title').fill('debate')
    await expect(page).toHaveURL(/\/news\?year=2025&q=debate$/)
    await page.reload()
    await hydrated(page)
    await expect(page.getByLabel('Year')).toHaveValue('2025')
    await expect(page.getByLabel('Search by title')).toHaveValue('debate')
    await expect(cardTitles(page)).toHaveText(['Inter-House Debate Final'])
  })

  test('a shared address opens on its filter', async ({ page }) => {
    await open(page, '/news?year=2026&month=4')
    await expect(cardTitles(page)).toHaveText(['Parent Orientation for Class XI'])
  })

  test("after hydration the year is the visitor's, with no hydration warning", async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.clock.install({ time: new Date('2027-01-10T10:00:00+05:30') })
    await page.goto('/news')
    await hydrated(page)
    await expect(page.getByLabel('Year')).toHaveValue('2027')
    await expect(cardTitles(page)).toHaveText(['Stay Tuned For More Updates'])
    await expect(page.locator('.list-card--placeholder')).toContainText('DD.MM.YYYY')
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([])
  })
})

test.describe('/events', () => {
  test('shows senior events only, newest first, filtered by the current year', async ({ page, request }) => {
    const html = await (await request.get('/events')).text()
    expect(html).not.toContain('Kindergarten Picnic')
    await open(page, '/events')
    await expect(cardTitles(page)).toHaveText(['Parent Teacher Meeting', 'Annual Sports Day', 'Science Fair'])
    await page.getByLabel('Year').selectOption('2025')
    await expect(cardTitles(page)).toHaveText(["Founders' Day"])
    await open(page, '/events?year=2024')
    await expect(cardTitles(page)).toHaveText(['Event Title'])
    await expect(page.locator('.list-card--placeholder')).toContainText('School Campus')
  })
})

test.describe('/gallery', () => {
  test('opens on the latest year with data, albums newest first, with cover, date and count', async ({ page, request }) => {
    const html = await (await request.get('/gallery')).text()
    expect(html).toContain('Annual Day 2026')
    expect(html).not.toContain('Fancy Dress Parade') // kindergarten album
    await open(page, '/gallery')
    await expect(cardTitles(page)).toHaveText(['Annual Day 2026', 'Science Fair Projects', 'Republic Day Parade'])
    const first = page.locator('.album-card').first()
    await expect(first).toContainText('20-02-2026')
    await expect(first).toContainText('12 photos')
    await expect(first.getByRole('link')).toHaveAttribute('href', '/SubGallery/album-annual-day-2026/')
    // width/height are the photo's real size (the image step reads it), so the box has its shape.
    const img = first.locator('img')
    await expect(img).toHaveAttribute('srcset', /\/img\/[0-9a-f]{16}\/\d+\.webp \d+w/)
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    // naturalWidth of a srcset image is scaled by the candidate's density: measure the file itself.
    const size = await img.evaluate(async (el: HTMLImageElement) => {
      const file = new Image()
      file.src = el.currentSrc
      await file.decode()
      return { w: el.getAttribute('width'), h: el.getAttribute('height'), nw: file.naturalWidth, nh: file.naturalHeight }
    })
    expect([Number(size.w), Number(size.h)]).toEqual([size.nw, size.nh])
  })

  test('an empty chosen year falls back to the previous year, and the select moves to it', async ({ page }) => {
    await open(page, '/gallery?year=2027')
    await expect(page.getByLabel('Year')).toHaveValue('2026')
    await expect(cardTitles(page)).toHaveCount(3)
    await page.getByLabel('Year').selectOption('All')
    await expect(cardTitles(page)).toHaveCount(5)
    await page.getByLabel('Search by title').fill('christmas')
    await expect(cardTitles(page)).toHaveText(['Christmas Celebration'])
  })
})

test.describe('/videoGallery', () => {
  test('cards open the video in a new tab; a link that failed the allow-list has none', async ({ page, request }) => {
    const html = await (await request.get('/videoGallery')).text()
    expect(html).toContain('Annual Day Highlights')
    expect(html).not.toContain('Rhymes Recital') // junior only
    expect(html).not.toContain('javascript:')
    await open(page, '/videoGallery')
    await expect(cardTitles(page)).toHaveCount(3)
    const link = page.getByRole('link', { name: /Annual Day Highlights/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('.video-card', { hasText: 'Video With A Bad Link' }).locator('a')).toHaveCount(0)
    await page.getByLabel('Year').selectOption('2025')
    await expect(cardTitles(page)).toContainText(['School Choir Carols', 'Video With A Bad Link'])
    await expect(cardTitles(page)).toHaveCount(2)
    await expect(page).toHaveURL(/year=2025/)
  })
})

test('hydrated listing pages log no error (no hydration mismatch) at the build year', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  await page.clock.install({ time: new Date(FIXED_NOW) })
  for (const route of ['/news', '/events', '/gallery', '/videoGallery', '/topperX', '/topperXII', '/kids-gallery', '/KinderVideo']) {
    await page.goto(route)
    await hydrated(page)
  }
  expect(errors).toEqual([])
})

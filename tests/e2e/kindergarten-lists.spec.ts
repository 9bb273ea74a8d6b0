// Kindergarten listings: news, events, social responsibility, sports, activities, gallery, videos (spec §2, §4).
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'

test('/kindergarten-news: Junior and Both news with DD.MM.YYYY dates', async ({ request }) => {
  const html = await (await request.get('/kindergarten-news')).text()
  expect(html).toContain('Kindergarten Sports Morning')
  expect(html).toContain('14.02.2026')
  expect(html).toContain('New Library Wing Opens') // Both
  expect(html).not.toContain('Science Exhibition Winners Announced') // Senior
  expect(html).not.toMatch(/<script(?![^>]*type="application\/(?:ld\+)?json")/) // no behaviour, no JavaScript (JSON-LD is data)
})

test('/kinder-events: Junior events only', async ({ request }) => {
  const html = await (await request.get('/kinder-events')).text()
  expect(html).toContain('Kindergarten Picnic')
  expect(html).toContain('12.08.2026')
  expect(html).not.toContain('Annual Sports Day')
})

test('/social-responsibility and /kids-sports: album cards with DD.MM.YYYY, count and arrow to the album', async ({ page }) => {
  await page.goto('/social-responsibility')
  const card = page.locator('.album-card')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Tree Planting Drive')
  await expect(card).toContainText('05.06.2026')
  await expect(card).toContainText('5 photos')
  await expect(card.getByRole('link')).toHaveAttribute('href', '/SubGallery/album-kg-tree-planting-2026/')
  await page.goto('/kids-sports')
  await expect(page.locator('.album-card')).toContainText('Fun Races')
  await expect(page.locator('.album-card')).toContainText('14.02.2026')
})

test('/kinder-activities: 9 aims and real ARIA tabs, Curricular (26 images + cards) first', async ({ page, request }) => {
  const html = await (await request.get('/kinder-activities')).text()
  expect(html).toContain('Story Time Circle') // both panels are in the HTML
  await page.goto('/kinder-activities')
  await expect(page.locator('.aims > li')).toHaveCount(9)
  const tab1 = page.getByRole('tab', { name: 'Curricular Activities' })
  const tab2 = page.getByRole('tab', { name: 'Classroom Activities' })
  await expect(tab1).toHaveAttribute('aria-selected', 'true')
  const panel1 = page.getByRole('tabpanel', { name: 'Curricular Activities' })
  await expect(panel1.locator('.photo-grid > li')).toHaveCount(26)
  await expect(panel1).toContainText('Clay Modelling')
  await expect(page.getByText('Story Time Circle')).toBeHidden()
  await tab1.focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab2).toBeFocused()
  await expect(tab2).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Story Time Circle')).toBeVisible()
  await expect(page.getByText('Clay Modelling')).toBeHidden()
})

test('/kids-gallery: Gallery, Total Categories, year, month and search', async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_NOW) })
  await page.goto('/kids-gallery')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(page.locator('h1')).toHaveText('Gallery')
  await expect(page.getByText('Total Categories: 2')).toBeVisible()
  await expect(page.locator('.album-card').first()).toContainText('12-03-2026')
  await expect(page.getByLabel('Year').locator('option')).toHaveText(['All', '2026', '2025'])
  await expect(page.getByLabel('Month').locator('option')).toHaveText(['All', 'Mar', 'Sep'])
  await page.getByLabel('Year').selectOption('2025')
  await expect(page.getByText('Total Categories: 1')).toBeVisible()
  await expect(page.locator('.album-card')).toContainText('Fruit Day')
  await page.getByLabel('Year').selectOption('All')
  await page.getByLabel('Search by title').fill('fancy')
  await expect(page.locator('.album-card')).toContainText('Fancy Dress Parade')
  await page.getByLabel('Search by title').fill('zzz')
  await expect(page.getByText('Total Categories: 0')).toBeVisible()
  await expect(page.locator('.list-card--placeholder')).toContainText('Gallery Title')
  await expect(page.locator('.list-card--placeholder')).toContainText('Stay Tuned for Latest Updates')
  await expect(page.locator('.list-card--placeholder')).toContainText('DD MM YYYY')
  await expect(page.locator('.list-card--placeholder')).toContainText('0 photos')
})

test('/KinderVideo: Junior and Both videos, the default thumbnail when a video has none', async ({ page }) => {
  await page.goto('/KinderVideo')
  await expect(page.locator('.video-card')).toHaveCount(2)
  const rhymes = page.locator('.video-card', { hasText: 'Rhymes Recital' })
  await expect(rhymes.locator('img')).toHaveAttribute('src', '/images/kinder-video-default.svg')
  await expect(rhymes.getByRole('link')).toHaveAttribute('target', '_blank')
})

test('/kinder-activities without JavaScript: both panels show under their headings', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const page = await ctx.newPage()
  await page.goto('/kinder-activities')
  await expect(page.getByRole('heading', { name: 'Curricular Activities' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Classroom Activities' })).toBeVisible()
  await expect(page.getByText('Story Time Circle')).toBeVisible()
  await ctx.close()
})

// Every information route of spec §2 answers with its heading and key content, the spec §9
// numbers, the photo counts, the lightbox, the sports tabs and the no-JS menus.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { INFO_ROUTES } from './routes.ts'

/** The map embed and social links point outside; tests never touch the network. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
}

test.describe('information routes (raw HTML, no JavaScript)', () => {
  for (const r of INFO_ROUTES) {
    test(`${r.path} has its heading, key content, the school's title and ${r.js ? 'its one script' : 'no script'}`, async ({ request }) => {
      const res = await request.get(r.path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)![1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;/g, "'")
      if (typeof r.h1 === 'string') expect(h1).toBe(r.h1)
      else expect(h1).toMatch(r.h1)
      expect(html).toMatch(/<title>[^<]*\| Nazareth Convent School<\/title>/)
      for (const t of r.text) expect(html).toContain(t)
      // Executable scripts only: JSON-LD (application/ld+json) is data, not JavaScript.
      const scripts = html.match(/<script\b(?![^>]*type="application\/(?:ld\+)?json")/g) ?? []
      if (r.js) expect(scripts.length).toBeGreaterThan(0)
      else expect(scripts).toHaveLength(0)
      // Kindergarten pages carry the kindergarten navigation with the external FRC Order PDF.
      expect(html.includes('aria-label="Kindergarten"')).toBe(Boolean(r.kindergarten))
      if (r.kindergarten) expect(html).toMatch(/href="https:\/\/[^"]+\.pdf" target="_blank" rel="noopener noreferrer">FRC Order/)
    })
  }
})

test('kindergarten fees and strength tables hold the spec §9 numbers', async ({ page }) => {
  await page.goto('/kids-fee-details')
  const fees = await page
    .locator('#kids-fees tbody tr')
    .evaluateAll((rows) =>
      rows.map((tr) => [
        tr.querySelector('th')!.textContent,
        ...Array.from(tr.querySelectorAll('td')).map((td) => Number(td.getAttribute('data-value'))),
      ]),
    )
  expect(fees).toEqual([
    ['Nursery', 54176, 9030, 63206],
    ['LKG', 54176, 9030, 63206],
    ['HKG', 51700, 8616, 60316],
  ])
  await expect(page.locator('#kids-fees')).toContainText('54,176')
  await page.goto('/kids-strength')
  const strength = await page
    .locator('#kids-strength tbody tr')
    .evaluateAll((rows) => rows.map((tr) => Array.from(tr.children).map((c) => c.textContent)))
  expect(strength).toEqual([
    ['Nursery', '7', '223'],
    ['LKG', '7', '251'],
    ['HKG', '7', '284'],
  ])
})

test('co-scholastic page lists 26 activities in two columns', async ({ page }) => {
  await page.goto('/coScholastic')
  await expect(page.locator('.activity-list li')).toHaveCount(26)
  const columns = await page.locator('.activity-list').evaluate((el) => getComputedStyle(el).columnCount)
  expect(columns).toBe('2')
})

const PHOTO_COUNTS: [string, number][] = [
  ['/campus', 28],
  ['/awards', 8],
  ['/cultural-programm', 45],
  ['/certificates-awards', 5],
  ['/school-parliament', 12],
  ['/classroom-activity', 12],
  ['/kids-uniform', 5],
  ['/goals-rules', 6],
  ['/erp-software', 3],
]
for (const [path, count] of PHOTO_COUNTS) {
  test(`${path} shows ${count} captioned photos, each with size, alt and a link to the image`, async ({ page }) => {
    await offline(page)
    await page.goto(path)
    const items = page.locator('[data-lightbox] a[data-lightbox-item]')
    await expect(items).toHaveCount(count)
    const bad = await items.evaluateAll(
      (links) =>
        links.filter((a) => {
          const img = a.querySelector('img')
          return (
            !img ||
            !img.getAttribute('alt') ||
            !img.getAttribute('width') ||
            !img.getAttribute('height') ||
            !a.getAttribute('data-caption') ||
            img.getAttribute('decoding') !== 'async'
          )
        }).length,
    )
    expect(bad).toBe(0)
  })
}

test('lightbox opens on a thumbnail, moves with arrow keys, closes with Escape and returns focus', async ({ page }) => {
  await offline(page)
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await page.goto('/campus')
  const first = page.locator('[data-lightbox] a[data-lightbox-item]').first()
  await first.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
  await expect(viewer).toBeVisible()
  // PhotoSwipe binds its keys and takes focus once the opening transition ends.
  await expect(viewer).toBeFocused()
  await expect(page.locator('.pswp__counter')).toHaveText('1 / 28')
  await expect(page.locator('.pswp__caption')).toHaveText('Main building and front lawn')
  await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')).toHaveAttribute('alt', /\S/)
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('.pswp__counter')).toHaveText('2 / 28')
  await expect(page.locator('.pswp__caption')).toHaveText('School chapel')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator('.pswp__counter')).toHaveText('1 / 28')
  // Focus stays in the viewer: Tab moves among its own buttons.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.locator('.pswp')).toHaveCount(0)
  await expect(first).toBeFocused()
  expect(problems).toEqual([])
})

test('without JavaScript a thumbnail is a plain link to the image', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const page = await ctx.newPage()
  await offline(page)
  await page.goto('/awards')
  const href = await page.locator('[data-lightbox-item]').first().getAttribute('href')
  const res = await page.request.get(href!)
  expect(res.status()).toBe(200)
  await ctx.close()
})

test('sports tabs are ARIA tabs driven by the keyboard', async ({ page }) => {
  await page.goto('/sports')
  const outer = page.getByRole('tablist', { name: 'Sports and summer camps' })
  const sportsTab = outer.getByRole('tab', { name: 'Sports' })
  await expect(sportsTab).toHaveAttribute('aria-selected', 'true')
  const inner = page.getByRole('tablist', { name: 'Sports', exact: true })
  const basketball = inner.getByRole('tab', { name: 'Basketball' })
  await basketball.focus()
  await page.keyboard.press('ArrowRight')
  await expect(inner.getByRole('tab', { name: 'Football' })).toBeFocused()
  await expect(inner.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Football' })).toContainText('Football results 2025-26')
  await expect(page.locator('#sport-basketball')).toBeHidden()
  await page.keyboard.press('End')
  await expect(inner.getByRole('tab', { name: 'Table Tennis' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(basketball).toHaveAttribute('aria-selected', 'true')
  await sportsTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(outer.getByRole('tab', { name: 'Summer Camps' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Summer Camps' })).toContainText('Summer camp 2025')
  await expect(page.locator('#tab-sports')).toBeHidden()
})

test('without JavaScript every sports panel shows under its own heading', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const page = await ctx.newPage()
  await page.goto('/sports')
  for (const name of ['Basketball', 'Football', 'Kabaddi', 'Gymnastics', 'Swimming', 'Table Tennis', 'Summer Camps']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  await ctx.close()
})

test.describe('menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('desktop: each menu opens from the keyboard and its links are reachable', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/about')
    const about = page.locator('#site-nav summary', { hasText: 'About' })
    await about.focus()
    await page.keyboard.press('Enter')
    const patroness = page.getByRole('link', { name: 'Our Patroness' })
    await expect(patroness).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(patroness).toBeFocused()
    // CBSE Disclosure: every PDF opens in a new tab with rel="noopener noreferrer".
    await page.locator('#site-nav summary', { hasText: 'CBSE Disclosure' }).click()
    const docs = page.locator('#site-nav a[href^="/docs/cbse-disclosure/"]')
    expect(await docs.count()).toBeGreaterThanOrEqual(20)
    for (const a of await docs.all()) {
      await expect(a).toHaveAttribute('target', '_blank')
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Only one menu is open at a time (details name="site-menu").
    await expect(page.locator('#site-nav details[open]')).toHaveCount(1)
    await expect(page.locator('a[data-admission-open][href="/#admission-enquiry"]')).toHaveText('Student Admission')
    const fees = page.locator('#site-nav a[href="/docs/academics/senior-secondary-fee-structure.pdf"]')
    await expect(fees).toHaveAttribute('target', '_blank')
    await expect(fees).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('mobile 360 px: the Menu toggle shows and hides the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/campus')
    await expect(page.locator('#site-nav')).toBeHidden()
    await page.locator('.nav-toggle summary').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#site-nav')).toBeVisible()
    await page.locator('#site-nav summary', { hasText: 'Admission' }).click()
    await expect(page.locator('#site-nav').getByRole('link', { name: 'Admission Procedure' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.locator('.nav-toggle summary').click()
    await expect(page.locator('#site-nav')).toBeHidden()
  })
})

test('the header has the labelled search form, contacts, social links and the portal help link', async ({ page }) => {
  await page.goto('/about')
  const search = page.getByRole('search').first()
  await expect(search).toHaveAttribute('action', '/search/')
  await expect(search.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q')
  const header = page.locator('header.site-header')
  await expect(header.locator('a[href^="tel:"]')).toHaveCount(2)
  await expect(header.locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect(header.getByRole('link', { name: /Parent portal help/ })).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(header.locator('.social-links a')).toHaveCount(3)
  const footer = page.locator('footer.site-footer')
  await expect(footer).toContainText('school code NCSR')
  await expect(footer.getByRole('link', { name: /Google Play/ })).toBeVisible()
  // The footer links to the map; only /contact embeds it (no third-party frame on every page).
  await expect(footer.locator('iframe')).toHaveCount(0)
  await expect(footer.getByRole('link', { name: /Open the map/ })).toHaveAttribute('rel', 'noopener noreferrer')
})

test('the 404 page is helpful and in the shell', async ({ request }) => {
  const res = await request.get('/no-such-page')
  expect(res.status()).toBe(404)
  const html = await res.text()
  expect(html).toContain('Page not found')
  expect(html).toContain('Popular pages')
  expect(html).toContain('id="site-nav"')
  expect(html).toContain('Page not found | Nazareth Convent School')
})

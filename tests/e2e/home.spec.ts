// Home (spec §2 "Home (/)"): default view in the raw HTML, then the hydrated behaviour.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'
import { dismissHomeDialogs, openHomeEvents } from './homePage.ts'

const later = (ms: number) => new Date(Date.parse(FIXED_NOW) + ms)
const section = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('</section>', html.indexOf(`id="${id}"`)))

test.describe('home: default view in the prerendered HTML', () => {
  let html = ''
  test.beforeAll(async ({ request }) => {
    html = await (await request.get('/')).text()
  })

  test('has one h1, the about-us summary linking /about and the four tiles', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toContain('Welcome to Nazareth Convent School')
    for (const href of ['/about', '/cbse', '/alumni', '/coming-soon', '/career']) expect(html).toContain(`href="${href}"`)
    expect(html).toMatch(/Achievements/)
  })

  test('spec §4: home news is Senior or Both, kindergarten news Junior or Both, highlights Senior or Both', () => {
    const senior = section(html, 'senior-news')
    expect(senior).toContain('New Library Wing Opens')
    expect(senior).toContain('Parent Orientation for Class XI')
    expect(senior).not.toContain('Kindergarten Sports Morning')
    expect(senior).toContain('href="/news"')
    const kinder = section(html, 'kinder-news')
    expect(kinder).toContain('Kindergarten Sports Morning')
    expect(kinder).toContain('New Library Wing Opens')
    expect(kinder).toContain('href="/kindergarten-news"')
    expect(html).toContain('Board results: 100% pass')
    expect(html).not.toContain('Kindergarten picnic in August')
  })

  test('dates are DD.MM.YYYY in Asia/Kolkata (00:30 IST stays on its day)', () => {
    expect(html).toContain('05.03.2026')
    expect(html).not.toContain('04.03.2026')
  })

  test('spec §4: events are Senior only, with View All to /events', () => {
    const events = section(html, 'events-heading')
    expect(events).toContain('Annual Sports Day')
    expect(events).not.toContain('Kindergarten Picnic')
    expect(events).toContain('href="/events"')
  })

  test('spec §4 toppers: class X shows 2025-2026 by marks; class XII falls back to 2024-2025', () => {
    const x = section(html, 'toppers-x')
    expect(x).toContain('Session 2025-2026')
    const order = ['Riya Shah', 'Ananya Mehta', 'Fatima Khan', 'Neha Joshi'].map((n) => x.indexOf(n))
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(x).not.toContain('Kavya Patel')
    expect(x).toContain('href="/topperX"')
    const xii = section(html, 'toppers-xii')
    expect(xii).toContain('Session 2024-2025')
    expect(xii.indexOf('Diya Nair')).toBeLessThan(xii.indexOf('Sara Thomas'))
    expect(xii).not.toContain('Meera Iyer')
    expect(xii).toContain('href="/topperXII"')
  })

  test('testimonials, video testimonials linking /videoGallery, social slides and the registration banner', () => {
    expect(html).toContain('Mrs. Priya Desai')
    expect(section(html, 'videos-heading')).toContain('href="/videoGallery"')
    expect(html).toContain('Our YouTube channel')
    expect(html).toContain('Nursery Online Registration 2026-27')
    expect(html).not.toMatch(/href="javascript:/i)
    // Photos come as the image step's WebP variants with their real size, never the API original.
    expect(html).toMatch(/<img[^>]+src="\/img\/[0-9a-f]{16}\/\d+\.webp"[^>]+srcSet="\/img\/[0-9a-f]{16}\/\d+\.webp \d+w/i)
    expect(html).not.toMatch(/<img[^>]+src="http:\/\/127\.0\.0\.1:\d+\/api\/image\//)
  })
})

async function openHome(page: Page) {
  const carousel = await openHomeEvents(page)
  // Stop the clock so autoplay moves only when the test says so.
  await page.clock.pauseAt(later(60_000))
  return carousel
}

// Tab and Shift+Tab going round inside each dialog, every stop with a visible focus indicator:
// accessibility.spec.ts (the keyboard in states the route walk does not reach).
test('the notification popup opens by itself, closes on Escape and returns focus', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (m) => messages.push(m.text()))
  page.on('pageerror', (e) => messages.push(String(e)))
  await page.goto('/')
  const dialog = page.locator('dialog.notice-dialog')
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
  await expect(dialog.getByRole('heading', { name: 'Nursery Registration 2026-27' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Register online' })).toHaveAttribute('href', 'https://example.org/register')
  await expect(dialog.getByRole('link', { name: /registration-rules\.pdf/ })).toHaveAttribute(
    'href',
    /\/api\/image\/notifications\/registration-rules\.pdf$/,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Then the admission enquiry opens: one dialog at a time, notifications first.
  await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog#admission-enquiry')).toBeHidden()
  const reopen = page.getByRole('button', { name: 'Notifications (1)' })
  await reopen.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(reopen).toBeFocused()
  expect(messages.filter((m) => /hydrat|did not match/i.test(m))).toEqual([])
})

test('the notification popup is open before the page script runs; closed then, it stays closed and the enquiry follows', async ({
  page,
}) => {
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const notice = page.locator('dialog.notice-dialog')
  await expect(notice).toBeVisible()
  expect(await notice.evaluate((d) => d.matches(':modal'))).toBe(true)
  // Its close button works without the page script (a method="dialog" form).
  await notice.getByRole('button', { name: 'Close notifications' }).click()
  await expect(notice).toBeHidden()
  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
  await expect(notice).toBeHidden()
})

test('sections left out of hydration (StaticHtml) keep their content, and their carousels and tickers still start', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  // The build's day: on a later real day the passed events (and their carousel) are removed.
  await page.clock.setFixedTime(new Date(FIXED_NOW))
  await page.goto('/')
  await page.keyboard.press('Escape')
  await expect(page.locator('.home-tiles a')).toHaveCount(4)
  await expect(page.locator('.home-welcome h1')).toHaveCount(1)
  await expect(page.locator('.home-highlights [data-ticker]')).toHaveAttribute('data-ticker-mounted', 'true')
  await page.locator('[data-carousel="homeEvents"]').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-carousel="homeEvents"].is-mounted')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('carousels far below the first screen mount only when scrolled near; until then their slides scroll natively', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/')
  await expect(page.locator('[data-carousel="banner"].is-mounted')).toHaveCount(1)
  const social = page.locator('[data-carousel="social"]')
  await expect(social).toHaveCount(1)
  await expect(social).not.toHaveClass(/is-mounted/)
  await expect(social.locator('.glide__slide').first()).toBeAttached()
  await social.scrollIntoViewIfNeeded()
  await expect(social).toHaveClass(/is-mounted/)
  await expect(social.locator('[data-carousel-toggle]')).toBeVisible()
})

test('a slide the keyboard reached before its carousel mounted is the one shown once it mounts', async ({ page }) => {
  await page.goto('/')
  await dismissHomeDialogs(page)
  const social = page.locator('[data-carousel="social"]')
  await expect(social).not.toHaveClass(/is-mounted/)
  // Focus scrolls the native row to the third slide and brings the carousel near, which mounts it.
  const third = social.locator('.glide__slide:not(.glide__slide--clone) a').nth(2)
  await third.focus()
  await expect(social).toHaveClass(/is-mounted/)
  await expect(social).toHaveAttribute('data-index', '2')
  await expect(third).toBeInViewport({ ratio: 0.9 })
})

test('a slide reached by Tab while its carousel is still moving is brought into view once the move ends, and the carousel says when it rests', async ({
  page,
}) => {
  // The clock runs: Glide's move must end for the focused slide to be shown.
  const carousel = await openHomeEvents(page)
  // Two slides in view at 1280 px: the fourth's link starts a move; the first's, at once, comes
  // while Glide still moves (and takes no other move).
  const links = carousel.locator('.glide__slide a')
  await links.nth(3).focus()
  await links.nth(0).focus()
  // It says it moves until the focused slide is shown (the keyboard walk waits on this).
  await expect(carousel).toHaveAttribute('data-carousel-moving', 'true')
  await expect(carousel).toHaveAttribute('data-index', '0')
  await expect(carousel).not.toHaveAttribute('data-carousel-moving')
  await expect(links.nth(0)).toBeInViewport({ ratio: 0.9 })
})

test('the events carousel pauses on hover, on focus and with its Pause button', async ({ page }) => {
  const carousel = await openHome(page)
  await expect(carousel).toHaveAttribute('data-autoplay', 'on')
  const start = await carousel.getAttribute('data-index')
  await page.clock.runFor(2100)
  await expect(carousel).not.toHaveAttribute('data-index', start!)

  await carousel.locator('.glide__track').hover()
  await expect(carousel).toHaveAttribute('data-autoplay', 'off')
  const hovered = await carousel.getAttribute('data-index')
  await page.clock.runFor(10_000)
  await expect(carousel).toHaveAttribute('data-index', hovered!)
  await page.mouse.move(1, 1)
  await expect(carousel).toHaveAttribute('data-autoplay', 'on')

  await carousel.locator('.glide__slide a').nth(1).focus()
  await expect(carousel).toHaveAttribute('data-autoplay', 'off')
  const focused = await carousel.getAttribute('data-index')
  await page.clock.runFor(10_000)
  await expect(carousel).toHaveAttribute('data-index', focused!)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(carousel).toHaveAttribute('data-autoplay', 'on')

  await expect(carousel.getByRole('button', { name: 'Pause upcoming events slideshow' })).toBeVisible()
  const toggle = carousel.locator('[data-carousel-toggle]')
  await expect(toggle).toHaveText('Pause')
  await toggle.click()
  await expect(toggle).toHaveText('Play')
  await expect(carousel).toHaveAttribute('data-autoplay', 'off')
  const at = await carousel.getAttribute('data-index')
  await page.clock.runFor(10_000)
  await expect(carousel).toHaveAttribute('data-index', at!)
  // Dots are labelled buttons that move the carousel.
  await carousel.getByRole('button', { name: 'Slides 3 to 4 of 4' }).click()
  await expect(carousel).toHaveAttribute('data-index', '2')
  await expect(carousel.getByRole('button', { name: 'Slides 3 to 4 of 4' })).toHaveAttribute('aria-current', 'true')
})

test('the notices ticker scrolls, pauses on hover and focus, and has a visible Pause button', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('dialog.notice-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  // Then the admission enquiry opens: one dialog at a time, notifications first.
  await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog#admission-enquiry')).toBeHidden()
  const ticker = page.locator('[data-ticker="vertical"]')
  const track = ticker.locator('.ticker__track')
  await expect(ticker).toHaveAttribute('data-ticker-state', 'running')
  const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState)
  expect(await playState()).toBe('running')
  await ticker.hover()
  expect(await playState()).toBe('paused')
  await page.mouse.move(1, 1)
  expect(await playState()).toBe('running')
  await ticker.locator('[data-ticker-list] a').first().focus()
  expect(await playState()).toBe('paused')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(ticker.getByRole('button', { name: 'Pause notices and news' })).toBeVisible()
  const toggle = ticker.locator('[data-ticker-toggle]')
  await toggle.click()
  await page.mouse.move(1, 1)
  await expect(toggle).toHaveText('Play')
  expect(await playState()).toBe('paused')
})

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('no carousel autoplays and the tickers stand still', async ({ page }) => {
    const carousel = await openHome(page)
    await expect(carousel).toHaveAttribute('data-autoplay', 'off')
    await expect(carousel.locator('[data-carousel-toggle]')).toHaveText('Play')
    await page.clock.runFor(20_000)
    await expect(carousel).toHaveAttribute('data-index', '0')
    for (const c of await page.locator('[data-carousel].is-mounted').all()) await expect(c).toHaveAttribute('data-autoplay', 'off')
    const tracks = page.locator('.ticker__track')
    for (const t of await tracks.all()) expect(await t.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })
})

test('unknown addresses get the 404 page in the site shell', async ({ request }) => {
  const res = await request.get('/no-such-page')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Page not found')
})

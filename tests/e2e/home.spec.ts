// Home (spec §2 "Home (/)"): the hydrated behaviour (its default view in the built HTML:
// tests/build/home.test.ts).
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'
import { dismissHomeDialogs, openHomeEvents } from './homePage.ts'

const later = (ms: number) => new Date(Date.parse(FIXED_NOW) + ms)

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

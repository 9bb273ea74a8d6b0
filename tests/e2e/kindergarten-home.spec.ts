// Kindergarten home (spec §2): static HTML with behaviour islands only (no React on the client).
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'

test('default view in the prerendered HTML: Junior items only, tiles, about, albums and videos', async ({ request }) => {
  const html = await (await request.get('/kindergarten')).text()
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  // News ticker: Junior or Both; an item with a URL links to it.
  expect(html).toContain('href="https://example.org/kg-sports"')
  expect(html).toContain('Colours Week in Kindergarten')
  expect(html).toContain('New Library Wing Opens')
  expect(html).not.toContain('Science Exhibition Winners Announced')
  for (const href of [
    '/social-responsibility',
    '/kids-sports',
    '/awards',
    '/goals-rules',
    '/cultural-programm',
    '/kinder-activities',
    '/kinder-about',
  ]) {
    expect(html).toContain(`href="${href}/"`)
  }
  // Events: Junior only, upcoming only (the past concert is not under "Upcoming"), soonest first.
  expect(html).toContain('Kindergarten Picnic')
  expect(html.indexOf('Kindergarten Picnic')).toBeLessThan(html.indexOf('Kindergarten Puppet Show'))
  expect(html).not.toContain('Kindergarten Christmas Concert')
  expect(html).not.toContain('Annual Sports Day')
  // Photo carousel: kindergarten photo albums, newest first, linking to their album pages.
  expect(html).toContain('href="/SubGallery/album-kg-fancy-dress-2026/"')
  expect(html.indexOf('Fancy Dress Parade')).toBeLessThan(html.indexOf('Fruit Day'))
  expect(html).toContain('12-03-2026')
  expect(html).not.toContain('Annual Day 2026')
  expect(html).not.toContain('Tree Planting Drive')
  // Videos: Junior or Both; a video without a thumbnail gets the default one.
  expect(html).toContain('Rhymes Recital')
  expect(html).toContain('School Choir Carols')
  expect(html).not.toContain('Annual Day Highlights')
  expect(html).toContain('/images/placeholders/video.svg')
  expect(html).not.toContain('Loading...')
  // No React (no component island, so no island props) and no serialised page data on this page.
  expect(html).not.toContain('data-island-hydrate')
  expect(html).not.toContain('data-island-props')
  expect(html).not.toContain('id="page-data"')
})

test('carousels mount as islands and pause on hover, focus and the Pause button', async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_NOW) })
  await page.goto('/kindergarten')
  const slider = page.locator('[data-carousel="kinderSlider"]')
  await expect(slider).toHaveClass(/is-mounted/)
  await page.clock.pauseAt(new Date(Date.parse(FIXED_NOW) + 60_000))
  await expect(slider).toHaveAttribute('data-autoplay', 'on')
  const start = await slider.getAttribute('data-index')
  await page.clock.runFor(4100)
  await expect(slider).not.toHaveAttribute('data-index', start!)

  await slider.locator('.glide__track').hover()
  await expect(slider).toHaveAttribute('data-autoplay', 'off')
  await page.mouse.move(1, 1)
  await expect(slider).toHaveAttribute('data-autoplay', 'on')

  const events = page.locator('[data-carousel="kinderEvents"]')
  await expect(events).toHaveClass(/is-mounted/)
  await events.locator('.glide__slide a').first().focus()
  await expect(events).toHaveAttribute('data-autoplay', 'off')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

  const toggle = slider.locator('[data-carousel-toggle]')
  await toggle.click()
  await expect(toggle).toHaveText('Play')
  const at = await slider.getAttribute('data-index')
  await page.clock.runFor(20_000)
  await expect(slider).toHaveAttribute('data-index', at!)
  // The looping slider's clones stay out of the tab order and the accessibility tree.
  for (const c of await slider.locator('.glide__slide--clone').all()) await expect(c).toHaveAttribute('aria-hidden', 'true')

  const ticker = page.locator('[data-ticker]')
  await expect(ticker).toHaveAttribute('data-ticker-state', 'running')
  await ticker.locator('[data-ticker-toggle]').click()
  await expect(ticker).toHaveAttribute('data-ticker-state', 'paused')
})

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('nothing moves by itself', async ({ page }) => {
    await page.clock.install({ time: new Date(FIXED_NOW) })
    await page.goto('/kindergarten')
    const slider = page.locator('[data-carousel="kinderSlider"]')
    await expect(slider).toHaveClass(/is-mounted/)
    await page.clock.pauseAt(new Date(Date.parse(FIXED_NOW) + 60_000))
    await page.clock.runFor(20_000)
    await expect(slider).toHaveAttribute('data-index', '0')
    await expect(slider).toHaveAttribute('data-autoplay', 'off')
    await expect(page.locator('[data-ticker-toggle]')).toBeHidden()
  })
})

// WCAG 2.2 SC 2.5.8 (axe `target-size`) on the kindergarten home while things move: the news
// marquee at fixed points of its loop (its CSS animation paused and set with the Web Animations
// API, so the positions are the same on every run) and the events carousel, with many events.
// A marquee link is 20 px high, so it passed only on spacing; entering under the viewport's edge
// it sat next to (in axe's unclipped geometry, under) the Pause button and failed.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'
import { axe, serveAxe } from './axe.ts'

const TITLES = ['Picnic', 'Art', 'Kindergarten Puppet Show and Storytelling Morning for Parents', 'Sports Day', 'Fruit Day Celebration']

/** Serves /kindergarten with its events carousel holding `n` events (titles short and long). */
async function withManyEvents(page: Page, n: number) {
  await page.route('**/kindergarten', async (route) => {
    const res = await route.fetch()
    const html = await res.text()
    const m = html.match(/(data-carousel="kinderEvents"[\s\S]*?<ul class="glide__slides">)([\s\S]*?)(<\/ul>)/)
    if (!m) throw new Error('no kinderEvents carousel in /kindergarten')
    const first = m[2]!.match(/<li class="glide__slide">[\s\S]*?<\/li>/)![0]
    const many = Array.from({ length: n }, (_, i) =>
      first.replace(/(<h3 class="event-card__title"><a[^>]*>)[^<]*/, `$1${TITLES[i % TITLES.length]} ${i + 1}`),
    ).join('')
    await route.fulfill({ response: res, body: html.replace(m[0], m[1] + many + m[3]) })
  })
}

const targetSizeViolations = async (page: Page) =>
  (await axe(page, { run: { runOnly: { type: 'rule', values: ['target-size'] } } })).flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
  )

for (const width of [1000, 375]) {
  test(`/kindergarten at ${width} px with 30 events: no control below 24x24 px at any marquee or carousel position`, async ({ page }) => {
    test.setTimeout(360_000)
    await page.setViewportSize({ width, height: 900 })
    await withManyEvents(page, 30)
    await serveAxe(page)
    await page.clock.install({ time: new Date(FIXED_NOW) })
    await page.goto('/kindergarten')
    const ticker = page.locator('.kg-ticker [data-ticker]')
    await expect(ticker).toHaveClass(/is-animated/)
    const events = page.locator('[data-carousel="kinderEvents"]')
    await events.scrollIntoViewIfNeeded()
    await expect(events).toHaveClass(/is-mounted/)
    await page.mouse.move(0, 0)
    const found: string[] = []
    const STEPS = 8
    for (let step = 0; step < STEPS; step++) {
      // The marquee at step/STEPS of its loop, held still while axe measures.
      await ticker.locator('.ticker__track').evaluate((el, f) => {
        for (const a of el.getAnimations()) {
          a.pause()
          const d = Number(a.effect?.getComputedTiming().duration)
          a.currentTime = f * d
        }
      }, step / STEPS)
      // The carousel one position further each time (Glide's transition settled).
      await events
        .locator('.carousel__dot')
        .nth(step % (await events.locator('.carousel__dot').count()))
        .click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(1000)
      for (const v of await targetSizeViolations(page)) found.push(`at ${step}/${STEPS}: ${v}`)
    }
    expect(found).toEqual([])
  })
}

// Accessibility (docs/hardening.md; WCAG 2.2 AA): axe-core on every route of the route table, and on
// every interactive state a visitor can reach: the notification popup and the admission enquiry, the
// mobile menu, a paused carousel, each form with its errors showing, the lightbox, the flip-book and
// its page viewer, other tabs, search with and without results. The routes are every page the build
// publishes, which route-table.spec.ts holds to the route table in pages/: a page added to the site
// is checked with no list to edit.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'
import { builtPages } from './builtSite.ts'
import { pageRoutes } from '#lib/content/links.ts'
import { FORMS } from './formCases.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

const describe = (v: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }, label: string) =>
  `${label}: ${v.id} (${v.impact}): ${v.nodes
    .map((n) => n.target.join(' '))
    .slice(0, 3)
    .join(', ')}`

/**
 * What a page must not have: a WCAG failure of any impact, or a best-practice one that is serious or
 * critical (a missing landmark or heading level is reported as moderate and stays advice).
 */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.tags.some((t) => t.startsWith('wcag')))
    .map((v) => describe(v, label))
}

/** Every rule axe has, at every impact: for the states built to show problems (form errors). */
async function anyViolation(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return results.violations.map((v) => describe(v, label))
}

/** Opens a route. */
async function visit(page: Page, route: string) {
  await page.goto(route)
}

/** Closes the home page's notification popup, then the admission enquiry that follows it. */
async function dismissHomeDialogs(page: Page) {
  for (const d of ['dialog.notice-dialog', 'dialog#admission-enquiry']) {
    await expect(page.locator(d)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator(d)).toBeHidden()
  }
}

/** Opened, not opening: PhotoSwipe fades its backdrop and controls in, and axe would measure a
 *  half-faded counter's contrast with its fading ancestor's opacity. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'))

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
})

/**
 * Every route of the route table (route-table.spec.ts holds the build to it): each page of a route
 * without a parameter, and the first built page of each route with one (an album, a news item, an
 * edition: the same template with other data, which the hostile-data and listing specs vary), plus
 * two addresses that are not there. Parts of it share one browser page: a fresh page per route
 * costs more than the check itself.
 */
function everyAddress(): string[] {
  const routes = pageRoutes()
  const seen = new Set<string>()
  const pages = builtPages()
    .map((p) => p.route)
    .filter((r) => {
      const route = routes.find((t) => t.pattern.test(r))
      if (!route?.parameterised) return true
      if (seen.has(route.route)) return false
      seen.add(route.route)
      return true
    })
  return [...pages, '/no-such-page', '/SubGallery?id=nope']
}
const PARTS = 8

test.describe('every route, as it loads', () => {
  // Listings and dates as of the fixtures' day, whatever day the suite runs.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(FIXED_NOW) })
  })

  for (let part = 0; part < PARTS; part++) {
    test(`every route of the table and the 404 page have no WCAG violation and no serious best-practice one (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const all = everyAddress()
      expect(all.length).toBeGreaterThan(50)
      const mine = all.filter((_, i) => i % PARTS === part)
      const bad: string[] = []
      for (const r of mine) {
        await visit(page, r)
        bad.push(...(await violations(page, r)))
      }
      expect(bad).toEqual([])
    })
  }
})

test.describe('every interactive state', () => {
  // Each test opens several pages or states and runs axe on each.
  test.beforeEach(() => test.setTimeout(90_000))

  test('the notification popup, then the admission enquiry, open on the home page', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('dialog.notice-dialog')).toBeVisible()
    const bad = await violations(page, 'notification popup')
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
    bad.push(...(await violations(page, 'admission enquiry')))
    expect(bad).toEqual([])
  })

  test('the mobile menu open, with a submenu open, on the home page, an information page and the kindergarten home', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const bad: string[] = []
    for (const r of ['/', '/about', '/kindergarten/']) {
      await page.goto(r)
      if (r === '/') await dismissHomeDialogs(page)
      await page.locator('.nav-toggle summary').click()
      await expect(page.locator('#site-nav')).toBeVisible()
      bad.push(...(await violations(page, `${r} menu open`)))
      if (r === '/about') {
        await page.locator('#site-nav summary', { hasText: 'CBSE Disclosure' }).click()
        bad.push(...(await violations(page, `${r} menu and submenu open`)))
      }
    }
    expect(bad).toEqual([])
  })

  test('the home events carousel paused with its Pause button', async ({ page }) => {
    // Upcoming events as of the fixtures' day: on a later day there is no carousel to pause.
    await page.clock.install({ time: new Date(FIXED_NOW) })
    await page.goto('/')
    await dismissHomeDialogs(page)
    const carousel = page.locator('[data-carousel="homeEvents"]')
    await carousel.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-carousel="homeEvents"].is-mounted')).toHaveCount(1)
    const toggle = carousel.locator('[data-carousel-toggle]')
    await toggle.click()
    await expect(toggle).toHaveText('Play')
    await expect(carousel).toHaveAttribute('data-autoplay', 'off')
    await transitionsDone(page)
    expect(await violations(page, 'home events carousel paused')).toEqual([])
  })

  for (const form of FORMS) {
    test(`the ${form.id} form with its errors showing: one h1, the summary focused, no violation of any rule`, async ({ page }) => {
      await form.open(page)
      await expect(page.locator('h1')).toHaveCount(1)
      await page.getByRole('button', { name: form.submit, exact: true }).click()
      await expect(page.locator('.error-summary')).toBeFocused()
      expect(await anyViolation(page, `${form.id} errors shown`)).toEqual([])
    })
  }

  test('the lightbox open on each page kind that has one: an information gallery and an album', async ({ page }) => {
    // One album stands for all: every album is the same template (the default-state check visits each).
    const albums = builtPages()
      .map((p) => p.route)
      .filter((r) => /^\/SubGallery\/[^/]+\/$/.test(r))
    const bad: string[] = []
    const opened: string[] = []
    for (const r of ['/campus/', ...albums]) {
      if (opened.length === 2) break
      await page.goto(r)
      const first = page.locator('[data-lightbox] a[data-lightbox-item]').first()
      if ((await first.count()) === 0) continue
      await first.click()
      await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible({ timeout: 10_000 })
      await expect(page.locator('.pswp__counter')).toContainText('1 / ')
      await expect(page.locator('.pswp__caption')).not.toBeEmpty()
      await transitionsDone(page)
      bad.push(...(await violations(page, `${r} lightbox`)))
      opened.push(r)
    }
    expect(opened[0]).toBe('/campus/')
    expect(opened).toHaveLength(2)
    expect(bad).toEqual([])
  })

  test('the flip-book open on a magazine edition, then its page viewer', async ({ page }) => {
    const edition = builtPages()
      .map((p) => p.route)
      .find((r) => /^\/magazine1\/[^/]+\/$/.test(r))!
    await page.goto(edition)
    await expect(page.locator('.flipbook__book .stf__parent')).toBeVisible()
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.locator('.flipbook__status')).toHaveText(/^Page [23] of \d+$/)
    await transitionsDone(page)
    const bad = await violations(page, `${edition} flip-book`)
    await page.getByRole('button', { name: /^Zoom page \d+$/ }).click()
    await expect(page.getByRole('dialog', { name: 'Page viewer' })).toBeFocused()
    await transitionsDone(page)
    bad.push(...(await violations(page, `${edition} page viewer`)))
    expect(bad).toEqual([])
  })

  test('other tabs selected (every tab set: sports outer and nested, kindergarten activities)', async ({ page }) => {
    const bad: string[] = []
    for (const r of ['/sports/', '/kinder-activities/']) {
      await page.goto(r)
      await expect(page.getByRole('tablist').first()).toBeVisible()
      const lists = page.getByRole('tablist')
      for (let i = 0; i < (await lists.count()); i++) {
        const tabs = lists.nth(i).getByRole('tab')
        const last = tabs.nth((await tabs.count()) - 1)
        if (!(await last.isVisible())) continue
        await last.click()
        await expect(last).toHaveAttribute('aria-selected', 'true')
        bad.push(...(await violations(page, `${r} tab list ${i + 1}: last tab`)))
      }
    }
    expect(bad).toEqual([])
  })

  test('search with results and with no results', async ({ page }) => {
    const bad: string[] = []
    for (const q of ['school', 'zzzzqqq']) {
      await page.goto(`/search/?q=${q}`)
      await page.waitForLoadState('networkidle')
      bad.push(...(await violations(page, `search ${q}`)))
    }
    expect(bad).toEqual([])
  })
})

// Accessibility (docs/hardening.md; WCAG 2.2 AA): IBM Equal Access (accessibility-checker-engine) on
// every route of the route table, and axe-core once per template (tests/support/templates.ts: a
// +Page.tsx in one section's shell, on the fewest of its routes that hold every element kind of
// them all) and on every interactive state a visitor can reach, within what the state opens or
// changes: the notification popup and the
// admission enquiry, the mobile menu, a paused carousel, each form with its errors showing, the
// lightbox, the flip-book and its page viewer, other tabs, search with and without results. The
// routes are every page the build publishes, which tests/build/routes.test.ts holds to the route
// table in pages/: a page added to the site is checked with no list to edit. Then the keyboard on
// each template's pages (keyboardWalk.ts): the skip link, and at every Tab stop a visible focus
// indicator on an element in sight; Shift+Tab back; no trap; round the home page's dialogs,
// through the opened menus, and at 360 px.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { FIXED_NOW } from '../fixtures/testEnv.ts'
import { builtPages } from '#tests/support/builtSite.ts'
import { FORMS } from './formCases.ts'
import { sectionOfHtml, templates } from '#tests/support/templates.ts'
import { dismissHomeDialogs, openHomeEvents } from './homePage.ts'
import { prepareWalk, walk, walkDialog, walkMenus, type Walk } from './keyboardWalk.ts'
import { axe, serveAxe, type AxeViolation } from './axe.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

const describe = (v: AxeViolation, label: string) =>
  `${label}: ${v.id} (${v.impact}): ${v.nodes
    .map((n) => n.target.join(' '))
    .slice(0, 3)
    .join(', ')}`

/**
 * What a page must not have: a WCAG failure of any impact, or a best-practice one that is serious or
 * critical (a missing landmark or heading level is reported as moderate and stays advice). `within`:
 * for a state, the part of the page it opens or changes (the page around it is its template's, checked
 * as it loads); axe still measures those elements against everything around them (contrast, overlap).
 */
async function violations(page: Page, label: string, within?: string): Promise<string[]> {
  const found = await axe(page, { include: within, run: { runOnly: { type: 'tag', values: TAGS } } })
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.tags.some((t) => t.startsWith('wcag')))
    .map((v) => describe(v, label))
}

/** Every rule axe has, at every impact: for the states built to show problems (form errors). */
async function anyViolation(page: Page, label: string): Promise<string[]> {
  return (await axe(page)).map((v) => describe(v, label))
}

/**
 * IBM Equal Access's engine (accessibility-checker-engine: its ace.js run in the page; the
 * `accessibility-checker` wrapper fetches its rules at run time, which an offline machine cannot).
 * Served from memory at an address of the page's own origin, so the browser compiles it once for
 * every page (an inline copy is compiled again on each; measured: half the time of the injection).
 */
const ACE_JS = fs.readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'))
const ACE_PATH = '/__test-only__/ace.js'

async function serveAce(page: Page) {
  await page.route(`**${ACE_PATH}`, (r) =>
    r.fulfill({ body: ACE_JS, contentType: 'text/javascript', headers: { 'Cache-Control': 'max-age=86400' } }),
  )
}

interface AceResult {
  ruleId: string
  value: [policy: string, outcome: string]
  path: { dom: string }
  message: string
}

/**
 * What the IBM engine calls a violation (its level for a failed WCAG requirement, IBM_Accessibility
 * policy) or a failed recommendation, in the whole page or in its <main> only (the shell around it
 * is the same on every page of a section: checked whole once a section, it is most of what a page
 * holds). Rules that compare the page's landmarks still compare <main>'s with the shell's. Inside
 * an <iframe> is not the page's (as for axe above): the year planner's PDF viewer is the browser's.
 */
async function aceViolations(page: Page, label: string, scope: 'page' | 'main'): Promise<string[]> {
  await page.addScriptTag({ url: ACE_PATH })
  const results = await page.evaluate(async (scope) => {
    const ace = (window as unknown as { ace: { Checker: new () => { check(d: Node, p: string[]): Promise<{ results: AceResult[] }> } } })
      .ace
    const root = scope === 'page' ? document : document.querySelector('main')!
    const report = await new ace.Checker().check(root, ['IBM_Accessibility'])
    return report.results.filter((r) => r.value[1] === 'FAIL' && (r.value[0] === 'VIOLATION' || r.value[0] === 'RECOMMENDATION'))
  }, scope)
  return results
    .filter((r) => !r.path.dom.includes('/iframe['))
    .map((r) => `${label}: IBM ${r.value[0].toLowerCase()} ${r.ruleId} at ${r.path.dom}: ${r.message}`)
}

/** Opens a route. */
async function visit(page: Page, route: string) {
  await page.goto(route)
}

/** Opened, not opening: PhotoSwipe fades its backdrop and controls in, and axe would measure a
 *  half-faded counter's contrast with its fading ancestor's opacity. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'))

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await serveAxe(page)
})

/**
 * Every route of the route table (tests/build/routes.test.ts holds the build to it): each page of a
 * route without a parameter, and the first built page of each route with one (an album, a news
 * item, an edition: the same template with other data, which the hostile-data and listing specs
 * vary), plus two addresses that are not there. Parts of it share one browser page: a fresh page
 * per route costs more than the check itself.
 */
function everyAddress(): string[] {
  return [...templates().flatMap((t) => t.addresses), ...NOT_THERE]
}
/** The 404 page and the album lookup's "no such album": states of their own, checked as templates. */
const NOT_THERE = ['/no-such-page', '/SubGallery?id=nope']
/** The addresses axe and the keyboard walk visit: each template's representatives, and NOT_THERE. */
function templateAddresses(): string[] {
  return [...templates().flatMap((t) => t.representatives), ...NOT_THERE]
}
const PARTS = 4

test.describe('every route, as it loads', () => {
  // Listings and dates as of the fixtures' day, whatever day the suite runs.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(FIXED_NOW) })
    await serveAce(page)
  })

  for (let part = 0; part < PARTS; part++) {
    test(`every route of the table and the 404 page: no IBM Equal Access violation; on each template, no WCAG violation and no serious best-practice one by axe (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const all = everyAddress()
      expect(all.length).toBeGreaterThan(50)
      const byAxe = new Set(templateAddresses())
      const mine = all.filter((_, i) => i % PARTS === part)
      const whole = new Set(['senior', 'kindergarten'].map((s) => all.find((r) => sectionOf(r) === s)))
      const bad: string[] = []
      let ibmMs = 0
      for (const r of mine) {
        await visit(page, r)
        if (byAxe.has(r)) bad.push(...(await violations(page, r)))
        const started = Date.now()
        bad.push(...(await aceViolations(page, r, whole.has(r) ? 'page' : 'main')))
        ibmMs += Date.now() - started
      }
      console.log(`[hardening] IBM Equal Access part ${part + 1}: ${mine.length} routes in ${(ibmMs / 1000).toFixed(1)} s`)
      expect(bad).toEqual([])
    })
  }
})

/**
 * Tab stops walked on one page from its skip link: enough for the page's own content on all but
 * the longest pages (the sitemap, the photo galleries), whose stops past the first screens are more
 * of the same cards and links as those measured. A whole walk (the shell too: about 20 stops for
 * the skip link, header and navigation, 25 for the footer) may take 200 to come round.
 */
const MAX_STOPS = 80
const MAX_WHOLE = 200

/** The shell's section of an address, from its built page (an address that is not a page: senior). */
function sectionOf(address: string): 'senior' | 'kindergarten' {
  const built = builtPages().find((p) => p.route === address)
  return built ? sectionOfHtml(built.html) : 'senior'
}

/**
 * Walks each address in turn with one browser page. The shell's header and footer are the same on
 * every page of a section, so the first address of each section in `order` is walked whole (round
 * to its first stop again); the others from the skip link over their own stops (keyboardWalk.ts).
 */
async function walkEach(page: Page, addresses: string[], order: string[], label = (r: string) => r) {
  const whole = new Set(['senior', 'kindergarten'].map((s) => order.find((r) => sectionOf(r) === s)))
  const all: Walk = { stops: 0, round: false, problems: [] }
  for (const r of addresses) {
    await visit(page, r)
    // Closed, the home page's dialogs leave the keyboard at the top of the page, as on arrival.
    if (r === '/') await dismissHomeDialogs(page)
    // The walk starts from the page as it settles: carousels within a screen of the top mount once
    // Glide has loaded, and take their scrolling row out of the Tab order; a region still loading
    // says so (aria-busy: /SubGallery?id= asks whether the album exists) and may add stops when done.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-carousel]')].filter(
              (c) =>
                c.getBoundingClientRect().top < 2 * innerHeight &&
                c.querySelectorAll('.glide__slide').length > 1 &&
                !c.matches('.is-mounted'),
            ).length + document.querySelectorAll('[aria-busy="true"]').length,
        ),
      )
      .toBe(0)
    const result = whole.has(r)
      ? await walk(page, label(r), { max: MAX_WHOLE, mode: 'whole' })
      : await walk(page, label(r), { max: MAX_STOPS, mode: 'own' })
    if (whole.has(r) && !result.round)
      all.problems.push(`${label(r)}: the whole walk did not come round to its first stop in ${MAX_WHOLE} stops`)
    all.stops += result.stops
    all.problems.push(...result.problems)
  }
  return all
}

test.describe('every template, from the keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(FIXED_NOW) })
    await prepareWalk(page)
  })

  for (let part = 0; part < PARTS; part++) {
    test(`every template: the skip link is the first stop and moves focus to main; every stop shows a visible focus indicator, is not hidden behind other content, and Shift+Tab goes back (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const mine = templateAddresses().filter((_, i) => i % PARTS === part)
      const { stops, problems } = await walkEach(page, mine, templateAddresses())
      console.log(`[hardening] keyboard walk part ${part + 1}: ${mine.length} routes, ${stops} stops, ${problems.length} problems`)
      expect(problems).toEqual([])
    })
  }
})

test.describe('the keyboard in states and widths the route walk does not reach', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(FIXED_NOW) })
    await prepareWalk(page)
  })

  // home.spec.ts checks that Escape closes each dialog and where focus goes then; this is the Tab ring.
  test('while the notification popup, then the admission enquiry, is open, Tab and Shift+Tab go round inside it and every stop shows a visible focus indicator', async ({
    page,
  }) => {
    await page.goto('/')
    const bad: string[] = []
    for (const [d, label] of [
      ['dialog.notice-dialog', 'notification popup'],
      ['dialog#admission-enquiry', 'admission enquiry'],
    ] as const) {
      await expect(page.locator(d)).toBeVisible()
      const result = await walkDialog(page, label)
      expect(result.stops, label).toBeGreaterThan(1)
      bad.push(...result.problems)
      await page.keyboard.press('Escape')
      await expect(page.locator(d)).toBeHidden()
    }
    expect(bad).toEqual([])
  })

  test('the navigation menus opened from the keyboard, in each section and in the phone menu at 360 px: every link in them shows a visible focus indicator and is not hidden, nor is the first stop after them', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const bad: string[] = []
    for (const [route, width] of [
      ['/about/', 1280],
      ['/kindergarten/', 1280],
      ['/about/', 360],
    ] as const) {
      await page.setViewportSize({ width, height: width > 1000 ? 720 : 740 })
      await page.goto(route)
      const result = await walkMenus(page, `${route} at ${width} px`)
      expect(result.stops).toBeGreaterThan(30)
      bad.push(...result.problems)
    }
    expect(bad).toEqual([])
  })

  test('at 360 px, on a page of each kind with more than links (carousels and tickers, tabs, a form, the flip-book, filters and cards, search) in both sections: the skip link first, every stop visibly focused and in sight, Shift+Tab back', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 740 })
    const all = everyAddress()
    const edition = all.find((r) => /^\/magazine1\/[^/]+\/$/.test(r))!
    const subset = ['/', '/kinder-activities/', '/contact/', edition, '/gallery/', '/search/']
    for (const r of subset) expect(all, 'an address the route walk visits').toContain(r)
    const { stops, problems } = await walkEach(page, subset, subset, (r) => `${r} at 360 px`)
    console.log(`[hardening] keyboard walk at 360 px: ${subset.length} routes, ${stops} stops, ${problems.length} problems`)
    expect(problems).toEqual([])
  })
})

test.describe('every interactive state', () => {
  // Each test opens several pages or states and runs axe on each.
  test.beforeEach(() => test.setTimeout(90_000))

  test('the notification popup, then the admission enquiry, open on the home page', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('dialog.notice-dialog')).toBeVisible()
    const bad = await violations(page, 'notification popup', 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
    bad.push(...(await violations(page, 'admission enquiry', 'dialog[open]')))
    expect(bad).toEqual([])
  })

  for (const r of ['/', '/about', '/kindergarten/']) {
    test(`the mobile menu open on ${r}${r === '/about' ? ', then with a submenu open' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(r)
      if (r === '/') await dismissHomeDialogs(page)
      await page.locator('.nav-toggle summary').click()
      await expect(page.locator('#site-nav')).toBeVisible()
      const bad = await violations(page, `${r} menu open`, 'header')
      if (r === '/about') {
        await page.locator('#site-nav summary', { hasText: 'CBSE Disclosure' }).click()
        bad.push(...(await violations(page, `${r} menu and submenu open`, 'header')))
      }
      expect(bad).toEqual([])
    })
  }

  test('the home events carousel paused with its Pause button', async ({ page }) => {
    const carousel = await openHomeEvents(page)
    const toggle = carousel.locator('[data-carousel-toggle]')
    await toggle.click()
    await expect(toggle).toHaveText('Play')
    await expect(carousel).toHaveAttribute('data-autoplay', 'off')
    await transitionsDone(page)
    expect(await violations(page, 'home events carousel paused', '[data-carousel].is-mounted')).toEqual([])
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
      bad.push(...(await violations(page, `${r} lightbox`, '.pswp')))
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
    const bad = await violations(page, `${edition} flip-book`, 'main')
    await page.getByRole('button', { name: /^Zoom page \d+$/ }).click()
    await expect(page.getByRole('dialog', { name: 'Page viewer' })).toBeFocused()
    await transitionsDone(page)
    bad.push(...(await violations(page, `${edition} page viewer`, '.pswp')))
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
        bad.push(...(await violations(page, `${r} tab list ${i + 1}: last tab`, '[data-tabs]')))
      }
    }
    expect(bad).toEqual([])
  })

  test('search with results and with no results', async ({ page }) => {
    const bad: string[] = []
    for (const q of ['school', 'zzzzqqq']) {
      await page.goto(`/search/?q=${q}`)
      await page.waitForLoadState('networkidle')
      bad.push(...(await violations(page, `search ${q}`, 'main')))
    }
    expect(bad).toEqual([])
  })
})

// Outside validators, accessibility (docs/hardening.md): axe-core on EVERY built route, found at run time from the
// test build (so routes added later are covered without editing this file), and in each interactive
// state: notification popup, admission enquiry, lightbox, mobile menu, a second tab, search results.
// a11y.spec.ts already checks the information routes and the 404 page in their default state,
// and forms-a11y.spec.ts every form with its errors showing: those are not repeated here.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { INFO_ROUTES } from './routes.ts'
import { builtPages } from './builtSite.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const SHARDS = 4

/** Every built route except those a11y.spec.ts checks, with one album and one magazine reader standing for their kind. */
function routes(): string[] {
  const all = builtPages().map((p) => p.route).sort()
  const covered = new Set(INFO_ROUTES.map((r) => r.path + '/'))
  const seen = new Set<string>()
  return all.filter((r) => {
    if (covered.has(r)) return false
    const kind = /^\/(SubGallery|magazine1|newsletter1)\/[^/]+\/$/.exec(r)?.[1]
    if (kind) {
      if (seen.has(kind)) return false
      seen.add(kind)
    }
    return true
  })
}

async function seriousOrCritical(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
})

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe, default state: every route not covered elsewhere (part ${shard + 1}/${SHARDS})`, async ({ page }) => {
    test.setTimeout(120_000)
    const mine = routes().filter((_, i) => i % SHARDS === shard)
    const bad: string[] = []
    for (const r of mine) {
      await page.goto(r)
      bad.push(...(await seriousOrCritical(page, r)))
    }
    console.log(`[hardening] axe default state part ${shard + 1}: ${mine.length} routes, ${bad.length} serious/critical`)
    expect(bad).toEqual([])
  })
}

test('axe with the notification popup, then the admission enquiry, open on the home page', async ({ page }) => {
  await page.goto('/')
  const notice = page.locator('dialog.notice-dialog')
  await expect(notice).toBeVisible()
  const bad = await seriousOrCritical(page, 'notification popup')
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog#admission-enquiry')).toBeVisible()
  bad.push(...(await seriousOrCritical(page, 'admission enquiry')))
  expect(bad).toEqual([])
})

test('axe with the mobile menu open on the home page and a kindergarten page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const bad: string[] = []
  for (const r of ['/', '/kindergarten/']) {
    await page.goto(r)
    // The home page's dialogs open first, the enquiry once the notice is closed; close both to reach the menu.
    if (r === '/') {
      for (const d of ['dialog.notice-dialog', 'dialog#admission-enquiry']) {
        await expect(page.locator(d)).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(page.locator(d)).toBeHidden()
      }
    }
    await page.locator('.nav-toggle summary').click()
    await expect(page.locator('#site-nav')).toBeVisible()
    bad.push(...(await seriousOrCritical(page, `${r} menu open`)))
  }
  expect(bad).toEqual([])
})

test('axe with the lightbox open (every page kind that has one: information gallery, album)', async ({ page }) => {
  const candidates = ['/campus/', ...routes().filter((r) => r.startsWith('/SubGallery/'))]
  const bad: string[] = []
  for (const r of candidates) {
    await page.goto(r)
    const first = page.locator('[data-lightbox] a[data-lightbox-item]').first()
    if ((await first.count()) === 0) continue
    await first.click()
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('.pswp__counter')).toContainText('1 / ')
    await expect(page.locator('.pswp__caption')).not.toBeEmpty()
    // Opened, not opening: PhotoSwipe fades its backdrop and controls in, and axe measures a
    // half-faded counter's contrast with its fading ancestor's opacity.
    await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'))
    bad.push(...(await seriousOrCritical(page, `${r} lightbox`)))
  }
  expect(bad).toEqual([])
})

test('axe with other tabs selected (every tab set: sports outer and nested, kindergarten activities)', async ({ page }) => {
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
      bad.push(...(await seriousOrCritical(page, `${r} tab list ${i + 1}: last tab`)))
    }
  }
  expect(bad).toEqual([])
})

test('axe on search with results and with no results', async ({ page }) => {
  const bad: string[] = []
  for (const q of ['school', 'zzzzqqq']) {
    await page.goto(`/search/?q=${q}`)
    await page.waitForLoadState('networkidle')
    bad.push(...(await seriousOrCritical(page, `search ${q}`)))
  }
  expect(bad).toEqual([])
})

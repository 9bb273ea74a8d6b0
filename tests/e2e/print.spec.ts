// The pages parents print, rendered as Chromium prints them (print media, A4): the page's content
// only, no navigation, search, carousels, dialogs or buttons; table rows whole and header rows
// repeated; links followed by their address (styles/print.css).
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { testDist } from './builtSite.ts'

/** The first item page of a kind in the test build (/news/{id}/, /events/{id}/). */
const firstItem = (kind: 'news' | 'events') => {
  const dir = path.join(testDist(), kind)
  const id = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()[0]
  return `/${kind}/${id}/`
}

const PRINTED: { name: string; path: () => string; table?: boolean }[] = [
  { name: 'the kindergarten fee table', path: () => '/kids-fee-details/', table: true },
  { name: 'the book list', path: () => '/Booklist/' },
  { name: 'the year planner', path: () => '/year-planner/' },
  { name: 'the school hours page', path: () => '/school-hours/' },
  { name: 'the TC issued page', path: () => '/tc/' },
  { name: 'a news item', path: () => firstItem('news') },
  { name: 'an event', path: () => firstItem('events') },
]

/** Elements that only work on a screen, none of which may print. */
const SCREEN_ONLY = [
  '.topbar',
  '.site-nav',
  '.site-search',
  '.skip-link',
  'dialog',
  '.carousel',
  '.ticker',
  'button',
  '.btn',
  'form',
  'iframe',
]

async function printedBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden' && r.width > 0 && r.height > 0
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  )
}

test.describe('printing', () => {
  for (const p of PRINTED) {
    test(`${p.name} prints its content and nothing made for the screen`, async ({ page }) => {
      await page.goto(p.path())
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('main h1')).toBeVisible()
      for (const selector of SCREEN_ONLY) {
        expect(await printedBoxes(page, selector), `${selector} is printed on ${p.path()}`).toEqual([])
      }
      // The sheet still says where it came from: the school's name and the footer's last line.
      await expect(page.locator('.site-footer__bottom')).toBeVisible()

      // A link that leaves the page prints its address after its text.
      const link = page
        .locator('main a[href]:not([href^="#"])')
        .filter({ hasNot: page.locator('img') })
        .first()
      if (await link.count()) {
        const href = (await link.getAttribute('href'))!
        const after = await link.evaluate((a) => getComputedStyle(a, '::after').content)
        expect(after, `the address of ${href}`).toContain(href)
      }

      if (p.table) {
        const rows = await page.locator('main tr').evaluateAll((trs) => trs.map((tr) => getComputedStyle(tr).breakInside))
        expect(rows.length).toBeGreaterThan(0)
        expect(new Set(rows)).toEqual(new Set(['avoid']))
        const head = await page
          .locator('main thead')
          .first()
          .evaluate((t) => getComputedStyle(t).display)
        expect(head).toBe('table-header-group')
      }

      // Chromium lays the page out on A4 sheets: it prints, and on few sheets (no screen layout
      // spilling over dozens of pages).
      const pdf = await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true })
      const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
      expect(sheets).toBeGreaterThan(0)
      expect(sheets).toBeLessThanOrEqual(4)
    })
  }

  test('a closed tab prints its panel too', async ({ page }) => {
    await page.goto('/sports/')
    const panels = page.locator('.tabs__panel')
    expect(await panels.count(), '/sports has a tab set').toBeGreaterThan(1)
    await page.emulateMedia({ media: 'print' })
    expect(await printedBoxes(page, '.tabs__panel')).toHaveLength(await panels.count())
  })
})

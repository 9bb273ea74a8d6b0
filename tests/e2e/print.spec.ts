// The pages parents print, rendered as Chromium prints them (print media, A4): the page's content
// only, no navigation, search, carousels, dialogs or buttons; table rows whole and header rows
// repeated; links followed by their address (styles/print.css).
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { YEAR_KEY } from '#lib/select/archives.ts'

/** The first item page of a kind in the test build (/news/{id}/, /events/{id}/). */
const firstItem = (kind: 'news' | 'events') => {
  const dir = path.join(testDist(), kind)
  const id = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    // Not a year's archive (/news/2025/), which sits beside the item pages.
    .filter((name) => !YEAR_KEY.test(name))
    .sort()[0]
  return `/${kind}/${id}/`
}

/** `links`: what the printed page links to, each link of which must print its address. */
const PRINTED: { name: string; path: () => string; table?: boolean; links?: string }[] = [
  { name: 'the kindergarten fee table', path: () => '/kids-fee-details/', table: true },
  { name: 'the book list', path: () => '/Booklist/', links: 'the two book lists (PDF)' },
  { name: 'the year planner', path: () => '/year-planner/', links: 'the planner (PDF)' },
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
  '.share',
  '.subscribe',
  '.ticker',
  'button',
  // A document's download link looks like a button on screen and prints as a link (styles/print.css).
  '.btn:not(.doc-link)',
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

  for (const p of PRINTED.filter((p) => p.links)) {
    test(`${p.name} prints the address of every link to ${p.links}`, async ({ page }) => {
      await page.goto(p.path())
      await page.emulateMedia({ media: 'print' })
      // The links on paper that leave the page; a link around an image or a heading prints none.
      const printed = await page
        .locator('main a[href]:not([href^="#"])')
        .evaluateAll((as) =>
          as
            .filter((a) => a.getClientRects().length > 0 && !a.querySelector('img, h1, h2, h3'))
            .map((a) => ({ href: a.getAttribute('href')!, after: getComputedStyle(a, '::after').content })),
        )
      expect(printed.length, `links printed on ${p.path()}`).toBeGreaterThan(0)
      for (const link of printed) expect(link.after, `the address of ${link.href}`).toContain(link.href)
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

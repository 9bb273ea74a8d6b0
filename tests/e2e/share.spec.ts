// Sharing a news item, an event or an album: WhatsApp and e-mail without any script; the phone's own
// share sheet and "Copy link" where the browser has them; no third-party script either way.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { YEAR_KEY } from '#lib/select/archives.ts'

const SITE_URL = 'https://school.example.org'
const first = (kind: string) => {
  const id = fs
    .readdirSync(path.join(testDist(), kind), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    // Not a year's archive (/news/2025/), which sits beside the item pages.
    .filter((name) => !YEAR_KEY.test(name))
    .sort()[0]!
  return `/${kind}/${id}/`
}
const PAGES = [
  { name: 'a news item', path: () => first('news') },
  { name: 'an event', path: () => first('events') },
  { name: 'an album', path: () => first('SubGallery') },
]

for (const p of PAGES) {
  test(`${p.name}: WhatsApp and e-mail carry the title and the permalink, with no script`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(p.path())
    const title = (await page.locator('main h1').textContent())!.trim()
    const share = page.locator('.share')
    const whatsapp = new URL((await share.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!)
    expect(whatsapp.origin).toBe('https://wa.me')
    expect(whatsapp.searchParams.get('text')).toBe(`${title}\n${SITE_URL}${p.path()}`)
    const mail = (await share.getByRole('link', { name: 'E-mail' }).getAttribute('href'))!
    expect(mail).toMatch(/^mailto:\?subject=/)
    expect(decodeURIComponent(mail.slice(mail.indexOf('body=') + 5))).toBe(`${title}\n\n${SITE_URL}${p.path()}`)
    // What needs a script is not offered without one.
    await expect(share.getByRole('button')).toHaveCount(0)
    await context.close()
  })
}

test('the phone’s share sheet gets the title and the permalink', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[] }
    w.shared = []
    Object.defineProperty(navigator, 'share', { value: (data: unknown) => (w.shared.push(data), Promise.resolve()) })
    Object.defineProperty(navigator, 'canShare', { value: () => true })
  })
  const at = first('news')
  await page.goto(at)
  const title = (await page.locator('main h1').textContent())!.trim()
  await page.locator('.share').getByRole('button', { name: 'Share…' }).click()
  expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ title, url: `${SITE_URL}${at}` }])
})

test('Copy link puts the permalink on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const at = first('events')
  await page.goto(at)
  await expect(page.locator('.share').getByRole('button', { name: 'Share…' })).toHaveCount(0) // no Web Share on desktop Linux
  await page.locator('.share').getByRole('button', { name: 'Copy link' }).click()
  await expect(page.locator('.share [role="status"]')).toHaveText('Link copied.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${at}`)
})

for (const p of PAGES.slice(0, 2)) {
  test(`${p.name} on a 390 px phone: share and calendar links are rows of pills, without bullets, never touching`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(p.path())
    const rows = page.locator('.share__list, .subscribe__links')
    expect(await rows.count(), 'the share row, and on an event the add-to-calendar row').toBe(p.path().startsWith('/events/') ? 2 : 1)
    for (const row of await rows.all()) {
      const found = await row.evaluate((ul) => {
        const items = [...ul.children].filter((li) => getComputedStyle(li).display !== 'none')
        const pills = items.map((li) => li.querySelector('a, button')!.getBoundingClientRect())
        return {
          markers: items.map((li) => getComputedStyle(li).listStyleType).filter((t) => t !== 'none'),
          // Between neighbours: across on one line, down where the row wraps.
          gaps: pills.slice(1).map((r, i) => {
            const prev = pills[i]!
            return Math.abs(r.top - prev.top) < 1 ? r.left - prev.right : r.top - prev.bottom
          }),
        }
      })
      expect(found.markers, 'list bullets beside the pills').toEqual([])
      expect(found.gaps.length).toBeGreaterThan(0)
      for (const gap of found.gaps) expect(gap, 'space between two pills, in px').toBeGreaterThanOrEqual(8)
    }
  })
}

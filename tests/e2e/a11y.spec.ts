// axe-core finds no serious or critical violation on any information route (WCAG 2.2 AA rules).
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test.ts'
import { INFO_ROUTES } from './routes.ts'

const PATHS = [...INFO_ROUTES.map((r) => r.path), '/no-such-page']

for (const p of PATHS) {
  test(`axe: ${p} has no serious or critical violation`, async ({ page }) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
    await page.goto(p)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .exclude('iframe')
      .analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
  })
}

test('axe: the open mobile menu has no serious or critical violation', async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/about')
  await page.locator('.nav-toggle summary').click()
  await page.locator('#site-nav summary', { hasText: 'CBSE Disclosure' }).click()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).exclude('iframe').analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})

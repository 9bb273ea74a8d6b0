import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { openHomeEnquiry, openLiveForm } from './formsHelpers.ts'

// axe on every form in the state that matters most: errors showing (summary, inline messages).
const PAGES: { path: string; open?: (p: Page) => Promise<void>; submit: string }[] = [
  { path: '/contact', open: (p) => openLiveForm(p, '/contact', 'contact'), submit: 'Submit' },
  { path: '/career', open: (p) => p.getByRole('button', { name: 'Apply' }).click(), submit: 'Submit application' },
  { path: '/alumni', open: (p) => p.getByRole('button', { name: 'Alumni Form' }).click(), submit: 'Submit' },
  { path: '/tc', open: (p) => openLiveForm(p, '/tc', 'tc'), submit: 'Download' },
  { path: '/', submit: 'Submit' },
]

for (const { path, open, submit } of PAGES) {
  test(`${path}: one h1, and no axe violations with errors showing`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    if (open) await open(page)
    if (path === '/') await openHomeEnquiry(page)
    await page.getByRole('button', { name: submit, exact: true }).click()
    await expect(page.locator('.error-summary')).toBeFocused()
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

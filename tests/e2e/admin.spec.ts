// The editor at /admin (docs/operations.md "The editor at /admin"), driven against Decap CMS's
// in-memory test-repo backend: no network. A saved edit must be a file the content check accepts
// and the build renders; a rejected one must fail the check naming the file, field and expectation.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse as parseYaml } from 'yaml'
import { splitFrontMatter } from '#lib/content/markdown.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { FIXTURE_CONTENT_DIR as contentDir } from '../fixtures/testEnv.ts'
import { checkContentIn, openAdmin, pendingFiles, projectWithContent, renderIn } from './adminHelpers.ts'

const distDir = testDist

test.describe('the editor at /admin', () => {
  const roots: string[] = []
  test.afterAll(() => {
    for (const r of roots) fs.rmSync(r, { recursive: true, force: true })
  })

  test('a fee and a paragraph edited and saved become files that pass the check and build into the changed pages', async ({ page }) => {
    test.setTimeout(90_000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await openAdmin(page, { distDir: distDir(), contentDir })

    // Kindergarten fees: Nursery's tuition fees 54176 -> 55000, total 63206 -> 64030.
    await page.goto('/admin/#/collections/tables/entries/kids-fees')
    await page.getByLabel('Tuition fees (rupees)').first().fill('55000')
    await page.getByLabel('Total fees (rupees)').first().fill('64030')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/changes saved/i)).toBeVisible()

    // About: a sentence added to the end of the first paragraph (the editor opens in Markdown mode).
    // Through the collection list: a hash jump from one open entry to another leaves Decap's form empty.
    await page.goto('/admin/#/collections/pages')
    await page.getByRole('link', { name: /\(\/about\)/ }).click()
    await page.locator('[data-slate-editor] [data-slate-node="element"]').filter({ hasText: 'it has grown every year since.' }).click()
    await page.keyboard.press('End')
    await page.keyboard.type(' In 2026 it opened a new science block.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/changes saved/i)).toBeVisible()

    const saved = await pendingFiles(page)
    expect(Object.keys(saved).sort()).toEqual(['data/content/kids-fees.json', 'data/content/pages/about.md'])
    expect(errors).toEqual([])

    const root = projectWithContent(saved)
    roots.push(root)
    const check = checkContentIn(root)
    expect(check.output).toContain('every file in data/content is valid')
    expect(check.status).toBe(0)

    const html = renderIn(root, ['/kids-fee-details', '/about'])
    expect(html['/kids-fee-details']).toContain('data-value="55000">55,000</td>')
    expect(html['/kids-fee-details']).toContain('data-value="64030"><strong>64,030</strong>')
    expect(html['/about']).toMatch(
      /<p>Nazareth Convent School opened its doors on <strong>14 June 1963<\/strong>[^<]*every year since\. In 2026 it opened a new science block\.<\/p>/,
    )
    // Nothing else of the page changed on the way through the editor: the same front matter (Decap
    // writes YAML in block style) and the body's other lines, its sample-copy comment included.
    const before = splitFrontMatter(fs.readFileSync(path.join(contentDir, 'pages/about.md'), 'utf8'))
    const after = splitFrontMatter(saved['data/content/pages/about.md']!)
    expect(parseYaml(after.yaml)).toEqual(parseYaml(before.yaml))
    expect(
      after.body
        .trim()
        .split('\n')
        .filter((l) => !before.body.split('\n').includes(l)),
    ).toEqual([
      'school had moved to its present campus on Convent Road, and it has grown every year since. In 2026 it opened a new science block.',
    ])
  })

  test('an edit the schemas reject fails the content check naming the file, the field and what is expected', async ({ page }) => {
    test.setTimeout(60_000)
    await openAdmin(page, { distDir: distDir(), contentDir })
    // The total left as it was: the fee row no longer adds up.
    await page.goto('/admin/#/collections/tables/entries/kids-fees')
    await page.getByLabel('Tuition fees (rupees)').first().fill('60000')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/changes saved/i)).toBeVisible()

    const root = projectWithContent(await pendingFiles(page))
    roots.push(root)
    const check = checkContentIn(root)
    expect(check.status).toBe(1)
    expect(check.output).toContain('data/content/kids-fees.json › rows.0.totalFees: must equal tuition fees plus term fees')
  })
})

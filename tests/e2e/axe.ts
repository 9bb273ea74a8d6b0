// axe-core in the page under test. Its script is served from memory at an address of the page's own
// origin, so the browser compiles it once for every page of a test, and axe.run answers in the page
// (AxeBuilder of @axe-core/playwright injects the source on every check and runs its last step in a
// new blank page: measured here, 1.4 to 1.7 s a check against 0.25 to 0.5 s so). Inside an <iframe>
// is not the page's: the map and the year planner's PDF viewer are other sites' or the browser's.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const AXE_JS = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'))
const AXE_PATH = '/__test-only__/axe.js'

export type AxeViolation = AxeResults['violations'][number]

/** Lets `axe()` load its script on this page's addresses; call once per page, before it navigates. */
export async function serveAxe(page: Page): Promise<void> {
  await page.route(`**${AXE_PATH}`, (r) =>
    r.fulfill({ body: AXE_JS, contentType: 'text/javascript', headers: { 'Cache-Control': 'max-age=86400' } }),
  )
}

/** axe's violations on the page as it is now, within `include` (a selector; the whole page if none). */
export async function axe(page: Page, options: { include?: string; run?: RunOptions } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH })
  return page.evaluate(
    async ({ include, run }) => {
      const engine = (window as unknown as { axe: { run(c: object, o: object): Promise<AxeResults> } }).axe
      const context = { include: include ? [include] : [document], exclude: ['iframe'] }
      return (await engine.run(context, { ...run, iframes: false })).violations
    },
    { include: options.include, run: options.run ?? {} },
  )
}

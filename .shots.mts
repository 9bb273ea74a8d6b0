import { chromium } from '@playwright/test'
import { startStaticServer } from '/work/wt/issue3/scripts/lib/staticServer.ts'
const srv = await startStaticServer({ root: '/work/wt/issue3/dist/client' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const routes = (process.env.ROUTES ?? '/,/about,/sports,/campus,/kids-fee-details').split(',')
const widths = (process.env.WIDTHS ?? '360,768,1366').split(',').map(Number)
for (const w of widths) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  for (const r of routes) {
    await page.goto(srv.url + r)
    await page.waitForTimeout(150)
    const name = `/tmp/shots3/${(r === '/' ? 'home' : r.slice(1).replace(/\//g, '_'))}-${w}.png`
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' })
  }
  await page.close()
}
await browser.close(); await srv.close()

// Screenshots of built pages at 360, 768 and 1366 px in Debian's Chromium, for looking at the
// design. Build first (npm run build), then:
//   ROUTES=/,/about,/sports WIDTHS=360,1366 FULL=1 node --import tsx scripts/content/screenshots.ts
// PNGs go to $OUT (default /tmp/ncsr-shots). External requests (map, social) are blocked.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startPreviewServer } from '../lib/previewServer.ts'

const out = process.env.OUT ?? '/tmp/ncsr-shots'
fs.mkdirSync(out, { recursive: true })
const srv = await startPreviewServer({ root: path.resolve('dist/client') })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const routes = (process.env.ROUTES ?? '/,/about,/sports,/campus,/kids-fee-details').split(',')
const widths = (process.env.WIDTHS ?? '360,768,1366').split(',').map(Number)
for (const w of widths) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  for (const r of routes) {
    await page.goto(srv.url + r)
    const name = path.join(out, `${r === '/' ? 'home' : r.slice(1).replace(/\//g, '_')}-${w}.png`)
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' })
    console.log(name)
  }
  await page.close()
}
await browser.close()
await srv.close()

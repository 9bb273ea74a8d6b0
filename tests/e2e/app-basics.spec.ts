// What a phone needs to keep the site on its home screen: every page links the manifest, a touch icon
// and a theme colour for both schemes; the manifest and its icons are served at their sizes; and
// Chromium itself finds nothing that stops the site from being installed.
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './test.ts'

test('the manifest is served as a manifest and each icon at the size it declares', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await res.json()) as { icons: { src: string; sizes: string; type: string }[] }
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const png = await request.get(icon.src)
    expect(png.status(), icon.src).toBe(200)
    const meta = await sharp(await png.body()).metadata()
    expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes)
    expect(meta.format, icon.src).toBe('png')
    // Opaque: iOS and the maskable crop fill transparency with black or white.
    const { channels } = await sharp(await png.body()).stats()
    if (channels.length === 4) expect(channels[3]!.min, icon.src).toBe(255)
  }
})

test('Chromium finds no reason the site cannot be installed', async ({ browserName, baseURL }, testInfo) => {
  expect(browserName).toBe('chromium')
  // A profile of its own: Playwright's contexts are incognito, where Chromium never offers to install.
  const { launchOptions } = testInfo.project.use
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    const cdp = await context.newCDPSession(page)
    // The same check as Chromium's install prompt and DevTools' Application panel.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([])
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] }
    expect(url).toMatch(/\/manifest\.webmanifest$/)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

// The byte budget a visitor's browser measures (the built files' budgets: tests/build/budgets.test.ts):
// the photo gallery scrolled to its end, every image it requests counted.
import { expect, test } from './test.ts'

const KB = 1024
const GALLERY_IMAGES = 1024 * KB

test.describe('byte budgets (in the browser)', () => {
  test(`the photo gallery transfers under ${GALLERY_IMAGES / KB} KB of images`, async ({ page }) => {
    let bytes = 0
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'image') return
      bytes += (await res.body().catch(() => Buffer.alloc(0))).length
    })
    await page.goto('/gallery/')
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        // Two frames: the lazy images now in view are laid out and requested.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      }
    })
    await page.waitForLoadState('networkidle')
    if (process.env.BUDGETS_VERBOSE) console.log(`gallery images ${bytes} B`)
    expect(bytes).toBeLessThan(GALLERY_IMAGES)
  })
})

// What a link shared on WhatsApp or Facebook shows (docs/architecture.md "Sharing"): every built page
// names an og:image on the site's own origin with its type, size and alt text, and each names a
// real file of that size and type, within the weight WhatsApp shows; items with a photo share a crop
// of it, every other page a social card.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { builtHtml, testDist } from '#tests/support/builtSite.ts'
import { testBuildEnv } from '#tests/fixtures/testEnv.ts'
import { decodeHTML } from 'entities'

const SITE_URL = testBuildEnv('').SITE_URL

/** The content of a <meta property|name="key">, unescaped as far as URLs and alt texts need. */
const meta = (html: string, key: string) =>
  html
    .match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`))?.[1]
    ?.replace(/&[^;\s]+;/g, (ref) => decodeHTML(ref))

it('every built page names its og:image, on the site, with type, size and alt, as a large card', async () => {
  const pages = builtHtml().filter((p) => !p.isEditor)
  expect(pages.length).toBeGreaterThan(50)
  const sizes = new Map<string, { width: number; height: number; format: string | undefined; bytes: number }>()
  for (const p of pages) {
    const image = meta(p.html, 'og:image')
    expect(image, p.route).toBeDefined()
    expect(image!.startsWith(`${SITE_URL}/og/`), `${p.route}: ${image}`).toBe(true)
    expect(meta(p.html, 'twitter:card'), p.route).toBe('summary_large_image')
    expect(meta(p.html, 'twitter:image'), p.route).toBe(image)
    expect(meta(p.html, 'og:image:alt')?.length, p.route).toBeGreaterThan(3)
    const file = path.join(testDist(), new URL(image!).pathname)
    let real = sizes.get(file)
    if (!real) {
      expect(fs.existsSync(file), `${p.route}: ${file}`).toBe(true)
      const m = await sharp(file).metadata()
      sizes.set(file, (real = { width: m.width!, height: m.height!, format: m.format, bytes: fs.statSync(file).size }))
    }
    expect(`${real.width}x${real.height}`, p.route).toBe(`${meta(p.html, 'og:image:width')}x${meta(p.html, 'og:image:height')}`)
    expect(meta(p.html, 'og:image:type'), p.route).toBe(real.format === 'jpeg' ? 'image/jpeg' : 'image/png')
    // WhatsApp's preview leaves out larger images.
    expect(real.bytes, p.route).toBeLessThanOrEqual(300_000)
  }
  // The text pages share cards of the size link previews show large.
  const about = pages.find((p) => p.route === '/about/')!
  expect(meta(about.html, 'og:image:width')).toBe('1200')
  expect(meta(about.html, 'og:image:height')).toBe('630')
  expect(meta(about.html, 'og:image:type')).toBe('image/png')
})

it('an item with a photo shares a JPEG crop of it; one without shares its listing’s card', () => {
  // Item pages, not the year archives beside them (/news/2025/).
  const items = builtHtml().filter((p) => /^\/(news|events|SubGallery)\/[^/]+\/$/.test(p.route) && !/\/[0-9]{4}\/$/.test(p.route))
  const withPhoto = items.filter((p) => meta(p.html, 'og:image:type') === 'image/jpeg')
  expect(withPhoto.length).toBeGreaterThan(0)
  const cards = new Set(items.filter((p) => meta(p.html, 'og:image:type') === 'image/png').map((p) => meta(p.html, 'og:image')))
  // A handful of listings' cards, not one an item.
  expect(cards.size).toBeLessThanOrEqual(6)
})

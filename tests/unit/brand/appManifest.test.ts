import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appManifest, ICONS } from '#lib/brand/appManifest.ts'
import { CREST_VIEWBOX, crestIconSvg } from '#lib/brand/crest.ts'
import { HOME_SCREEN_NAME_MAX, siteSchema } from '#lib/content/siteSchema.ts'

describe('appManifest', () => {
  const m = appManifest({ name: 'Nazareth Convent School', homeScreenName: 'Nazareth', description: 'A school.' })

  it('has what Chromium asks of an installable site: names, start_url, a standalone display, 192 and 512 px icons', () => {
    expect(m).toMatchObject({ name: 'Nazareth Convent School', short_name: 'Nazareth', start_url: '/', display: 'standalone' })
    const sizes = m.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })

  it('offers a maskable icon, and not the apple-touch icon (iOS reads that from <head>)', () => {
    expect(m.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['512x512'])
    expect(m.icons.map((i) => i.src)).not.toContain('/icons/apple-touch-icon.png')
  })

  it('labels the home-screen icon with the home-screen name, which fits under it', () => {
    expect(m.short_name.length).toBeLessThanOrEqual(HOME_SCREEN_NAME_MAX)
  })
})

describe('the home-screen name in site.json', () => {
  const site = JSON.parse(fs.readFileSync('tests/fixtures/content/site.json', 'utf8')) as Record<string, unknown>
  it('is accepted at 12 characters and refused at 13, with the reason', () => {
    expect(siteSchema.safeParse({ ...site, homeScreenName: 'N'.repeat(12) }).success).toBe(true)
    const longer = siteSchema.safeParse({ ...site, homeScreenName: 'N'.repeat(13) })
    expect(longer.success).toBe(false)
    expect(longer.error?.issues[0]).toMatchObject({ path: ['homeScreenName'], message: expect.stringContaining('at most 12 characters') })
  })
  it('is required', () => {
    const { homeScreenName: _, ...without } = site
    expect(siteSchema.safeParse(without).success).toBe(false)
  })
})

describe('crestIconSvg', () => {
  it('keeps a maskable icon’s crest inside the middle 80% circle that launchers may cut it to', () => {
    for (const icon of ICONS.filter((i) => i.purpose === 'maskable')) {
      const halfH = (icon.scale * icon.size) / 2
      const halfW = (halfH * CREST_VIEWBOX.width) / CREST_VIEWBOX.height
      expect(Math.hypot(halfW, halfH), icon.path).toBeLessThanOrEqual(0.4 * icon.size)
    }
  })

  it('draws the crest centred on an opaque square of the given size', () => {
    const svg = crestIconSvg(180, { background: '#1b2f5c', scale: 0.72 })
    expect(svg).toMatch(/^<svg [^>]*width="180" height="180"/)
    expect(svg).toContain('<rect width="180" height="180" fill="#1b2f5c"/>')
    const [, tx, ty] = /translate\(([\d.]+) ([\d.]+)\)/.exec(svg)!
    const h = 0.72 * 180
    expect(Number(ty)).toBeCloseTo((180 - h) / 2)
    expect(Number(tx)).toBeCloseTo((180 - (h * 100) / 115) / 2)
  })
})

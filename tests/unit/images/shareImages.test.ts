// The build's share images (scripts/images/shareImages.ts): cards and photo crops made once, at the
// sizes and weights link previews accept, and reused from the cache by the next build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { cropPhoto, distinctShareAssets, drawCard, makeShareImages, SHARE_BYTE_CAP } from '#scripts/images/shareImages.ts'
import type { ShareAsset } from '#lib/seo/shareImage.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'share-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })

describe('drawCard', () => {
  it('is a 1200 x 630 PNG well under the byte cap, with the title drawn in white on navy', async () => {
    const png = await drawCard('Admission Procedure', sharp)
    const meta = await sharp(png).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    expect(png.length).toBeLessThan(SHARE_BYTE_CAP)
    // The title's block (right of the crest, upper middle) holds white pixels: the words were drawn.
    const { data, info } = await sharp(png)
      .extract({ left: 460, top: 200, width: 600, height: 120 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    let white = 0
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white++
    expect(white).toBeGreaterThan(1000)
  }, 20_000)
})

describe('cropPhoto', () => {
  it('crops a noisy photo to the size asked, as JPEG within the byte cap', async () => {
    const file = path.join(root, 'v.webp')
    await noisy(1600, 1200).webp({ quality: 90 }).toFile(file)
    const jpg = await cropPhoto(file, { width: 1200, height: 630 }, sharp)
    const meta = await sharp(jpg).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    expect(jpg.length).toBeLessThanOrEqual(SHARE_BYTE_CAP)
    // A smaller cap is met by a lower quality.
    const small = await cropPhoto(file, { width: 1200, height: 630 }, sharp, 200_000)
    expect(small.length).toBeLessThan(jpg.length)
  }, 20_000)
})

describe('makeShareImages', () => {
  it('makes what the pages asked for once, links it into og/, and takes it from the cache on the next build', async () => {
    const outDir = path.join(root, 'dist')
    const cacheDir = path.join(root, 'cache')
    fs.mkdirSync(path.join(cacheDir, 'variants', 'k1'), { recursive: true })
    await noisy(800, 600)
      .webp()
      .toFile(path.join(cacheDir, 'variants', 'k1', '800.webp'))
    const assets: ShareAsset[] = [
      { kind: 'card', name: 'c1.png', title: 'Latest News' },
      { kind: 'photo', name: 'p1.jpg', key: 'k1', file: '800.webp', width: 800, height: 600, cropWidth: 800, cropHeight: 420 },
    ]
    // As the renders return them: many pages name the same card, and a page with an image CDN's photo names none.
    const build = (clientDir: string) => makeShareImages({ assets: [...assets, assets[0], undefined], clientDir, cacheDir })

    const first = await build(path.join(outDir, 'client'))
    expect(first).toMatchObject({ cards: 1, photos: 1, made: 2 })
    expect((await sharp(path.join(outDir, 'client', 'og', 'p1.jpg')).metadata()).width).toBe(800)
    expect(fs.existsSync(path.join(outDir, 'client', 'og', 'c1.png'))).toBe(true)

    const second = await build(path.join(outDir, 'client2'))
    expect(second).toMatchObject({ cards: 1, photos: 1, made: 0 })
    expect(fs.readdirSync(path.join(outDir, 'client2', 'og')).sort()).toEqual(['c1.png', 'p1.jpg'])
  }, 30_000)

  it('takes each file once, in name order, whatever order and how many times the pages named it', () => {
    const card = (name: string): ShareAsset => ({ kind: 'card', name, title: name })
    expect(distinctShareAssets([card('b.png'), undefined, card('a.png'), card('b.png')]).map((a) => a.name)).toEqual(['a.png', 'b.png'])
  })
})

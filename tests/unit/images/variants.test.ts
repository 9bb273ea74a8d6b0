// What one original becomes (scripts/images/makeVariants.ts): widths for its places, crops to the
// cards' 4:3 box, and no variant heavier than its byte cap. Images are generated here with sharp.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cropWidths, leadAvifWidths, makeVariants, variantWidths } from '#scripts/images/makeVariants.ts'

/** Detail at every scale: noise drawn at the size it is shown, so resizing cannot smooth it away. */
const detailed = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer()

describe('the widths made for an image', () => {
  it('whole-image widths are capped by the image and by a 2048 px long edge', () => {
    expect(variantWidths(4032, 3024)).toEqual([400, 800, 1600])
    expect(variantWidths(3024, 4032)).toEqual([400, 800, 1536])
    expect(variantWidths(600, 450)).toEqual([400, 600])
  })

  it("a lead image's AVIF widths add 640 (the notification dialog) and are capped like the WebP ones", () => {
    expect(leadAvifWidths(4032, 3024)).toEqual([400, 640, 800, 1600])
    expect(leadAvifWidths(3024, 4032)).toEqual([400, 640, 800, 1536])
    expect(leadAvifWidths(600, 450)).toEqual([400, 600])
  })

  it('crops are never wider than the widest 4:3 box the image holds', () => {
    expect(cropWidths(4032, 3024)).toEqual([336, 672])
    expect(cropWidths(3024, 4032)).toEqual([336, 672])
    // A wide, short banner: the 4:3 box is 133 px wide at 100 px high.
    expect(cropWidths(1200, 100)).toEqual([133])
    expect(cropWidths(500, 400)).toEqual([336, 500])
  })
})

describe('the files made for an image', () => {
  it('a photo gets WebP widths and AVIF crops to 4:3; a magazine page gets no crops', async () => {
    const photo = await makeVariants(await detailed(1200, 1600), sharp)
    expect(photo.files.map((f) => f.name)).toEqual(['400.webp', '800.webp', '1200.webp', 'c336.avif', 'c672.avif'])
    for (const f of photo.files.filter((f) => f.name.startsWith('c'))) {
      expect(await sharp(f.data).metadata()).toMatchObject({ compression: 'av1', width: f.width, height: (f.width * 3) / 4 })
    }
    const page = await makeVariants(await detailed(1200, 1600), sharp, { crops: false })
    expect(page.crops).toEqual([])
    expect(page.files.map((f) => f.name)).toEqual(['400.webp', '800.webp', '1200.webp'])
  }, 120_000)

  it('a lead image also gets AVIF of the whole image, each width resized once for both formats', async () => {
    const lead = await makeVariants(await detailed(1200, 900), sharp, { avif: true })
    expect(lead.avif).toEqual([400, 640, 800, 1200])
    expect(lead.files.map((f) => f.name)).toEqual([
      '400.webp',
      'a400.avif',
      'a640.avif',
      '800.webp',
      'a800.avif',
      '1200.webp',
      'a1200.avif',
      'c336.avif',
      'c672.avif',
    ])
    for (const f of lead.files.filter((f) => f.name.startsWith('a'))) {
      expect(await sharp(f.data).metadata()).toMatchObject({ compression: 'av1', width: f.width, height: (f.width * 3) / 4 })
    }
    expect((await makeVariants(await detailed(1200, 900), sharp)).avif).toEqual([])
  }, 30_000)

  it('a variant over its byte cap is encoded again at a lower quality until it fits', async () => {
    const input = await detailed(800, 600)
    const free = await makeVariants(input, sharp, { crops: false, caps: [{ upTo: Infinity, bytes: 10_000_000 }] })
    const full = free.files.find((f) => f.width === 800)!.data.length
    const cap = Math.round(full * 0.85)
    const capped = await makeVariants(input, sharp, { crops: false, caps: [{ upTo: Infinity, bytes: cap }] })
    const bytes = capped.files.find((f) => f.width === 800)!.data.length
    expect(bytes).toBeLessThanOrEqual(cap)
    expect(await sharp(capped.files.find((f) => f.width === 800)!.data).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    })
    // A cap no quality can meet: the floor quality's file, still the smallest of the tries.
    const floor = await makeVariants(input, sharp, { crops: false, caps: [{ upTo: Infinity, bytes: 1_000 }] })
    expect(floor.files.find((f) => f.width === 800)!.data.length).toBeLessThan(bytes)
  }, 120_000)
})

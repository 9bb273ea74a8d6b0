import { describe, expect, it } from 'vitest'
import type { ImageManifest } from '#lib/images/responsive.ts'
import { chooseShareImage, SHARE_SIZE, shareCropSize, type ShareInput } from '#lib/seo/shareImage.ts'

const PHOTO = 'https://api.example/api/image/gallery/1/a.jpg'
const manifest = (entry: Parameters<ImageManifest['images']['set']>[1], cdn?: ImageManifest['cdn']): ImageManifest => ({
  ...(cdn ? { cdn } : {}),
  images: new Map([[PHOTO, entry]]),
})
const input = (over: Partial<ShareInput>): ShareInput => ({
  cardTitle: 'Latest News',
  cardAlt: 'Latest News, Nazareth Convent School',
  photoAlt: 'Photo: Annual Day',
  manifest: null,
  ...over,
})

describe('shareCropSize', () => {
  it('gives 1200 x 630 from a large landscape or portrait variant', () => {
    expect(shareCropSize(1600, 1200)).toEqual(SHARE_SIZE)
    expect(shareCropSize(1536, 2048)).toEqual(SHARE_SIZE)
  })
  it('never enlarges a small photo: the largest 1.91:1 box it holds', () => {
    expect(shareCropSize(640, 480)).toEqual({ width: 640, height: 336 })
    // A panorama: the height decides.
    expect(shareCropSize(1000, 300)).toEqual({ width: 571, height: 300 })
  })
})

describe('chooseShareImage', () => {
  it('shares a crop of the photo’s largest variant as JPEG, named after the variant, never the original', () => {
    const m = manifest({ ok: true, width: 4032, height: 3024, key: '0123456789abcdef', widths: [400, 800, 1600] })
    const { image, asset } = chooseShareImage(input({ photo: PHOTO, manifest: m }))
    expect(image).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg', alt: 'Photo: Annual Day' })
    expect(image.url).toMatch(/^\/og\/[0-9a-f]{16}\.jpg$/)
    expect(image.url).not.toContain('api/image')
    expect(asset).toMatchObject({ kind: 'photo', key: '0123456789abcdef', file: '1600.webp', width: 1600, height: 1200 })
  })

  it('gives one photo the same file whichever page shares it', () => {
    const m = manifest({ ok: true, width: 800, height: 600, key: 'aaaaaaaaaaaaaaaa', widths: [400, 800] })
    expect(chooseShareImage(input({ photo: PHOTO, manifest: m })).image.url).toBe(
      chooseShareImage(input({ photo: PHOTO, manifest: m, cardTitle: 'Other' })).image.url,
    )
  })

  it('falls back to the card when the image step could not make the photo, or there is no manifest (dev)', () => {
    const failed = chooseShareImage(input({ photo: PHOTO, manifest: manifest({ ok: false, reason: 'http' }) }))
    expect(failed.asset).toMatchObject({ kind: 'card', title: 'Latest News' })
    expect(failed.image).toMatchObject({ width: 1200, height: 630, type: 'image/png', alt: 'Latest News, Nazareth Convent School' })
    expect(chooseShareImage(input({ photo: PHOTO })).asset?.kind).toBe('card')
  })

  it('names a card after its title: the same title the same file, another title another', () => {
    const a = chooseShareImage(input({ cardTitle: 'About' })).image.url
    expect(chooseShareImage(input({ cardTitle: 'About' })).image.url).toBe(a)
    expect(chooseShareImage(input({ cardTitle: 'About us' })).image.url).not.toBe(a)
    expect(a).toMatch(/^\/og\/[0-9a-f]{16}\.png$/)
  })

  it('in image-CDN mode names the CDN’s 1200 px resize, which the build does not make', () => {
    const m = manifest(
      { ok: true, width: 4000, height: 3000, widths: [400, 800, 1600], cdn: true },
      { name: 'cloudflare', base: '', apiBase: 'https://api.example' },
    )
    const { image, asset } = chooseShareImage(input({ photo: PHOTO, manifest: m }))
    expect(asset).toBeUndefined()
    expect(image).toMatchObject({ width: 1200, height: 900 })
    expect(image.url).toContain('width=1200')
    expect(image.type).toBeUndefined()
  })
})

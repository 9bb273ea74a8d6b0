import { describe, expect, it } from 'vitest'
import { lightboxAttributes, lightboxImage } from '#lib/images/img.ts'

const landscape = {
  src: '/img/k/800.webp',
  srcset: '/img/k/400.webp 400w, /img/k/800.webp 800w, /img/k/1600.webp 1600w',
  width: 4032,
  height: 3024,
  large: '/img/k/1600.webp',
}
const portrait = {
  src: '/img/p/800.webp',
  srcset: '/img/p/400.webp 400w, /img/p/800.webp 800w, /img/p/1536.webp 1536w',
  width: 3024,
  height: 4032,
  large: '/img/p/1536.webp',
}

describe('the lightbox image', () => {
  it('is the largest variant at its own size, never the camera original size', () => {
    expect(lightboxImage(landscape)).toEqual({ src: '/img/k/1600.webp', srcset: landscape.srcset, width: 1600, height: 1200 })
  })
  it('keeps a portrait photo portrait (long edge 2048)', () => {
    expect(lightboxImage(portrait)).toEqual({ src: '/img/p/1536.webp', srcset: portrait.srcset, width: 1536, height: 2048 })
  })
  it('is the source itself, size unknown, without the pipeline', () => {
    expect(lightboxImage({ src: '/images/campus/a.jpg' })).toEqual({ src: '/images/campus/a.jpg' })
    expect(lightboxAttributes({ src: '/images/campus/a.jpg' })).toEqual({})
  })
  it('gives the link PhotoSwipe data attributes', () => {
    expect(lightboxAttributes(portrait)).toEqual({
      'data-pswp-width': '1536',
      'data-pswp-height': '2048',
      'data-pswp-srcset': portrait.srcset,
    })
  })
})

// One original -> WebP variants at the widths that fit its places (lib/images/img.ts SIZES).
// Why sharp directly and not @11ty/eleventy-img: the build needs to own fault handling (each
// failure counted by kind, never fatal), the pixel cap (decompression bombs), the bounded queue,
// and cache keys that follow the bytes and the transform; eleventy-img hides those behind its
// own remote fetch and cache. sharp is already the project's image library.
import type { Sharp } from 'sharp'
import { ImageFault } from './fetchOriginal.ts'

/**
 * Widths made for every image. 400: phone grid cells and desktop cards (a phone's half-width cell is
 * ~190 CSS px, 332 device px at DPR 1.75); 800: full-width cards and flip-book pages on a phone
 * (92vw of 412 px = 379 CSS px = 663 device px) and desktop cards at DPR 2 (760 px); 1600: wide
 * screens and the lightbox (long edge capped at 2048). Chromium takes the first candidate at or
 * above the density it needs, so a middle width under 663 (640 was tried, docs/images.md) sends
 * phones the 1600 one; 720 would suit phones but send 1600 to DPR-2 desktop cards. A fourth width
 * would fit both at a third more files (Cloudflare Pages counts files). No AVIF: at 1600 px it
 * costs 4.4 s a photo against 0.87 s for WebP (docs/stack.md; docs/decisions/0006-webp-only-variants.md), 5x the cold build time for ~20 % bytes.
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const
/** Long edge of the largest variant (the lightbox's screen-sized image). */
export const MAX_EDGE = 2048
/** Decompression-bomb guard: 50 megapixels (a 12 MP camera photo is 12.2). */
export const MAX_PIXELS = 50_000_000
/** Bumped whenever the transform changes, so every cached variant is remade. */
export const TRANSFORM_VERSION = 'webp-q70-400.800.1600-v1'

/** The widths made for an image of w x h (after EXIF rotation): VARIANT_WIDTHS, capped by the image and the long edge. */
export function variantWidths(w: number, h: number): number[] {
  const maxW = Math.round(w * Math.min(1, MAX_EDGE / Math.max(w, h)))
  return [...new Set(VARIANT_WIDTHS.map((vw) => Math.min(vw, maxW)))]
}

export interface Variants {
  width: number
  height: number
  files: { width: number; data: Buffer }[]
}

export async function makeVariants(input: Buffer | string, sharpImpl: typeof import('sharp')): Promise<Variants> {
  let meta
  try {
    meta = await sharpImpl(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata()
  } catch (e) {
    const message = (e as Error).message
    throw new ImageFault(/pixel limit/i.test(message) ? 'too-many-pixels' : 'undecodable', message)
  }
  if (!meta.width || !meta.height || !meta.format) throw new ImageFault('undecodable', 'no size')
  if (meta.width * meta.height > MAX_PIXELS) throw new ImageFault('too-many-pixels', `${meta.width}x${meta.height}`)
  // EXIF orientations 5-8 swap the axes.
  const swap = (meta.orientation ?? 1) >= 5
  const w = swap ? meta.height : meta.width
  const h = swap ? meta.width : meta.height
  const widths = variantWidths(w, h)
  const files: Variants['files'] = []
  try {
    for (const vw of widths) {
      const pipeline: Sharp = sharpImpl(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: vw, withoutEnlargement: true })
      files.push({ width: vw, data: await pipeline.webp({ quality: vw >= 1200 ? 65 : 70, effort: 4 }).toBuffer() })
    }
  } catch (e) {
    throw new ImageFault('undecodable', (e as Error).message)
  }
  return { width: w, height: h, files }
}

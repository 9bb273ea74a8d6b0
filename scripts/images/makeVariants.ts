// One original -> the files every place on the site needs (lib/images/img.ts SIZES and CROP_ASPECT):
// WebP variants of the whole image at a few widths, for photos AVIF crops to the 4:3 box that
// cards and photo grids show, and for lead images (shown whole as a page's largest paint) AVIF
// variants of the whole image too. Why sharp directly and not @11ty/eleventy-img: the build needs to own
// fault handling (each failure counted by kind, never fatal), the pixel cap (decompression bombs),
// the bounded queue and cache keys that follow the bytes and the transform; eleventy-img hides those
// behind its own remote fetch and cache. sharp is already the project's image library.
import type { Sharp } from 'sharp'
import { CROP_ASPECT } from '#lib/images/img.ts'
import { avifFile, cropFile, variantFile } from '#lib/images/responsive.ts'
import { ImageFault } from './fetchOriginal.ts'

/**
 * Widths of the whole image (WebP). 400: phone grid cells and desktop cards (a phone's half-width cell
 * is ~190 CSS px, 332 device px at DPR 1.75); 800: full-width images and flip-book pages on a phone
 * (92vw of 412 px = 379 CSS px = 663 device px) and desktop cards at DPR 2 (760 px); 1600: wide
 * screens and the lightbox (long edge capped at 2048). Chromium takes the first candidate at or
 * above the density it needs, so a middle width under 663 (640 was tried, docs/images.md) sends
 * phones the 1600 one.
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const
/**
 * Widths of the 4:3 crops (AVIF) that cards and photo grids show with object-fit: cover: 336 fits a
 * phone's half-width grid cell (332 device px), 672 a phone's full-width card (663) and a desktop
 * card or cell at DPR 2 (560-760). A portrait photo in those boxes sends only the pixels shown, and
 * AVIF at these small sizes costs a fraction of a second (docs/decisions/0006-image-formats.md).
 */
export const CROP_WIDTHS = [336, 672] as const
/**
 * Widths of a lead image's whole-image AVIF: the WebP widths, and 640 for the home page's notification
 * dialog (preset `dialog`: 340 CSS px on a 412 px phone, 595 device px at DPR 1.75), where the 800
 * sent a third more bytes than shown. A middle width is safe here because 800 stays beside it: the
 * full-width item page (663 device px) still takes the 800.
 */
export const LEAD_AVIF_WIDTHS = [400, 640, 800, 1600] as const
/** Long edge of the largest variant (the lightbox's screen-sized image). */
export const MAX_EDGE = 2048
/** Decompression-bomb guard: 50 megapixels (a 12 MP camera photo is 12.2). */
export const MAX_PIXELS = 50_000_000
/**
 * The most a WebP variant may weigh: a detailed photo (a tall one above all) at 800 px can pass
 * 150 KB at quality 70, which is what a phone downloads for one full-width image; the largest
 * variant is what the lightbox opens. Over it, the variant is encoded again at a lower quality.
 */
export const BYTE_CAPS: { upTo: number; bytes: number }[] = [
  { upTo: 1000, bytes: 140_000 },
  { upTo: Infinity, bytes: 480_000 },
]
/** WebP quality: 70 (65 for the large ones), lowered in steps of 10 down to this floor to meet BYTE_CAPS. */
const MIN_QUALITY = 40
/**
 * AVIF quality and effort of the crops and the lead images' whole variants: visually like WebP 70,
 * about half the bytes (a bench photo at 800 px: 64 KB against 123 KB). Effort 4 saves another
 * tenth at seven times the encode (672 px crop: 36 against 41 KB, 1.1 against 0.16 s).
 */
const AVIF = { quality: 40, effort: 2 } as const
/** Bumped whenever the transform changes, so every cached variant is remade. */
export const TRANSFORM_VERSION = 'webp-q70-capped-400.800.1600+avif-crops-336.672-v2'
/**
 * The lead images' whole-image AVIF, part of their key (scripts/images/plan.ts variantKind): changed, it remakes
 * only the lead images' folders (a few dozen), not every photo's as TRANSFORM_VERSION would.
 */
export const LEAD_TRANSFORM = `lead-avif-q${AVIF.quality}-e${AVIF.effort}-${LEAD_AVIF_WIDTHS.join('.')}`
/** What the cache index's entries were made with: an index of another is stale (scripts/images/cacheIndex.ts). */
export const INDEX_TRANSFORM = `${TRANSFORM_VERSION} ${LEAD_TRANSFORM}`

/** The widths made for an image of w x h (after EXIF rotation): VARIANT_WIDTHS, capped by the image and the long edge. */
export function variantWidths(w: number, h: number): number[] {
  const maxW = Math.round(w * Math.min(1, MAX_EDGE / Math.max(w, h)))
  return [...new Set(VARIANT_WIDTHS.map((vw) => Math.min(vw, maxW)))]
}

/** The lead-image AVIF widths for an image of w x h: LEAD_AVIF_WIDTHS, capped like variantWidths. */
export function leadAvifWidths(w: number, h: number): number[] {
  const maxW = Math.round(w * Math.min(1, MAX_EDGE / Math.max(w, h)))
  return [...new Set(LEAD_AVIF_WIDTHS.map((vw) => Math.min(vw, maxW)))]
}

/** The crop widths for an image of w x h: CROP_WIDTHS, capped by the widest 4:3 box the image holds (never enlarged). */
export function cropWidths(w: number, h: number): number[] {
  const maxW = Math.floor(Math.min(w, h * CROP_ASPECT))
  return [...new Set(CROP_WIDTHS.map((cw) => Math.min(cw, maxW)))].filter((cw) => cw >= 16)
}

export const cropHeight = (width: number) => Math.round(width / CROP_ASPECT)

/** The byte cap of a variant of this width. */
export const byteCap = (width: number, caps = BYTE_CAPS) => caps.find((c) => width <= c.upTo)!.bytes

export interface VariantFile {
  /** File name in the image's folder: `<w>.webp` or `a<w>.avif` (whole image), `c<w>.avif` (4:3 crop). */
  name: string
  width: number
  data: Buffer
}

export interface Variants {
  width: number
  height: number
  widths: number[]
  crops: number[]
  /** Widths of the whole image's AVIF variants (lead images: leadAvifWidths), else none. */
  avif: number[]
  files: VariantFile[]
}

/** Encodes raw pixels as WebP at the first quality whose bytes fit the cap (the floor's result otherwise). */
async function cappedWebp(sharpImpl: typeof import('sharp'), raw: { data: Buffer; info: import('sharp').OutputInfo }, cap: number) {
  const { width, height, channels } = raw.info
  let quality = width >= 1200 ? 65 : 70
  for (;;) {
    const data = await sharpImpl(raw.data, { raw: { width, height, channels } }).webp({ quality, effort: 4 }).toBuffer()
    if (data.length <= cap || quality <= MIN_QUALITY) return data
    quality = Math.max(MIN_QUALITY, quality - 10)
  }
}

/**
 * `crops`: also make the 4:3 AVIF crops (photos; not magazine pages, which are never shown cropped).
 * `avif`: also make AVIF variants of the whole image (leadAvifWidths; lead images: a news item's
 * or an event's photo, a notification's; each is its page's largest paint, and there are few of
 * them, so their encode pays: about 2 s a photo for the four widths, most of it at 1600 px).
 * `caps`: the byte caps (tests give smaller ones).
 */
export async function makeVariants(
  input: Buffer | string,
  sharpImpl: typeof import('sharp'),
  { crops = true, avif = false, caps = BYTE_CAPS } = {},
): Promise<Variants> {
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
  const avifWidths = avif ? leadAvifWidths(w, h) : []
  const cropped = crops ? cropWidths(w, h) : []
  const files: VariantFile[] = []
  const source = (): Sharp => sharpImpl(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
  try {
    for (const vw of [...new Set([...widths, ...avifWidths])].sort((a, b) => a - b)) {
      // Resized once for both formats; a WebP over its cap is encoded again from these pixels, not decoded again.
      const raw = await source().resize({ width: vw, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true })
      if (widths.includes(vw)) files.push({ name: variantFile(vw), width: vw, data: await cappedWebp(sharpImpl, raw, byteCap(vw, caps)) })
      if (avifWidths.includes(vw)) {
        const { width, height, channels } = raw.info
        const data = await sharpImpl(raw.data, { raw: { width, height, channels } }).avif(AVIF).toBuffer()
        files.push({ name: avifFile(vw), width: vw, data })
      }
    }
    for (const cw of cropped) {
      // 'attention': the crop keeps the most salient part (faces, people), not blindly the centre.
      const data = await source()
        .resize({ width: cw, height: cropHeight(cw), fit: 'cover', position: 'attention' })
        .avif(AVIF)
        .toBuffer()
      files.push({ name: cropFile(cw), width: cw, data })
    }
  } catch (e) {
    throw new ImageFault('undecodable', (e as Error).message)
  }
  return { width: w, height: h, widths, crops: cropped, avif: avifWidths, files }
}

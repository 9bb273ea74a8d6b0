// An image as page data carries it (browser-safe: no Node imports). Made by lib/images/responsive.ts.
export interface Img {
  /** URL for the `src` attribute: a mid-sized variant, or the source itself when there is no pipeline (dev). */
  src: string
  /** `srcset` of the WebP variants, widths in w descriptors. */
  srcset?: string
  /** Real size of the image (after EXIF rotation), for width/height: right aspect ratio, no layout shift. */
  width?: number
  height?: number
  /** The largest variant (long edge at most 2048 px): what the lightbox and the flip-book's zoom open. */
  large?: string
  /** The image step could not make this image (404, not an image, truncated, too large ...): show a neutral box. */
  failed?: boolean
  /**
   * `srcset` of AVIF crops to CROP_ASPECT, for the places that show the image in a box of that shape
   * with object-fit: cover (cards and photo grids: ResponsiveImage `crop`). Absent in image-CDN mode.
   */
  crop?: string
  /**
   * `srcset` of AVIF variants of the whole image (scripts/images/makeVariants.ts leadAvifWidths): lead images only (a news
   * item's, an event's or a notification's photo, each its page's largest paint), for the places
   * that show the whole image. Absent in image-CDN mode and in the 4:3 places (`crop` serves those).
   */
  avif?: string
}

/** The shape of the image box of every card and photo grid (styles: `.card__image`, `.photo-grid img`, `.album-card img`). */
export const CROP_ASPECT = 4 / 3

/**
 * `sizes` presets: the width each layout really renders (styles/*.css). Cards sit in a grid of
 * min 280 px columns under 1,200 px of content; grids of photos have cells of about 200 px.
 */
export const SIZES = {
  card: '(min-width: 1200px) 380px, (min-width: 640px) 45vw, 92vw',
  grid: '(min-width: 1200px) 280px, (min-width: 640px) 30vw, 46vw',
  full: '(min-width: 1200px) 1100px, 92vw',
  half: '(min-width: 900px) 560px, 92vw',
  small: '192px',
  /** The home page's notification dialog: min(40rem, 100vw - 2rem) wide, less its 1.25rem padding (styles/home-notice-dialog.css). */
  dialog: '(min-width: 42rem) 37.5rem, calc(100vw - 4.5rem)',
  /** A flip-book page: at most 600 px (the reduced-motion list is 40rem wide, a spread's page at most 500 px). */
  page: '(min-width: 700px) 600px, 92vw',
  /** A magazine or newsletter cover on the listing (grid of min 9rem columns). */
  book: '(min-width: 1200px) 200px, (min-width: 640px) 24vw, 46vw',
} as const
export type SizesPreset = keyof typeof SIZES

/** What the lightbox opens for an image: the largest variant, its size, and the variants' srcset. */
export interface LightboxImage {
  src: string
  srcset?: string
  /** Size of `src` itself (the largest variant), never the camera original's. */
  width?: number
  height?: number
}

/** What a thumbnail links to: the largest variant, or the source itself (no pipeline, or a failed image). */
export const largestSrc = (img: Img): string => img.large ?? img.src

/**
 * The lightbox's view of an Img: the largest variant (long edge at most 2048 px) at the size it
 * really has, which is the largest `w` of the srcset with the real aspect ratio. Without the
 * pipeline (dev server) it is the source itself, size unknown (the lightbox measures it).
 */
const WIDTH_DESCRIPTOR = /\s(\d+)w\s*(?=,|$)/g

export function lightboxImage(img: Img): LightboxImage {
  const src = largestSrc(img)
  if (!img.srcset || !img.width || !img.height) return { src }
  // The `w` descriptors, in one pass over the srcset (a candidate's URL may hold commas: Cloudflare's do).
  let width = 0
  for (const m of img.srcset.matchAll(WIDTH_DESCRIPTOR)) width = Math.max(width, Number(m[1]))
  if (!width) return { src }
  return { src, srcset: img.srcset, width, height: Math.round((width * img.height) / img.width) }
}

/** The data-pswp-* attributes the lightbox (components/lightbox/lightbox.island.ts) reads from a photo link. */
export function lightboxAttributes(img: Img): Record<string, string> {
  const lb = lightboxImage(img)
  if (!lb.width || !lb.height) return {}
  return {
    'data-pswp-width': String(lb.width),
    'data-pswp-height': String(lb.height),
    ...(lb.srcset ? { 'data-pswp-srcset': lb.srcset } : {}),
  }
}

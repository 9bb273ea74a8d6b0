// The Open Graph / Twitter image of a page (docs/architecture.md "Sharing"): the page's own photo
// where it has one (an item's or an album's), cropped to the 1.91:1 shape WhatsApp and Facebook show,
// otherwise a social card drawn at build time (the page's title, the crest, the school's name and
// colours). Both are files the build makes under /og/ (scripts/images/shareImages.ts), named by a
// hash of what they show, so a rebuild reuses every card and crop it made before. Pure: what to
// make is returned as a ShareAsset, which the render returns with the page (lib/seo/renderHead.ts).
import crypto from 'node:crypto'
import { BRAND, CREST_SHAPES } from '../brand/crest.ts'
import { site } from '../content/site.ts'
import { cdnUrl } from '../images/cdn.ts'
import { variantFile, type ImageManifest } from '../images/responsive.ts'

/** What WhatsApp, Facebook, LinkedIn and X show large: 1200 x 630 (1.91:1), at least 600 x 315. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const
/** Where the cards and photo crops are published: /og/<name>. */
export const SHARE_URL_DIR = 'og'
/** Bumped whenever a card's drawing or a crop's encoding changes, so every file is made again under a new name. */
export const SHARE_VERSION = 'card-noto-serif-v1+crop-jpeg-q82-v1'

/** The <meta> values of a page's shared image. */
export interface ShareImage {
  /** Site-relative path (/og/…) or an image CDN's URL. */
  url: string
  width: number
  height: number
  /** MIME type; absent for an image CDN's URL, whose format follows the crawler's Accept header. */
  type?: string
  alt: string
}

/** A file the build must make for a page's ShareImage. */
export type ShareAsset =
  /** A social card: `title` on the school's colours beside the crest ('' : the school's name alone). */
  | { kind: 'card'; name: string; title: string }
  /** A photo's crop: from the largest variant `file` (width x height) in the image cache's folder `key`. */
  | { kind: 'photo'; name: string; key: string; file: string; width: number; height: number; cropWidth: number; cropHeight: number }

export interface ShareChoice {
  image: ShareImage
  asset?: ShareAsset
}

const hash = (s: string) => crypto.createHash('sha1').update(s).digest('hex').slice(0, 16)

// Made from this module's imports only (site.json, the crest, the colours): invalidated when one of
// them is loaded again (`npm run dev` reloads a changed import, and this module with it).
let basis: string | undefined
/** What every card shows besides its title (the school's name, the crest, the colours): a new crest names every card anew. */
const cardBasis = () => (basis ??= hash(JSON.stringify([site.name, CREST_SHAPES, BRAND])))

/**
 * The largest 1.91:1 crop a picture of w x h holds, at most SHARE_SIZE (never enlarged): a 1600 x 1200
 * variant gives 1200 x 630, a 640 x 480 photo 640 x 336.
 */
export function shareCropSize(w: number, h: number): { width: number; height: number } {
  const aspect = SHARE_SIZE.width / SHARE_SIZE.height
  const width = Math.min(SHARE_SIZE.width, w, Math.floor(h * aspect))
  return { width, height: Math.min(h, Math.round(width / aspect)) }
}

export interface ShareInput {
  /** The page's own photo, as its source URL (the image manifest's key), or undefined. */
  photo?: string
  /** What the card says when the page has no usable photo ('' for the school's name alone). */
  cardTitle: string
  /** Alt text of the image: the card's words, or what the photo shows. */
  cardAlt: string
  photoAlt: string
  manifest: ImageManifest | null
}

/**
 * The image a page shares. The photo only when the image step made it usable: a failed photo or
 * none (and the dev server, which has no manifest) gets the card.
 */
export function chooseShareImage(input: ShareInput): ShareChoice {
  const entry = input.photo ? input.manifest?.images.get(input.photo) : undefined
  if (input.photo && input.manifest && entry?.ok) {
    const vw = Math.max(...entry.widths)
    const vh = Math.round((vw * entry.height) / entry.width)
    const crop = shareCropSize(vw, vh)
    if ('key' in entry) {
      const name = `${hash(`${SHARE_VERSION}\n${entry.key}`)}.jpg`
      return {
        image: { url: `/${SHARE_URL_DIR}/${name}`, ...crop, type: 'image/jpeg', alt: input.photoAlt },
        asset: {
          kind: 'photo',
          name,
          key: entry.key,
          file: variantFile(vw),
          width: vw,
          height: vh,
          cropWidth: crop.width,
          cropHeight: crop.height,
        },
      }
    }
    // Image-CDN mode: the CDN's resize of the whole photo (it crops nothing); the crawler gets JPEG or WebP by its Accept header.
    if (input.manifest.cdn) {
      const width = Math.min(SHARE_SIZE.width, entry.width)
      return {
        image: {
          url: cdnUrl(input.manifest.cdn, input.photo, width),
          width,
          height: Math.round((width * entry.height) / entry.width),
          alt: input.photoAlt,
        },
      }
    }
  }
  const name = `${hash(`${SHARE_VERSION}\n${cardBasis()}\n${input.cardTitle}`)}.png`
  return {
    image: { url: `/${SHARE_URL_DIR}/${name}`, ...SHARE_SIZE, type: 'image/png', alt: input.cardAlt },
    asset: { kind: 'card', name, title: input.cardTitle },
  }
}

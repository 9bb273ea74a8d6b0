// Every listing image: ResponsiveImage at a card's width (variants, real size, no layout shift),
// alt, async decoding, lazy unless above the fold.
import { ResponsiveImage, type ImageLoad } from '../images/ResponsiveImage.tsx'
import type { Img, SizesPreset } from '#lib/images/img.ts'

interface CardImageProps {
  image: Img | string
  alt: string
  width?: number
  height?: number
  /** How it loads: see cardLoad. */
  load?: CardLoad
  className?: string
  sizes?: SizesPreset
  /** The box is 4:3 with object-fit: cover (`.card__image`): offer the AVIF crops (ResponsiveImage). */
  crop?: boolean
}

/** 'first': the page's first card, likely its largest paint (high priority); 'eager': the rest of the first row. */
export type CardLoad = ImageLoad

export function CardImage({
  image,
  alt,
  width = 400,
  height = 300,
  load = 'lazy',
  className = 'card__image',
  sizes = 'card',
  crop = false,
}: CardImageProps) {
  return (
    <ResponsiveImage image={image} alt={alt} width={width} height={height} load={load} className={className} sizes={sizes} crop={crop} />
  )
}

/**
 * The first card loads at once with high priority (it is often the largest paint); the others lazily,
 * which still loads those on screen right after layout. Eager ones shared a phone's link with the
 * first (on a phone they are below the screen): on /news with camera photos that made the largest
 * paint 2.3 s instead of 1.4-1.8 s (Lighthouse mobile, docs/images.md).
 */
export const cardLoad = (index: number): CardLoad => (index === 0 ? 'first' : 'lazy')

/**
 * cardLoad counted over the cards that show an image (news cards without a photo show none): a
 * photo-less first card must not leave the first photo, the page's largest paint, without high priority.
 */
export function imageCardLoads(hasImage: readonly boolean[]): CardLoad[] {
  let images = 0
  return hasImage.map((has) => (has ? cardLoad(images++) : 'lazy'))
}

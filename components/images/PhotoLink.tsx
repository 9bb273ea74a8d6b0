// A photo-grid thumbnail in the lightbox's markup (components/lightbox/lightbox.island.ts): a link to the
// largest variant that opens the image even without JavaScript, carrying the size and srcset the
// lightbox reads, around the thumbnail cropped to the grid's 4:3 cell.
import { lightboxAttributes, type Img } from '#lib/images/img.ts'
import { ResponsiveImage, type ImageLoad } from './ResponsiveImage.tsx'

interface PhotoLinkProps {
  image: Img
  /** What the link opens (the largest variant: lib/images/img.ts largestSrc). */
  href: string
  caption: string
  alt: string
  /** Box used when the real size is unknown (ResponsiveImage). */
  width?: number
  height?: number
  load: ImageLoad
}

export function PhotoLink({ image, href, caption, alt, width = 400, height = 300, load }: PhotoLinkProps) {
  return (
    <a href={href} data-lightbox-item data-caption={caption} {...lightboxAttributes(image)}>
      <ResponsiveImage image={image} alt={alt} sizes="grid" crop width={width} height={height} load={load} />
    </a>
  )
}

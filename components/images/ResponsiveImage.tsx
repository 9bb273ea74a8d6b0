// The one way a page shows an image from the API or the media host (lib/images/responsive.ts makes
// the Img): srcset of WebP variants, `sizes` from a layout preset, width/height of the real image,
// lazy unless told otherwise. In a card, photo grid or video thumbnail (`crop`), a <picture> offers
// first the AVIF crops to a 4:3 shape: the box shows only those pixels (a 16:9 box trims a little
// more of them), and a tall photo costs no more. Elsewhere a lead image (Img `avif`) is offered as
// AVIF of the whole image first. An image the build could not process becomes a neutral box holding
// its alt text, so one bad upload never shows a broken image or costs a visitor megabytes.
import { SIZES, type Img, type SizesPreset } from '#lib/images/img.ts'

export type ImageLoad = 'first' | 'eager' | 'lazy'

interface ResponsiveImageProps {
  image: Img | string
  alt: string
  /** Width the layout renders it at (lib/images/img.ts SIZES). */
  sizes: SizesPreset
  /** Box used when the real size is unknown (no pipeline, or a failed image). */
  width: number
  height: number
  load?: ImageLoad
  className?: string
  /**
   * The place is a box of CROP_ASPECT (4:3) or wider with object-fit: cover (styles: .card__image,
   * .photo-grid img, .album-card img; 16:9 .video-card img and .registration img, 2:1 .social-slide img):
   * the 4:3 crop at the box's width covers it.
   */
  crop?: boolean
}

export function ResponsiveImage({ image, alt, sizes, width, height, load = 'lazy', className, crop = false }: ResponsiveImageProps) {
  const img = typeof image === 'string' ? { src: image } : image
  if (img.failed || !img.src) {
    return alt ? (
      <span
        className={`img-fallback${className ? ` ${className}` : ''}`}
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span className="img-fallback__text">{alt}</span>
      </span>
    ) : (
      <span
        className={`img-fallback${className ? ` ${className}` : ''}`}
        aria-hidden="true"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    )
  }
  const element = (
    <img
      className={className}
      src={img.src}
      srcSet={img.srcset}
      sizes={img.srcset ? SIZES[sizes] : undefined}
      alt={alt}
      width={img.width ?? width}
      height={img.height ?? height}
      decoding="async"
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : undefined}
    />
  )
  // A browser without AVIF takes the <img>'s WebP variants (in a crop's place, cut by object-fit).
  const avif = crop ? img.crop : img.avif
  if (!avif) return element
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={SIZES[sizes]} />
      {element}
    </picture>
  )
}

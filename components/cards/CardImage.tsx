// Every listing image: explicit size (no layout shift), alt, async decoding, lazy unless above the fold.
interface CardImageProps {
  src: string
  alt: string
  width?: number
  height?: number
  /** True for the first cards, which are in the first screen. */
  eager?: boolean
  className?: string
}

export function CardImage({ src, alt, width = 400, height = 300, eager = false, className = 'card__image' }: CardImageProps) {
  return <img className={className} src={src} alt={alt} width={width} height={height} decoding="async" loading={eager ? 'eager' : 'lazy'} />
}

/** Cards in the first row load eagerly; the rest lazily. */
export const isAboveFold = (index: number) => index < 4

// Every listing image: explicit size (no layout shift), alt, async decoding, lazy unless above the fold.
interface CardImageProps {
  src: string
  alt: string
  width?: number
  height?: number
  /** How it loads: see cardLoad. */
  load?: CardLoad
  className?: string
}

/** 'first': the page's first card, likely its largest paint (high priority); 'eager': the rest of the first row. */
export type CardLoad = 'first' | 'eager' | 'lazy'

export function CardImage({ src, alt, width = 400, height = 300, load = 'lazy', className = 'card__image' }: CardImageProps) {
  return <img className={className} src={src} alt={alt} width={width} height={height} decoding="async" loading={load === 'lazy' ? 'lazy' : 'eager'} fetchPriority={load === 'first' ? 'high' : undefined} />
}

/** Cards in the first row load eagerly, the very first with high priority (issue 8: LCP); the rest lazily. */
export const cardLoad = (index: number): CardLoad => (index === 0 ? 'first' : index < 4 ? 'eager' : 'lazy')

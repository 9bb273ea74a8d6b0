// A captioned photo grid in the lightbox markup of BRIEFING (components/lightbox/initLightbox.ts
// enhances it on pages with a +client.ts). Without JavaScript each thumbnail opens the image.
import type { Photo } from '../../lib/content/photos.ts'

interface PhotoGridProps {
  photos: Photo[]
  /** Accessible name of the list, e.g. "Campus photos". */
  label: string
  /** How many photos are near the top of the page (loaded eagerly); the first by default, as the
   *  first image of a page is never lazy (issue 8: when a grid is further down, one eager thumbnail costs little). */
  eager?: number
}

export function PhotoGrid({ photos, label, eager = 1 }: PhotoGridProps) {
  return (
    <ul className="photo-grid" data-lightbox aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.src}>
          <figure>
            <a href={p.src} data-lightbox-item data-caption={p.caption}>
              <img src={p.src} alt={p.alt} width={p.width} height={p.height} loading={i < eager ? 'eager' : 'lazy'} decoding="async" />
            </a>
            <figcaption>{p.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

// A captioned photo grid in the lightbox markup that components/lightbox/lightbox.island.ts describes (it
// enhances it on every page: the `lightbox` island). Without JavaScript each thumbnail opens the image.
// Real photos come through the image pipeline (variants in srcset, the largest one in the link).
import type { Photo } from '#lib/content/photos.ts'
import { PhotoLink } from '../images/PhotoLink.tsx'

interface PhotoGridProps {
  photos: Photo[]
  /** Accessible name of the list, e.g. "Campus photos". */
  label: string
  /** How many photos are near the top of the page (loaded eagerly); the first by default, as the
   *  first image of a page is never lazy (when a grid is further down, one eager thumbnail costs little). */
  eager?: number
}

export function PhotoGrid({ photos, label, eager = 1 }: PhotoGridProps) {
  return (
    <ul className="photo-grid" data-lightbox data-island="lightbox" aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.src}>
          <figure>
            <PhotoLink
              image={p.image}
              href={p.src}
              caption={p.caption}
              alt={p.alt}
              width={p.width}
              height={p.height}
              load={i < eager ? 'eager' : 'lazy'}
            />
            <figcaption>{p.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

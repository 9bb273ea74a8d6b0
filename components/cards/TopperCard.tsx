// A topper card: photo, name, stream, 'Marks:' value (spec §2 "Topper X and Topper XII").
import type { TopperEntry } from '#lib/select/entries.ts'
import { CardImage, type CardLoad } from './CardImage.tsx'

export const TOPPER_PLACEHOLDER_IMAGE = '/images/topper-placeholder.svg'

interface TopperCardProps {
  item: TopperEntry
  load?: CardLoad
}

/** A plain box under its name's heading, not an <article>: a grid of them is no list of regions to tell apart. */
export function TopperCard({ item, load }: TopperCardProps) {
  return (
    <div className="card topper-card">
      <CardImage
        image={item.photo.src ? item.photo : TOPPER_PLACEHOLDER_IMAGE}
        alt={item.photo.src ? `Photo of ${item.name}` : ''}
        sizes="small"
        width={300}
        height={360}
        load={load}
        className="topper-card__photo"
      />
      <h2 className="topper-card__name">{item.name}</h2>
      {item.stream && <p className="topper-card__stream">{item.stream}</p>}
      <p className="topper-card__marks">
        Marks: <strong>{item.division || '–'}</strong>
      </p>
    </div>
  )
}

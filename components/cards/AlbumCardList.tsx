// Kindergarten album cards (sports, social responsibility, activities): DD.MM.YYYY dates, photo count,
// arrow to the album; the one placeholder card 'Title', 'Stay Tuned For More Updates' when empty (spec §2).
import type { AlbumEntry } from '#lib/select/entries.ts'
import { AlbumCard, AlbumPlaceholderCard } from './AlbumCard.tsx'
import { cardLoad } from './CardImage.tsx'

interface AlbumCardListProps {
  items: AlbumEntry[]
  headingLevel?: 2 | 3
}

export function AlbumCardList({ items, headingLevel = 2 }: AlbumCardListProps) {
  return (
    <div className="card-grid">
      {items.length === 0 ? (
        <AlbumPlaceholderCard title="Title" text="Stay Tuned For More Updates" dateText="DD.MM.YYYY" headingLevel={headingLevel} />
      ) : (
        items.map((g, i) => <AlbumCard key={g.id} item={g} load={cardLoad(i)} headingLevel={headingLevel} />)
      )}
    </div>
  )
}

// https://vike.dev/Page — /gallery: senior albums, newest first, with the gallery's year rules (spec §4).
import { usePageData } from '../../../renderer/usePageData.ts'
import { ListFilters } from '../../../components/filters/ListFilters.tsx'
import { ResultCount } from '../../../components/filters/ResultCount.tsx'
import { useListFilter } from '../../../components/filters/useListFilter.ts'
import { AlbumCard, AlbumPlaceholderCard } from '../../../components/cards/AlbumCard.tsx'
import { isAboveFold } from '../../../components/cards/CardImage.tsx'
import { filterList, galleryDefaultYear, galleryEffectiveYear, yearOptions } from '../../../lib/select/listFilters.ts'
import type { Data } from './+data.ts'
import '../../../styles/listings.css'

export function Page() {
  const { items, buildYear } = usePageData<Data>()
  const [chosen, setFilter] = useListFilter(buildYear, (y) => galleryDefaultYear(items, y))
  // An empty chosen year falls back to the previous one, and the select shows it.
  const filter = { ...chosen, year: galleryEffectiveYear(items, chosen.year) }
  const shown = filterList(items, filter)
  return (
    <>
      <header className="page-header">
        <h1>Photo Gallery</h1>
      </header>
      <ListFilters label="Filter albums" value={filter} years={yearOptions(items, buildYear, filter.year)} onChange={setFilter} />
      <ResultCount count={shown.length} noun="album" />
      <div className="card-grid">
        {shown.length === 0 ? (
          <AlbumPlaceholderCard title="Gallery Title" text="Stay Tuned for Latest Updates" dateText="DD MM YYYY" />
        ) : (
          shown.map((g, i) => <AlbumCard key={g.id} item={g} eager={isAboveFold(i)} />)
        )}
      </div>
    </>
  )
}

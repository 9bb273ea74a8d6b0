// The shared body of /news, /events and /gallery: heading, filters, count and cards. The embedded
// default year shows at once; other years and 'All' come from the listing file (useAllYears).
import type { ReactNode } from 'react'
import type { ListingData } from '#lib/select/listingData.ts'
import { filterList, galleryEffectiveYear, type Dated, type ListFilter } from '#lib/select/listFilters.ts'
import { ListFilters } from './ListFilters.tsx'
import { ResultCount } from './ResultCount.tsx'
import { useAllYears } from './useAllYears.ts'
import { useListFilter } from './useListFilter.ts'

interface FilteredListingProps<T extends Dated & { title: string; id: string }> {
  heading: string
  /** Accessible name of the filters and the noun of the count, e.g. 'news item'. */
  noun: string
  data: ListingData<T>
  /** The gallery's rules: default = latest year with data; an empty year falls back to the previous one. */
  gallery?: boolean
  /** Called as Array#map calls it: the card, its index and the cards shown. */
  renderCard(item: T, index: number, shown: T[]): ReactNode
  placeholder: ReactNode
  /** Shown between the page heading and the filters (the events' upcoming part). */
  intro?: ReactNode
  /** A heading of its own for the filtered list, when `intro` comes first. */
  listHeading?: string
  /** Under the page heading: the page's Subscribe links. */
  subscribe?: ReactNode
  /** After the filters: the links to each year's archive page, the way without JavaScript. */
  archives?: ReactNode
}

export function FilteredListing<T extends Dated & { title: string; id: string }>({
  heading,
  noun,
  data,
  gallery,
  renderCard,
  placeholder,
  intro,
  listHeading,
  subscribe,
  archives,
}: FilteredListingProps<T>) {
  const [chosen, setFilter] = useListFilter(data.buildYear, (y) => (gallery ? data.year : y))
  const knownYears = data.dataYears.map((year) => ({ year, month: null }))
  const filter: ListFilter = gallery ? { ...chosen, year: galleryEffectiveYear(knownYears, chosen.year) } : chosen
  // A capped default year (lib/select/listingData.ts EMBED_LIMIT) completes itself from the listing file.
  const cappedYear = data.items.length < data.yearTotal
  const all = useAllYears<T>(data.allUrl, filter.year !== data.year || cappedYear)
  const source = filter.year === data.year && !(cappedYear && all.items) ? data.items : all.items
  const shown = source ? filterList(source, filter) : []
  const years = [...new Set([...data.years, ...(filter.year === 'All' ? [] : [filter.year])])].sort((a, b) => b - a)
  return (
    <>
      <header className="page-header">
        <h1>{heading}</h1>
        {subscribe}
      </header>
      {intro}
      {listHeading && <h2 className="listing__heading">{listHeading}</h2>}
      <ListFilters label={`Filter ${noun}s`} value={filter} years={years} onChange={setFilter} />
      {archives}
      {source ? (
        <ResultCount count={shown.length} noun={noun} />
      ) : (
        <p className="filters__count" role="status">
          {all.status === 'error' ? 'The other years could not be loaded. Check your connection and reload the page.' : 'Loading…'}
        </p>
      )}
      {source && <div className="card-grid">{shown.length === 0 ? placeholder : shown.map(renderCard)}</div>}
    </>
  )
}

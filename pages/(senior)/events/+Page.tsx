// https://vike.dev/Page — /events: senior events with year, month and title filters (spec §4).
import { usePageData } from '../../../renderer/usePageData.ts'
import { ListFilters } from '../../../components/filters/ListFilters.tsx'
import { ResultCount } from '../../../components/filters/ResultCount.tsx'
import { useListFilter } from '../../../components/filters/useListFilter.ts'
import { EventCard, EventPlaceholderCard } from '../../../components/cards/EventCard.tsx'
import { filterList, yearOptions } from '../../../lib/select/listFilters.ts'
import type { Data } from './+data.ts'
import '../../../styles/listings.css'

export function Page() {
  const { items, buildYear } = usePageData<Data>()
  const [filter, setFilter] = useListFilter(buildYear)
  const shown = filterList(items, filter)
  return (
    <>
      <header className="page-header">
        <h1>Upcoming Events</h1>
      </header>
      <ListFilters label="Filter events" value={filter} years={yearOptions(items, buildYear, filter.year)} onChange={setFilter} />
      <ResultCount count={shown.length} noun="event" />
      <div className="card-grid">
        {shown.length === 0 ? <EventPlaceholderCard /> : shown.map((e) => <EventCard key={e.id} item={e} />)}
      </div>
    </>
  )
}

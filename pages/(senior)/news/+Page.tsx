// https://vike.dev/Page — /news: senior news with year, month and title filters (spec §4).
import { usePageData } from '../../../renderer/usePageData.ts'
import { ListFilters } from '../../../components/filters/ListFilters.tsx'
import { ResultCount } from '../../../components/filters/ResultCount.tsx'
import { useListFilter } from '../../../components/filters/useListFilter.ts'
import { NewsCard, NewsPlaceholderCard } from '../../../components/cards/NewsCard.tsx'
import { isAboveFold } from '../../../components/cards/CardImage.tsx'
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
        <h1>Latest News</h1>
      </header>
      <ListFilters label="Filter news" value={filter} years={yearOptions(items, buildYear, filter.year)} onChange={setFilter} />
      <ResultCount count={shown.length} noun="news item" />
      <div className="card-grid">
        {shown.length === 0 ? <NewsPlaceholderCard /> : shown.map((n, i) => <NewsCard key={n.id} item={n} eager={isAboveFold(i)} />)}
      </div>
    </>
  )
}

// The body of /topperX and /topperXII: session dropdown ('All' + sessions), 'Search Here..' on the
// name, cards sorted by marks, 'No Data Available' (spec §2, §4, §5). State kept in ?session=&q=.
import { useId } from 'react'
import { schoolYear } from '#lib/format/date.ts'
import type { TopperPageData } from '#lib/select/topperPage.ts'
import {
  ALL_SESSIONS,
  filterToppers,
  initialSessionOf,
  parseTopperQuery,
  sessionOptions,
  toTopperQuery,
  type TopperFilter,
} from '#lib/select/topperFilters.ts'
import { useUrlState } from '../filters/useUrlState.ts'
import { ArchiveNav } from './ArchiveNav.tsx'
import type { ListingArchives } from '#lib/select/listingArchives.ts'
import { ResultCount } from '../filters/ResultCount.tsx'
import { TopperCard } from '../cards/TopperCard.tsx'
import { cardLoad } from '../cards/CardImage.tsx'
import { island } from '#renderer/island.tsx'

interface TopperListingProps {
  data: TopperPageData & { archives: ListingArchives }
  heading: string
}

export function TopperListing({ data, heading }: TopperListingProps) {
  const id = useId()
  const { toppers, sessions } = data
  const [filter, setFilter] = useUrlState<TopperFilter>(
    { session: data.initialSession, q: '' },
    () => ({ session: initialSessionOf(toppers, schoolYear(new Date())), q: '' }),
    { parse: (search, d) => parseTopperQuery(search, d, sessionOptions(sessions, d.session)), serialize: toTopperQuery },
  )
  const shown = filterToppers(toppers, filter)
  const options = filter.session === ALL_SESSIONS ? sessionOptions(sessions, data.initialSession) : sessionOptions(sessions, filter.session)
  return (
    <>
      <header className="page-header">
        <h1>{heading}</h1>
      </header>
      <form className="filters" role="search" aria-label="Filter toppers" onSubmit={(e) => e.preventDefault()}>
        <div className="filters__field">
          <label htmlFor={`${id}-session`}>Session</label>
          <select
            id={`${id}-session`}
            name="session"
            value={filter.session}
            onChange={(e) => setFilter({ ...filter, session: e.target.value })}
          >
            <option value={ALL_SESSIONS}>All</option>
            {options.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="filters__field filters__field--search">
          <label htmlFor={`${id}-q`}>Search by name</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            placeholder="Search Here.."
            autoComplete="off"
            value={filter.q}
            onChange={(e) => setFilter({ ...filter, q: e.target.value })}
          />
        </div>
      </form>
      <ArchiveNav {...data.archives} />
      <ResultCount count={shown.length} noun="topper" />
      {shown.length === 0 ? (
        <p className="empty-state">No Data Available</p>
      ) : (
        <div className="card-grid card-grid--toppers">
          {shown.map((t, i) => (
            <TopperCard key={t.id} item={t} load={cardLoad(i)} />
          ))}
        </div>
      )}
    </>
  )
}

export default island('topper-listing', TopperListing)

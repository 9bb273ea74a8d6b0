// The body of /videoGallery and /KinderVideo: a year select (default All) and video cards (spec §2).
import { filterList, parseListQuery, toListQuery, yearsOf, type ListFilter } from '#lib/select/listFilters.ts'
import type { VideoEntry } from '#lib/select/entries.ts'
import { YearFilter } from '../filters/ListFilters.tsx'
import { ResultCount } from '../filters/ResultCount.tsx'
import { useUrlState } from '../filters/useUrlState.ts'
import { cardLoad } from '../cards/CardImage.tsx'
import { VideoCard } from '../cards/VideoCard.tsx'
import { ArchiveNav } from './ArchiveNav.tsx'
import type { ListingArchives } from '#lib/select/listingArchives.ts'
import { island } from '#renderer/island.tsx'

interface VideoListingProps {
  heading: string
  items: VideoEntry[]
  archives: ListingArchives
}

const ALL: ListFilter = { year: 'All', month: 'All', q: '' }
const codec = { parse: parseListQuery, serialize: toListQuery }

export function VideoListing({ heading, items, archives }: VideoListingProps) {
  const [filter, setFilter] = useUrlState<ListFilter>(ALL, () => ALL, codec)
  const shown = filterList(items, filter)
  return (
    <>
      <header className="page-header">
        <h1>{heading}</h1>
      </header>
      <YearFilter label="Filter videos" value={filter.year} years={yearsOf(items)} onChange={(year) => setFilter({ ...filter, year })} />
      <ArchiveNav {...archives} />
      <ResultCount count={shown.length} noun="video" />
      {shown.length === 0 ? (
        <p className="empty-state">Stay Tuned For More Updates</p>
      ) : (
        <div className="card-grid card-grid--videos">
          {shown.map((v, i) => (
            <VideoCard key={v.id} item={v} load={cardLoad(i)} />
          ))}
        </div>
      )}
    </>
  )
}

export default island('video-listing', VideoListing)

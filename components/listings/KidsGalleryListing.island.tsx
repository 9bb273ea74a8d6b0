// /kids-gallery's listing, the `kids-gallery-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (pages/(kindergarten)/kids-gallery/+data.ts), passed as the island's props.
import { ListFilters } from '../filters/ListFilters.tsx'
import { useUrlState } from '../filters/useUrlState.ts'
import { useAllYears } from '../filters/useAllYears.ts'
import { AlbumCard, AlbumPlaceholderCard } from '../cards/AlbumCard.tsx'
import { cardLoad } from '../cards/CardImage.tsx'
import { ArchiveNav } from './ArchiveNav.tsx'
import type { ListingArchives } from '#lib/select/listingArchives.ts'
import { filterList, monthsOf, parseListQuery, toListQuery, yearsOf, type ListFilter } from '#lib/select/listFilters.ts'
import type { AlbumEntry } from '#lib/select/entries.ts'
import { island } from '#renderer/island.tsx'

/** The first cards (at most EMBED_LIMIT), how many there are, and the address of them all. */
interface Data {
  items: AlbumEntry[]
  total: number
  allUrl: string
  archives: ListingArchives
}

const ALL: ListFilter = { year: 'All', month: 'All', q: '' }
const codec = { parse: parseListQuery, serialize: toListQuery }

export function KidsGalleryListing({ data }: { data: Data }) {
  // More albums than the HTML embeds: the rest come from the listing file once hydrated.
  const rest = useAllYears<Data['items'][number]>(data.allUrl, data.items.length < data.total)
  const items = rest.items ?? data.items
  const [filter, setFilter] = useUrlState<ListFilter>(ALL, () => ALL, codec)
  const shown = filterList(items, filter)
  return (
    <>
      <header className="page-header">
        <h1>Gallery</h1>
        <p className="page-header__meta" role="status">
          Total Categories: {shown.length}
        </p>
      </header>
      <ListFilters label="Filter albums" value={filter} years={yearsOf(items)} months={monthsOf(items)} onChange={setFilter} />
      <ArchiveNav {...data.archives} />
      <div className="card-grid">
        {shown.length === 0 ? (
          <AlbumPlaceholderCard title="Gallery Title" text="Stay Tuned for Latest Updates" dateText="DD MM YYYY" />
        ) : (
          shown.map((g, i) => <AlbumCard key={g.id} item={g} load={cardLoad(i)} />)
        )}
      </div>
    </>
  )
}

export default island('kids-gallery-listing', KidsGalleryListing)

// /gallery's listing, the `gallery-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (pages/(senior)/gallery/+data.ts), passed as the island's props.
import { FilteredListing } from '../filters/FilteredListing.tsx'
import { AlbumCard, AlbumPlaceholderCard } from '../cards/AlbumCard.tsx'
import { cardLoad } from '../cards/CardImage.tsx'
import type { AlbumEntry } from '#lib/select/entries.ts'
import type { ListingData } from '#lib/select/listingData.ts'
import type { ListingArchives } from '#lib/select/listingArchives.ts'
import { island } from '#renderer/island.tsx'
import { ArchiveNav } from './ArchiveNav.tsx'

type Data = ListingData<AlbumEntry> & { archives: ListingArchives }

export function GalleryListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Photo Gallery"
      noun="album"
      data={data}
      archives={<ArchiveNav {...data.archives} />}
      gallery
      renderCard={(n, i) => <AlbumCard key={n.id} item={n} load={cardLoad(i)} />}
      placeholder={<AlbumPlaceholderCard title="Gallery Title" text="Stay Tuned for Latest Updates" dateText="DD MM YYYY" />}
    />
  )
}

export default island('gallery-listing', GalleryListing)

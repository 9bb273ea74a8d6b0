// /gallery's listing, the `gallery-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (./+data.ts), passed as the island's props.
import { FilteredListing } from '#components/filters/FilteredListing.tsx'
import { AlbumCard, AlbumPlaceholderCard } from '#components/cards/AlbumCard.tsx'
import { cardLoad } from '#components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function GalleryListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Photo Gallery"
      noun="album"
      data={data}
      gallery
      renderCard={(n, i) => <AlbumCard key={n.id} item={n} load={cardLoad(i)} />}
      placeholder={<AlbumPlaceholderCard title="Gallery Title" text="Stay Tuned for Latest Updates" dateText="DD MM YYYY" />}
    />
  )
}

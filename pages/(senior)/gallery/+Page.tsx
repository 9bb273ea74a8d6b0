// https://vike.dev/Page — /gallery: year, month and title filters (spec §4), state kept in the URL query.
import { usePageData } from '../../../renderer/usePageData.ts'
import { FilteredListing } from '../../../components/filters/FilteredListing.tsx'
import { AlbumCard, AlbumPlaceholderCard } from '../../../components/cards/AlbumCard.tsx'
import { cardLoad } from '../../../components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return (
    <FilteredListing
      heading="Photo Gallery"
      noun="album"
      data={usePageData<Data>()}
      gallery
      renderCard={(n, i) => <AlbumCard key={n.id} item={n} load={cardLoad(i)} />}
      placeholder={<AlbumPlaceholderCard title="Gallery Title" text="Stay Tuned for Latest Updates" dateText="DD MM YYYY" />}
    />
  )
}

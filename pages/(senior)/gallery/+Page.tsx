// https://vike.dev/Page — /gallery: year, month and title filters (spec §4), state kept in the URL query.
// Static HTML around the `gallery-listing` island (components/listings/GalleryListing.island.tsx).
import { usePageData } from '#renderer/usePageData.ts'
import GalleryListing from '#components/listings/GalleryListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <GalleryListing data={usePageData<Data>()} />
}

// https://vike.dev/Page — /kids-gallery (spec §2 "Kids photo gallery"): 'Gallery', 'Total Categories: N',
// year (All + years found, newest first), month (All + months found, Jan to Dec), title search.
// Static HTML around the `kids-gallery-listing` island (components/listings/KidsGalleryListing.island.tsx).
import { usePageData } from '#renderer/usePageData.ts'
import KidsGalleryListing from '#components/listings/KidsGalleryListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <KidsGalleryListing data={usePageData<Data>()} />
}

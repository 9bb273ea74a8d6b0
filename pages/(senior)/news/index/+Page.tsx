// https://vike.dev/Page — /news: year, month and title filters (spec §4), state kept in the URL query.
// Static HTML around the `news-listing` island (components/listings/NewsListing.island.tsx).
import { usePageData } from '#renderer/usePageData.ts'
import NewsListing from '#components/listings/NewsListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <NewsListing data={usePageData<Data>()} />
}

// https://vike.dev/Page — /topperXII (spec §2 "Topper X and Topper XII").
import { usePageData } from '#renderer/usePageData.ts'
import TopperListing from '#islands/topper-listing.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <TopperListing data={usePageData<Data>()} heading="Toppers of Class XII" />
}

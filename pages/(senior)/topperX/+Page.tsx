// https://vike.dev/Page — /topperX (spec §2 "Topper X and Topper XII").
import { usePageData } from '#renderer/usePageData.ts'
import TopperListing from '#components/listings/TopperListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <TopperListing data={usePageData<Data>()} heading="Toppers of Class X" />
}

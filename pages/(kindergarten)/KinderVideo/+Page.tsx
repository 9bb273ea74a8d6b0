// https://vike.dev/Page — /KinderVideo (spec §2 "Video galleries").
import { usePageData } from '#renderer/usePageData.ts'
import VideoListing from '#components/listings/VideoListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { items, archives } = usePageData<Data>()
  return <VideoListing heading="Kindergarten Videos" items={items} archives={archives} />
}

// https://vike.dev/Page — /videoGallery (spec §2 "Video galleries").
import { usePageData } from '#renderer/usePageData.ts'
import VideoListing from '#components/listings/VideoListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { items, archives } = usePageData<Data>()
  return <VideoListing heading="Video Gallery" items={items} archives={archives} />
}

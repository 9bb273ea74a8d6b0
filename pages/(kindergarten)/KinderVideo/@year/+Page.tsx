// https://vike.dev/Page — one year's archive of /KinderVideo/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { ArchivePage } from '#components/listings/ArchivePage.tsx'
import { VideoCard } from '#components/cards/VideoCard.tsx'
import { cardLoad } from '#components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const data = usePageData<Data>()

  return (
    <ArchivePage data={data}>
      <div className="card-grid card-grid--videos">
        {data.items.map((v, i) => (
          <VideoCard key={v.id} item={v} load={cardLoad(i)} />
        ))}
      </div>
    </ArchivePage>
  )
}

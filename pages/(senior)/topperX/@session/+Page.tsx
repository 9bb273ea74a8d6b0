// https://vike.dev/Page — one session's archive of /topperX/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { ArchivePage } from '#components/listings/ArchivePage.tsx'
import { TopperCard } from '#components/cards/TopperCard.tsx'
import { cardLoad } from '#components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const data = usePageData<Data>()

  return (
    <ArchivePage data={data}>
      <div className="card-grid card-grid--toppers">
        {data.items.map((t, i) => (
          <TopperCard key={t.id} item={t} load={cardLoad(i)} />
        ))}
      </div>
    </ArchivePage>
  )
}

// https://vike.dev/Page — one year's archive of /news/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { ArchivePage } from '#components/listings/ArchivePage.tsx'
import { NewsCard } from '#components/cards/NewsCard.tsx'
import { imageCardLoads } from '#components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const data = usePageData<Data>()
  const loads = imageCardLoads(data.items.map((n) => !!n.image.src))
  return (
    <ArchivePage data={data}>
      <div className="card-grid">
        {data.items.map((n, i) => (
          <NewsCard key={n.id} item={n} load={loads[i]} />
        ))}
      </div>
    </ArchivePage>
  )
}

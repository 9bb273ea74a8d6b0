// https://vike.dev/Page — one year's archive of /kids-gallery/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { ArchivePage } from '#components/listings/ArchivePage.tsx'
import { AlbumCard } from '#components/cards/AlbumCard.tsx'
import { cardLoad } from '#components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const data = usePageData<Data>()

  return (
    <ArchivePage data={data}>
      <div className="card-grid">
        {data.items.map((g, i) => (
          <AlbumCard key={g.id} item={g} load={cardLoad(i)} />
        ))}
      </div>
    </ArchivePage>
  )
}

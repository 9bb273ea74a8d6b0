// https://vike.dev/Page — one year's archive of /events/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { ArchivePage } from '#components/listings/ArchivePage.tsx'
import { EventCard } from '#components/cards/EventCard.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const data = usePageData<Data>()

  return (
    <ArchivePage data={data}>
      <div className="card-grid">
        {data.items.map((e) => (
          <EventCard key={e.id} event={e} layout="list" />
        ))}
      </div>
    </ArchivePage>
  )
}

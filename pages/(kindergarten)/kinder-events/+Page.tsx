// https://vike.dev/Page — /kinder-events: event cards, or 'Event Title' at 'School Campus'.
import { usePageData } from '#renderer/usePageData.ts'
import { EVENT_PLACEHOLDER, EventCard } from '#components/cards/EventCard.tsx'
import { SubscribeLinks } from '#components/feeds/SubscribeLinks.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { items, subscribe } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Kindergarten Events</h1>
        <SubscribeLinks label="Subscribe" links={subscribe} />
      </header>
      <div className="card-grid">
        {items.length === 0 ? (
          <EventCard event={EVENT_PLACEHOLDER} layout="list" />
        ) : (
          items.map((e) => <EventCard key={e.id} event={e} layout="list" />)
        )}
      </div>
    </>
  )
}

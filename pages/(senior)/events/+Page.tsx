// https://vike.dev/Page — /events: year, month and title filters (spec §4), state kept in the URL query.
import { usePageData } from '../../../renderer/usePageData.ts'
import { FilteredListing } from '../../../components/filters/FilteredListing.tsx'
import { EVENT_PLACEHOLDER, EventCard } from '../../../components/cards/EventCard.tsx'
import { UpcomingEvents } from '../../../components/cards/UpcomingEvents.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const data = usePageData<Data>()
  return (
    <FilteredListing
      heading="Upcoming Events"
      intro={<UpcomingEvents items={data.upcoming} />}
      listHeading="All events by year"
      noun="event"
      data={data}
      renderCard={(n) => <EventCard key={n.id} event={n} layout="list" />}
      placeholder={<EventCard event={EVENT_PLACEHOLDER} layout="list" />}
    />
  )
}

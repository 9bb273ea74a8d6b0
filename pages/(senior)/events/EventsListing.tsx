// /events's listing, the `events-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (./+data.ts), passed as the island's props.
import { FilteredListing } from '#components/filters/FilteredListing.tsx'
import { EVENT_PLACEHOLDER, EventCard } from '#components/cards/EventCard.tsx'
import { UpcomingEvents } from '#components/cards/UpcomingEvents.tsx'
import { SubscribeLinks } from '#components/feeds/SubscribeLinks.tsx'
import type { Data } from './+data.ts'

export function EventsListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Upcoming Events"
      subscribe={<SubscribeLinks label="Subscribe" links={data.subscribe} />}
      intro={<UpcomingEvents items={data.upcoming} />}
      listHeading="All events by year"
      noun="event"
      data={data}
      renderCard={(n) => <EventCard key={n.id} event={n} layout="list" />}
      placeholder={<EventCard event={EVENT_PLACEHOLDER} layout="list" />}
    />
  )
}

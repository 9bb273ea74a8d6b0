// /events's listing, the `events-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (./+data.ts), passed as the island's props.
import { FilteredListing } from '../../../components/filters/FilteredListing.tsx'
import { EventCard, EventPlaceholderCard } from '../../../components/cards/EventCard.tsx'
import { UpcomingEvents } from '../../../components/cards/UpcomingEvents.tsx'
import { cardLoad } from '../../../components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function EventsListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Upcoming Events"
      intro={<UpcomingEvents items={data.upcoming} />}
      listHeading="All events by year"
      noun="event"
      data={data}
      renderCard={(n, i) => <EventCard key={n.id} item={n} />}
      placeholder={<EventPlaceholderCard />}
    />
  )
}

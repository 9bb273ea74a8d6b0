// /events's listing, the `events-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (pages/(senior)/events/index/+data.ts), passed as the island's props.
import { FilteredListing } from '../filters/FilteredListing.tsx'
import { EVENT_PLACEHOLDER, EventCard } from '../cards/EventCard.tsx'
import { UpcomingEvents } from '../cards/UpcomingEvents.tsx'
import { SubscribeLinks } from '../feeds/SubscribeLinks.tsx'
import type { SubscribeLink } from '#lib/feeds/subscribe.ts'
import type { EventEntry } from '#lib/select/entries.ts'
import type { ListingData } from '#lib/select/listingData.ts'
import type { ListingArchives } from '#lib/select/listingArchives.ts'
import { island } from '#renderer/island.tsx'
import { ArchiveNav } from './ArchiveNav.tsx'

type Data = ListingData<EventEntry> & { upcoming: EventEntry[]; subscribe: SubscribeLink[] } & { archives: ListingArchives }

export function EventsListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Upcoming Events"
      subscribe={<SubscribeLinks label="Subscribe" links={data.subscribe} />}
      intro={<UpcomingEvents items={data.upcoming} />}
      listHeading="All events by year"
      noun="event"
      data={data}
      archives={<ArchiveNav {...data.archives} />}
      renderCard={(n) => <EventCard key={n.id} event={n} layout="list" />}
      placeholder={<EventCard event={EVENT_PLACEHOLDER} layout="list" />}
    />
  )
}

export default island('events-listing', EventsListing)

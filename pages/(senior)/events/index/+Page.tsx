// https://vike.dev/Page — /events: year, month and title filters (spec §4), state kept in the URL query.
// Static HTML around the `events-listing` island (components/listings/EventsListing.island.tsx).
import { usePageData } from '#renderer/usePageData.ts'
import EventsListing from '#components/listings/EventsListing.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <EventsListing data={usePageData<Data>()} />
}

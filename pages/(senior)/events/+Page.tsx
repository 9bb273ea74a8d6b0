// https://vike.dev/Page — /events: year, month and title filters (spec §4), state kept in the URL query.
// Static HTML around the `events-listing` island (EventsListing.tsx).
import { usePageData } from '#renderer/usePageData.ts'
import EventsListing from '#islands/events-listing.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <EventsListing data={usePageData<Data>()} />
}

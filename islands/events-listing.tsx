// /events: upcoming events and the filtered list by year (spec §4).
import { island } from '#renderer/island.tsx'
import { EventsListing } from '#pages/(senior)/events/EventsListing.tsx'

export default island('events-listing', EventsListing)

// /news: year, month and title filters over the cards (spec §4).
import { island } from '#renderer/island.tsx'
import { NewsListing } from '#pages/(senior)/news/NewsListing.tsx'

export default island('news-listing', NewsListing)

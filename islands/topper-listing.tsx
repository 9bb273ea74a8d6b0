// /topperX, /topperXII: session and search re-filter the cards (spec §2).
import { island } from '#renderer/island.tsx'
import { TopperListing } from '#components/cards/TopperListing.tsx'

export default island('topper-listing', TopperListing)

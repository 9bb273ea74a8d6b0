// /videoGallery, /KinderVideo: the year select re-filters the cards (spec §2).
import { island } from '#renderer/island.tsx'
import { VideoListing } from '#components/cards/VideoListing.tsx'

export default island('video-listing', VideoListing)

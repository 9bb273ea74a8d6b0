// /gallery: the filtered albums (spec §4).
import { island } from '#renderer/island.tsx'
import { GalleryListing } from '#pages/(senior)/gallery/GalleryListing.tsx'

export default island('gallery-listing', GalleryListing)

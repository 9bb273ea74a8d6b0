// /kids-gallery: year, month and search over the albums (spec §4).
import { island } from '#renderer/island.tsx'
import { KidsGalleryListing } from '#pages/(kindergarten)/kids-gallery/KidsGalleryListing.tsx'

export default island('kids-gallery-listing', KidsGalleryListing)

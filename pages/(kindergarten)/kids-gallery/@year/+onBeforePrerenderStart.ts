// https://vike.dev/onBeforePrerenderStart — one page per year of /kids-gallery/ (lib/select/listingArchives.ts).
import { archivePrerender } from '#lib/select/listingArchives.ts'

export const onBeforePrerenderStart = () => archivePrerender('kidsGallery')

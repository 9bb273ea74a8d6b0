// https://vike.dev/onBeforePrerenderStart — one page per year of /news/ (lib/select/listingArchives.ts).
import { archivePrerender } from '#lib/select/listingArchives.ts'

export const onBeforePrerenderStart = () => archivePrerender('news')

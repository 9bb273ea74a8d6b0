// https://vike.dev/onBeforePrerenderStart — one page per session of /topperX/ (lib/select/listingArchives.ts).
import { archivePrerender } from '#lib/select/listingArchives.ts'

export const onBeforePrerenderStart = () => archivePrerender('topperX')

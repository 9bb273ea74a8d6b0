// https://vike.dev/onBeforePrerenderStart — one page per session of /topperXII/ (lib/select/listingArchives.ts).
import { archivePrerender } from '#lib/select/listingArchives.ts'

export const onBeforePrerenderStart = () => archivePrerender('topperXII')

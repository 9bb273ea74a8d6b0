// https://vike.dev/data — senior videos (Senior or Both, spec §4), newest first, and their year archives.
import { listingArchives } from '#lib/select/listingArchives.ts'
import { videoEntries } from '#lib/select/videos.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ items: videoEntries('senior'), archives: listingArchives('videos') })

// https://vike.dev/data — kindergarten videos (Junior or Both, spec §4), newest first, a default
// thumbnail for a video without one (spec §2), and their year archives.
import { listingArchives } from '#lib/select/listingArchives.ts'
import { videoEntries } from '#lib/select/videos.ts'

export type Data = ReturnType<typeof data>

export const data = () => ({ items: videoEntries('kindergarten'), archives: listingArchives('kinderVideos') })

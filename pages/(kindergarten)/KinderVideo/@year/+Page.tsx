// https://vike.dev/Page — one year's archive of /KinderVideo/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { VideoArchive } from '#components/listings/ArchiveCards.tsx'
import type { Data } from './+data.ts'

export const Page = () => <VideoArchive data={usePageData<Data>()} />

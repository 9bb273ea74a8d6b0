// https://vike.dev/Page — one session's archive of /topperXII/: the same cards as the listing (spec §4), plain HTML.
import { usePageData } from '#renderer/usePageData.ts'
import { TopperArchive } from '#components/listings/ArchiveCards.tsx'
import type { Data } from './+data.ts'

export const Page = () => <TopperArchive data={usePageData<Data>()} />

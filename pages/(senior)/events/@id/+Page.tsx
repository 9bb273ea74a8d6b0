// https://vike.dev/Page — one event's own page.
import { usePageData } from '#renderer/usePageData.ts'
import { ItemPage } from '#components/ItemPage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return <ItemPage item={usePageData<Data>().item} kind="event" />
}

// https://vike.dev/Page — /newsletter1 (spec §2: 'No newsletter selected.' with Go Back).
import { usePageData } from '#renderer/usePageData.ts'
import { NoSelection } from '#components/magazine/NoSelection.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { keys } = usePageData<Data>()
  return <NoSelection param="newsletter" heading="Newsletter" keys={keys} listHref="/newsletter/" />
}

// https://vike.dev/Page — /magazine1 (spec §2: 'No magazine selected.' with Go Back).
import { usePageData } from '#renderer/usePageData.ts'
import { NoSelection } from '#components/magazine/NoSelection.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { keys } = usePageData<Data>()
  return <NoSelection param="magazine" heading="Magazine" keys={keys} listHref="/magazine/" />
}

// https://vike.dev/Page — /newsletter1/news1/ (spec §2 Newsletter reader: a 12-page flip book).
import { usePageData } from '#renderer/usePageData.ts'
import FlipBook from '#components/magazine/FlipBook.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { label, pages } = usePageData<Data>()
  return (
    <>
      <p className="reader-back">
        <a href="/newsletter/">Newsletter</a>
      </p>
      <h1>{label}</h1>
      <FlipBook pages={pages} />
    </>
  )
}

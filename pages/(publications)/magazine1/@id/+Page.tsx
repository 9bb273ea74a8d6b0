// https://vike.dev/Page — /magazine1/{id}/ (spec §2 Magazine reader editions, §9 flip-book).
import { usePageData } from '#renderer/usePageData.ts'
import FlipBook from '#components/magazine/FlipBook.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { label, pages } = usePageData<Data>()
  return (
    <>
      <p className="reader-back">
        <a href="/magazine/">All magazines</a>
      </p>
      <h1>{label}</h1>
      <FlipBook pages={pages} />
    </>
  )
}

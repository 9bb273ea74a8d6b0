// https://vike.dev/Page — /kids-sports (spec §2 "Kindergarten Sports and Activities cards").
import { usePageData } from '#renderer/usePageData.ts'
import { AlbumCardList } from '#components/cards/AlbumCardList.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { items } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Kindergarten Sports</h1>
      </header>
      <AlbumCardList items={items} />
    </>
  )
}

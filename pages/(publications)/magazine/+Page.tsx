// https://vike.dev/Page — /magazine (spec §2 Magazine listing).
import { usePageData } from '#renderer/usePageData.ts'
import { BookCard, type BookCardProps } from '#components/magazine/BookCard.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { cards } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Magazine</h1>
        <p>Every issue of the school magazine, newest first. Choose an edition to read it page by page.</p>
      </header>
      <ul className="book-grid">
        {cards.map((c, i) => (
          <li key={c.key}>
            <BookCard {...(c as BookCardProps)} eager={i < 4} />
          </li>
        ))}
      </ul>
    </>
  )
}

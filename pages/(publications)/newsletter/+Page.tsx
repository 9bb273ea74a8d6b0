// https://vike.dev/Page — /newsletter (spec §1 route table: the newsletter listing).
import { usePageData } from '#renderer/usePageData.ts'
import { BookCard } from '#components/magazine/BookCard.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { cards } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Newsletter</h1>
        <p>News from the school, to read page by page.</p>
      </header>
      <ul className="book-grid">
        {cards.map((c) => (
          <li key={c.key}>
            <BookCard {...c} eager />
          </li>
        ))}
      </ul>
    </>
  )
}

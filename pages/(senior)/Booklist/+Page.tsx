// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { cards } = usePageData<Data>()
  return (
    <InfoPage>
      <ul className="card-grid">
        {cards.map((c) => (
          <li key={c.href}>
            <a className="tile" href={c.href} target="_blank" rel="noopener noreferrer">
              <span className="tile__title">{c.label}</span>
              <span className="tile__text doc-link">Book list (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </InfoPage>
  )
}

// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { tiles } = usePageData<Data>()
  return (
    <InfoPage>
      <h2>Explore</h2>
      <ul className="card-grid">
        {tiles.map((t) => (
          <li key={t.href}>
            <a className="tile" href={t.href}>
              <span className="tile__title">{t.label}</span>
              <span className="tile__text">{t.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </InfoPage>
  )
}

// https://vike.dev/Page — /sitemap: every section of the site, grouped as the menus group them.
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { groups } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Sitemap</h1>
      </header>
      <p>Every section of the website. News items and events each have a page of their own, linked from their lists and from the search.</p>
      <div className="sitemap">
        {groups.map((g) => (
          <section key={g.heading} aria-label={g.heading}>
            <h2>{g.heading}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.href + l.label}>
                  {l.newTab ? (
                    <a href={l.href} target="_blank" rel="noopener noreferrer">
                      {l.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <a href={l.href}>{l.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

// https://vike.dev/error-page — prerendered as 404.html, inside the site shell.
import { PageHeader } from '#components/content/PageHeader.tsx'
import { loadMenus } from '#lib/content/menus.ts'
import { site } from '#lib/content/site.ts'

export function Page() {
  // The pages offered instead: data/content/menus.json `notFound` (a static page: read at build time).
  const popular = loadMenus().notFound
  return (
    <>
      <PageHeader title="Page not found" lead="The page you asked for is not here. It may have moved, or the address may be mistyped." />
      <div className="layout-split">
        <div>
          <form role="search" action="/search/" method="get" className="not-found__search site-search">
            <label htmlFor="not-found-q" className="visually-hidden">
              Search the site
            </label>
            <input id="not-found-q" type="search" name="q" placeholder="Search the site" />
            <button type="submit" className="btn btn--primary site-search__button">
              Search
            </button>
          </form>
          <h2>Popular pages</h2>
          <ul className="card-grid">
            {popular.map((p) => (
              <li key={p.href}>
                <a className="tile" href={p.href}>
                  <span className="tile__title">{p.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <aside className="card" aria-labelledby="not-found-help">
          <h2 id="not-found-help">Need help?</h2>
          <p>
            Call <a href={`tel:${site.phones[0]!.replace(/[^\d+]/g, '')}`}>{site.phones[0]}</a> or write to{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </aside>
      </div>
    </>
  )
}

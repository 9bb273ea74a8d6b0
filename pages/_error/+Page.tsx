// https://vike.dev/error-page — prerendered as 404.html, inside the site shell.
import { PageHeader } from '../../components/content/PageHeader.tsx'
import { site } from '../../lib/content/site.ts'

const POPULAR = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'Origin and History' },
  { href: '/admission-procedure', label: 'Admission Procedure' },
  { href: '/school-hours', label: 'School Hours' },
  { href: '/cbse', label: 'CBSE' },
  { href: '/kindergarten', label: 'Kindergarten' },
  { href: '/contact', label: 'Contact' },
]

export function Page() {
  return (
    <>
      <PageHeader title="Page not found" lead="The page you asked for is not here. It may have moved, or the address may be mistyped." />
      <div className="layout-split">
        <div>
          <form role="search" action="/search" method="get" className="not-found__search site-search">
            <label htmlFor="not-found-q" className="visually-hidden">Search the site</label>
            <input id="not-found-q" type="search" name="q" placeholder="Search the site" />
            <button type="submit" className="btn btn--primary site-search__button">Search</button>
          </form>
          <h2>Popular pages</h2>
          <ul className="card-grid">
            {POPULAR.map((p) => (
              <li key={p.href}><a className="tile" href={p.href}><span className="tile__title">{p.label}</span></a></li>
            ))}
          </ul>
        </div>
        <aside className="card">
          <h2>Need help?</h2>
          <p>Call <a href={`tel:${site.phones[0]!.replace(/[^\d+]/g, '')}`}>{site.phones[0]}</a> or write to <a href={`mailto:${site.email}`}>{site.email}</a>.</p>
        </aside>
      </div>
    </>
  )
}

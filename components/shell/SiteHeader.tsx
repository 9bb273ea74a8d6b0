// Spec §1 and §2: phones, e-mail, address, social links and the parent-portal help link above the
// school's crest and name, the header search box (a plain GET form to /search, docs/search.md) and the navigation.
import type { NavEntry } from '#lib/content/menus.ts'
import { site, telHref } from '#lib/content/site.ts'
import { Crest } from './Crest.tsx'
import { SiteNav } from './SiteNav.tsx'
import { SocialLinks } from './SocialIcon.tsx'

interface SiteHeaderProps {
  nav: NavEntry[]
  kindergarten: boolean
  current: string
}

export function SiteHeader({ nav, kindergarten, current }: SiteHeaderProps) {
  return (
    <header className={`site-header${kindergarten ? ' is-kindergarten' : ''}`}>
      {/* The first Tab stop of every page, inside the banner landmark, as all content is in one. */}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="topbar">
        <div className="container topbar__inner">
          <ul className="topbar__contacts">
            {site.phones.map((p) => (
              <li key={p}>
                <a href={telHref(p)}>
                  <span className="visually-hidden">Phone: </span>
                  {p}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`}>
                <span className="visually-hidden">E-mail: </span>
                {site.email}
              </a>
            </li>
            <li className="topbar__address">
              <span className="visually-hidden">Address: </span>
              {site.address}
            </li>
          </ul>
          <div className="topbar__links">
            <a href={site.parentPortalHelpUrl} target="_blank" rel="noopener noreferrer">
              Parent portal help<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <SocialLinks links={site.social} />
          </div>
        </div>
      </div>
      <div className="container brandbar">
        <a href={kindergarten ? '/kindergarten/' : '/'} className="brand">
          <Crest className="brand__crest" />
          <span className="brand__text">
            <span className="brand__name">{site.name}</span>
            <span className="brand__tagline">{kindergarten ? `Kindergarten · ${site.city}` : `${site.tagline} · ${site.city}`}</span>
          </span>
        </a>
        <form role="search" action="/search/" method="get" className="site-search">
          <label htmlFor="site-search-q" className="visually-hidden">
            Search the site
          </label>
          <input id="site-search-q" type="search" name="q" placeholder="Search the site" autoComplete="off" />
          <button type="submit" className="btn btn--primary site-search__button">
            Search
          </button>
        </form>
        <details className="nav-toggle">
          <summary aria-controls="site-nav">
            <span className="nav-toggle__bars" aria-hidden="true" />
            Menu
          </summary>
        </details>
      </div>
      <SiteNav entries={nav} current={current} label={kindergarten ? 'Kindergarten' : 'Main'} />
    </header>
  )
}

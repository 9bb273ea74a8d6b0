// Spec §2 footer: kindergarten, CBSE, ERP, portal help guide, sitemap, clubs, social links, map,
// address, phones, e-mail, app-store links and the parent-app school code.
import type { Menus } from '#lib/content/menus.ts'
import { site, telHref } from '#lib/content/site.ts'
import { Crest } from './Crest.tsx'
import { NavLink } from './NavLink.tsx'
import { SocialLinks } from './SocialIcon.tsx'

interface SiteFooterProps {
  groups: Menus['footer']
  year: number
}

export function SiteFooter({ groups, year }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <div className="site-footer__brand">
            <Crest size={44} />
            <p className="site-footer__name">{site.name}</p>
          </div>
          <h2 id="footer-contact" className="site-footer__heading">
            Contact us
          </h2>
          <address>
            {site.address}
            <br />
            {site.phones.map((p) => (
              <span key={p}>
                <a href={telHref(p)}>{p}</a>
                <br />
              </span>
            ))}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p className="site-footer__hours">
            Office hours:{' '}
            {site.officeHours.map((h, i) => (
              <span key={h.days}>
                {i > 0 ? '; ' : ''}
                {h.days} {h.hours}
              </span>
            ))}
          </p>
          <SocialLinks links={site.social} className="social-links--footer" />
        </section>
        {groups.map((g) => (
          <nav key={g.heading} aria-label={g.heading} className="site-footer__links">
            <h2 className="site-footer__heading">{g.heading}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.href}>
                  <NavLink link={l} />
                </li>
              ))}
              {g === groups[0] && (
                <li>
                  <a href={site.parentPortalHelpUrl} target="_blank" rel="noopener noreferrer">
                    Portal help guide<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
        <section className="site-footer__app" aria-labelledby="footer-app">
          <h2 id="footer-app" className="site-footer__heading">
            Parent app
          </h2>
          <p>
            Download the {site.parentApp.name} and sign in with school code{' '}
            <strong className="school-code">{site.parentApp.schoolCode}</strong>.
          </p>
          <ul className="store-links">
            <li>
              <a className="btn btn--secondary" href={site.parentApp.playStoreUrl} target="_blank" rel="noopener noreferrer">
                Get it on Google Play<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a className="btn btn--secondary" href={site.parentApp.appStoreUrl} target="_blank" rel="noopener noreferrer">
                Download on the App Store<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
          <p>
            <a href={site.erpUrl} target="_blank" rel="noopener noreferrer">
              ERP portal login<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section className="site-footer__map" aria-labelledby="footer-map">
          <h2 id="footer-map" className="site-footer__heading">
            Find us
          </h2>
          {/* A link, not an embedded map: a third-party frame on every page would cost every visit
              its weight and its privacy. The map itself is embedded on /contact only. */}
          <address>{site.address}</address>
          <p>
            <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
              Open the map<span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            · <a href="/contact/">Contact and directions</a>
          </p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {site.name}, {site.city}. Affiliated to CBSE. School code {site.schoolCode}.
          </p>
        </div>
      </div>
    </footer>
  )
}

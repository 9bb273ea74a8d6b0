// The main navigation. Works with no JavaScript: each menu is a <details> disclosure (keyboard:
// Tab to a menu, Enter or Space opens it; touch: tap), and name="site-menu" keeps one open at a
// time. On narrow screens the "Menu" toggle in the header shows or hides this whole <nav>.
import type { NavEntry } from '#lib/content/menus.ts'
import { NavLink } from './NavLink.tsx'

interface SiteNavProps {
  entries: NavEntry[]
  label: string
  current: string
}

export function SiteNav({ entries, label, current }: SiteNavProps) {
  return (
    <nav id="site-nav" className="site-nav" aria-label={label}>
      <ul className="site-nav__list container">
        {entries.map((entry) =>
          'children' in entry ? (
            <li key={entry.label} className="site-nav__item">
              <details className="site-nav__menu" name="site-menu">
                <summary className={`site-nav__link${entry.children.some((c) => c.href === current) ? ' is-current' : ''}`}>
                  {entry.label}
                </summary>
                <ul className={`site-nav__submenu${entry.children.length > 12 ? ' site-nav__submenu--wide' : ''}`}>
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <NavLink link={child} current={current} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.href} className="site-nav__item">
              <NavLink link={entry} current={current} className="site-nav__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

// The kindergarten home's six icon tiles (spec §2), each to its kindergarten page.
const TILES = [
  {
    href: '/social-responsibility/',
    title: 'Social',
    icon: 'M12 21s-7-4.4-9.3-9A5.2 5.2 0 0 1 12 6.6 5.2 5.2 0 0 1 21.3 12C19 16.6 12 21 12 21z',
  },
  {
    href: '/kids-sports/',
    title: 'Sports',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3.2 2.8 2-1 3.3h-3.6l-1-3.3zM5 11l2.3-1.3 1.1 3.4-1.5 2.4-2-.8zm14 0-.1 3.7-2 .8-1.5-2.4 1.1-3.4zm-9.4 4.2h4.8l1.2 2.2-2.2 2.3h-2.8l-2.2-2.3z',
  },
  {
    href: '/awards/',
    title: 'Awards',
    icon: 'M7 3h10v3a5 5 0 0 1-10 0zM4 4h3v2a2 2 0 0 1-3-1.7zm16 0h-3v2a2 2 0 0 0 3-1.7zM11 11.9h2V16h3v2H8v-2h3z',
  },
  { href: '/goals-rules/', title: 'Rules', icon: 'M6 2h9l4 4v16H6zm8 1.5V7h3.5zM8.5 11h7v1.5h-7zm0 3h7v1.5h-7zm0 3h5v1.5h-5z' },
  { href: '/cultural-programm/', title: 'Program', icon: 'M9 3v11.3A3.5 3.5 0 1 0 11 17.5V8h6V3z' },
  {
    href: '/kinder-activities/',
    title: 'Activities',
    icon: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm12.5 0a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  },
] as const

export function KinderTiles() {
  return (
    <nav className="kg-tiles" aria-label="Kindergarten sections">
      <ul>
        {TILES.map((t) => (
          <li key={t.href}>
            <a className="kg-tile" href={t.href}>
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={t.icon} fill="currentColor" />
              </svg>
              <span>{t.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

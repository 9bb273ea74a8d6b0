// A listing's links to each year's (or session's) archive page (lib/select/archives.ts): the way to
// another year without JavaScript; nothing when there is no archive.
import type { ListingArchives } from '#lib/select/listingArchives.ts'

/** `label` names the landmark, unique on the page: 'News archive'. */
export function ArchiveNav({ label, links }: ListingArchives) {
  if (links.length === 0) return null
  return (
    <nav className="archive-nav" aria-label={label}>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} aria-current={l.current ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

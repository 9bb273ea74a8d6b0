// The quick-link tiles under the welcome, from home.json.
import type { Data } from './+data.ts'

interface HomeTilesProps {
  tiles: Data['content']['tiles']
}

export function HomeTiles({ tiles }: HomeTilesProps) {
  return (
    <nav className="home-tiles" aria-label="Featured pages">
      <ul>
        {tiles.map((t) => (
          <li key={t.href}>
            <a className="home-tile card" href={t.href}>
              <span className="home-tile__title">{t.title}</span>
              <span className="home-tile__text">{t.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

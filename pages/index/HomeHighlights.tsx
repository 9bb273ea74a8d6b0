// The home page's highlights, a horizontal ticker (a behaviour island) under the header; nothing
// when there are none.
import { Ticker } from '#components/carousel/Ticker.tsx'
import type { Data } from './+data.ts'

interface HomeHighlightsProps {
  items: Data['highlights']
}

export function HomeHighlights({ items }: HomeHighlightsProps) {
  if (items.length === 0) return null
  return (
    <div className="home-highlights">
      <span className="home-highlights__label" aria-hidden="true">
        Highlights
      </span>
      <Ticker
        direction="horizontal"
        label="Highlights"
        items={items.map((h) => ({
          key: h.id,
          node: h.url ? (
            <a href={h.url} target="_blank" rel="noopener noreferrer">
              {h.title}
            </a>
          ) : (
            <span>{h.title}</span>
          ),
        }))}
      />
    </div>
  )
}

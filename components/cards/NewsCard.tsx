// A news card (senior /news, /kindergarten-news) and the spec's empty-list placeholder (spec §3).
import { newsHref } from '#lib/format/permalink.ts'
import type { NewsEntry } from '#lib/select/entries.ts'
import { CardImage, type CardLoad } from './CardImage.tsx'

interface NewsCardProps {
  item: NewsEntry
  load?: CardLoad
}

export function NewsCard({ item, load }: NewsCardProps) {
  return (
    <article className="card list-card">
      {item.image.src && <CardImage image={item.image} alt="" load={load} crop />}
      <div className="list-card__body">
        <p className="list-card__date">{item.day ? <time dateTime={item.day}>{item.dateText}</time> : item.dateText}</p>
        <h2 className="list-card__title">
          <a href={newsHref(item.id)}>{item.title}</a>
        </h2>
        {item.description && <p className="list-card__text">{item.description}</p>}
      </div>
    </article>
  )
}

/** Spec §3 "Fallback placeholders": news 'Stay Tuned For More Updates' with date 'DD.MM.YYYY'. */
export function NewsPlaceholderCard() {
  return (
    <article className="card list-card list-card--placeholder">
      <div className="list-card__body">
        <p className="list-card__date">DD.MM.YYYY</p>
        <h2 className="list-card__title">Stay Tuned For More Updates</h2>
      </div>
    </article>
  )
}

// News cards (home senior and kindergarten news, kindergarten latest news). Spec §3 placeholder
// when empty: 'Stay Tuned For More Updates' with date 'DD.MM.YYYY'.
import { newsHref } from '#lib/format/permalink.ts'
import type { NewsCardData } from './cardData.ts'

export const NEWS_PLACEHOLDER: NewsCardData = {
  id: 'placeholder',
  title: 'Stay Tuned For More Updates',
  date: 'DD.MM.YYYY',
  day: '',
  url: '',
}

/** A title links to the item's own URL when it has one, to its permalink page otherwise. */
export function NewsList({ items }: { items: NewsCardData[] }) {
  const shown = items.length ? items : [NEWS_PLACEHOLDER]
  return (
    <ul className="news-list">
      {shown.map((n) => (
        <li key={n.id} className={`news-list__item${n === NEWS_PLACEHOLDER ? ' is-placeholder' : ''}`}>
          <DateBadge date={n.date} day={n.day} />
          <p className="news-list__title">
            {n === NEWS_PLACEHOLDER ? (
              n.title
            ) : n.url ? (
              <a href={n.url} target="_blank" rel="noopener noreferrer">
                {n.title}
              </a>
            ) : (
              <a href={newsHref(n.id)}>{n.title}</a>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** DD.MM.YYYY in a <time> when the date is known; the text as it is otherwise ('Invalid Date', 'DD.MM.YYYY'). */
export function DateBadge({ date, day }: { date: string; day: string }) {
  return day ? (
    <time className="date-badge" dateTime={day}>
      {date}
    </time>
  ) : (
    <span className="date-badge">{date}</span>
  )
}

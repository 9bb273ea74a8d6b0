// An event card (senior /events, /kinder-events) and the spec's empty-list placeholder (spec §3).
import { eventHref } from '../../lib/format/permalink.ts'
import type { EventEntry } from '../../lib/select/entries.ts'

interface EventCardProps {
  item: EventEntry
}

export function EventCard({ item }: EventCardProps) {
  return (
    <article className="card list-card event-card">
      <div className="list-card__body">
        <p className="list-card__date">
          {item.day ? <time dateTime={item.day}>{item.dateText}</time> : item.dateText}
          {item.time && <span className="event-card__time"> · {item.time}</span>}
        </p>
        <h2 className="list-card__title"><a href={eventHref(item.id)}>{item.title}</a></h2>
        {item.venue && <p className="event-card__venue">{item.venue}</p>}
        {item.description && <p className="list-card__text">{item.description}</p>}
      </div>
    </article>
  )
}

/** Spec §3 "Fallback placeholders": event 'Event Title' at 'School Campus'. */
export function EventPlaceholderCard() {
  return (
    <article className="card list-card event-card list-card--placeholder">
      <div className="list-card__body">
        <p className="list-card__date">DD.MM.YYYY</p>
        <h2 className="list-card__title">Event Title</h2>
        <p className="event-card__venue">School Campus</p>
      </div>
    </article>
  )
}

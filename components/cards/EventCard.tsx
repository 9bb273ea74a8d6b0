// The one event card, in the two places events are shown: `list`, a card of a listing grid (/events,
// /kinder-events and their "Coming up" part), and `slide`, a slide of the home and kindergarten
// events carousels. Both say the same things (date, title linking to the event's page, time, venue);
// a list card also gives the description. Spec §3 "Fallback placeholders": 'Event Title' at 'School
// Campus', unlinked, when a list is empty.
import { eventHref } from '#lib/format/permalink.ts'
import { DateBadge } from '../home/NewsList.tsx'

/** What an event card shows (lib/select/entries.ts EventEntry and the home pages' cards have these). */
export interface EventCardFields {
  id: string
  title: string
  /** DD.MM.YYYY in Asia/Kolkata, or the text as it is ('Invalid Date', 'DD.MM.YYYY'). */
  dateText: string
  /** YYYY-MM-DD, '' when unknown. */
  day: string
  /** Its <time datetime>: the start, with its time when it has one (lib/format/schoolTime.ts eventStart); '' when unknown. */
  datetime: string
  time: string
  venue: string
  description?: string
}

export const EVENT_PLACEHOLDER: EventCardFields = {
  id: 'placeholder',
  title: 'Event Title',
  dateText: 'DD.MM.YYYY',
  day: '',
  datetime: '',
  time: '',
  venue: 'School Campus',
}

interface EventCardProps {
  event: EventCardFields
  layout: 'list' | 'slide'
  /** A slide carries its day, so the page's script can remove it once it has passed (EventsBlock). */
  upcoming?: boolean
  /**
   * A list card is an <article>; 'div' where the same event is listed again on the page (/events'
   * "Coming up" above its year listing), or a screen reader lists two regions of one name.
   */
  element?: 'article' | 'div'
}

export function EventCard({ event, layout, upcoming = false, element: Card = 'article' }: EventCardProps) {
  const placeholder = event === EVENT_PLACEHOLDER
  const title = placeholder ? event.title : <a href={eventHref(event.id)}>{event.title}</a>
  if (layout === 'slide') {
    // A plain box in the carousel's list, as the other slides (components/home/VideoSlide.tsx).
    return (
      <div
        className={`event-card card${placeholder ? ' is-placeholder' : ''}`}
        data-event-day={upcoming && event.day ? event.day : undefined}
      >
        <DateBadge date={event.dateText} day={event.datetime} />
        <h3 className="event-card__title">{title}</h3>
        <p className="event-card__meta">
          {event.time && <span>{event.time}</span>}
          {event.venue && <span>{event.venue}</span>}
        </p>
      </div>
    )
  }
  return (
    <Card className={`card list-card event-card${placeholder ? ' list-card--placeholder' : ''}`}>
      <div className="list-card__body">
        <p className="list-card__date">
          {event.datetime ? <time dateTime={event.datetime}>{event.dateText}</time> : event.dateText}
          {event.time && <span className="event-card__time"> · {event.time}</span>}
        </p>
        <h2 className="list-card__title">{title}</h2>
        {event.venue && <p className="event-card__venue">{event.venue}</p>}
        {event.description && <p className="list-card__text">{event.description}</p>}
      </div>
    </Card>
  )
}

// An event card for the home and kindergarten events carousels. Spec §3 placeholder when the list
// is empty: 'Event Title' at 'School Campus'.
import type { EventCardData } from './cardData.ts'
import { DateBadge } from './NewsList.tsx'

export const EVENT_PLACEHOLDER: EventCardData = { id: 'placeholder', title: 'Event Title', date: 'DD.MM.YYYY', day: '', time: '', venue: 'School Campus', image: { src: '' } }

/** `upcoming`: the card carries its day, so the page's script can remove it once it has passed. */
export function EventCard({ event, href, upcoming = false }: { event: EventCardData; href: string; upcoming?: boolean }) {
  const placeholder = event === EVENT_PLACEHOLDER
  return (
    <article className={`event-card card${placeholder ? ' is-placeholder' : ''}`} data-event-day={upcoming && event.day ? event.day : undefined}>
      <DateBadge date={event.date} day={event.day} />
      <h3 className="event-card__title">{placeholder ? event.title : <a href={href}>{event.title}</a>}</h3>
      <p className="event-card__meta">
        {event.time && <span>{event.time}</span>}
        {event.venue && <span>{event.venue}</span>}
      </p>
    </article>
  )
}

/** Carousel slides for a list of events, or the one placeholder card. */
export function eventSlides(events: EventCardData[], href: string) {
  const shown = events.length ? events : [EVENT_PLACEHOLDER]
  return shown.map((e) => ({ key: e.id, node: <EventCard event={e} href={href} /> }))
}

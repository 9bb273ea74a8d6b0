// The upcoming part of /events (docs/differences.md, Addresses): events on or after today in
// Asia/Kolkata, soonest first. The build knows its own day; once hydrated, the visitor's day drops
// events that passed since the build. Past events stay in the year listing below it.
import { useEffect, useState } from 'react'
import { schoolToday, splitUpcoming } from '#lib/select/upcoming.ts'
import type { EventEntry } from '#lib/select/entries.ts'
import { EventCard } from './EventCard.tsx'

export function UpcomingEvents({ items }: { items: EventEntry[] }) {
  const [today, setToday] = useState<string | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
  useEffect(() => setToday(schoolToday(new Date())), [])
  const shown = today ? splitUpcoming(items, today).upcoming : items
  return (
    <section className="upcoming-events" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Coming up</h2>
      {shown.length ? (
        <div className="card-grid upcoming-events__grid">
          {shown.map((e) => (
            <EventCard key={e.id} event={e} layout="list" element="div" />
          ))}
        </div>
      ) : (
        <p className="upcoming-events__none">No upcoming events are scheduled. Past events are listed below by year.</p>
      )}
    </section>
  )
}

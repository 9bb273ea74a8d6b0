// The home and kindergarten events block (spec §2; docs/differences.md, Addresses): the events still
// to come, soonest first, as a carousel. Events that pass between two builds are removed in the
// browser by a small inline script before the carousel mounts; when none is left it says so. With
// no event to come at build time the block is titled "Recent events" and shows the latest ones.
import type { EventsBlock as Block } from '#lib/select/kindergartenHome.ts'
import { Carousel } from '../carousel/Carousel.tsx'
import { EVENT_PLACEHOLDER, EventCard, type EventCardFields } from '../cards/EventCard.tsx'
import { SectionHeading } from './SectionHeading.tsx'
import type { CarouselPresetName } from '../carousel/presets.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'

interface EventsBlockProps {
  id: string
  block: Block<EventCardFields>
  preset: CarouselPresetName
  /** The full listing (upcoming and past events). */
  listHref: string
  /** The carousel's name when it shows upcoming events ('Upcoming events'); else 'Recent events'. */
  label: string
}

export function EventsBlock({ id, block, preset, label, listHref }: EventsBlockProps) {
  const upcoming = block.kind === 'upcoming'
  const title = upcoming ? 'Upcoming Events' : 'Recent events'
  // With no event at all the carousel shows spec §3's placeholder card, which nothing hides.
  const hides = upcoming && block.events.length > 0
  return (
    <>
      <SectionHeading id={id} title={title} viewAll={{ href: listHref, label: 'View All' }} />
      <div className="events-block">
        <Carousel
          preset={preset}
          label={upcoming ? label : title}
          slides={(block.events.length ? block.events : [EVENT_PLACEHOLDER]).map((e) => ({
            key: e.id,
            node: <EventCard event={e} layout="slide" upcoming={upcoming} />,
          }))}
        />
        {hides && (
          <p className="events-block__none" data-upcoming-none hidden>
            No upcoming events are scheduled. <a href={listHref}>See past events</a>.
          </p>
        )}
      </div>
      {/* One of the site's named inline scripts, never data (the CSP allows it by its hash). */}
      {hides && <script dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.hidePassedEvents }} />}
    </>
  )
}

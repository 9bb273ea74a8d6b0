// "Subscribe" on the listing pages and "Add to calendar" on an event's page (lib/feeds/subscribe.ts):
// plain links, so they work without JavaScript; an outside address opens in a new tab.
import type { SubscribeLink } from '#lib/feeds/subscribe.ts'

interface SubscribeLinksProps {
  /** 'Subscribe' or 'Add to calendar'. */
  label: string
  links: SubscribeLink[]
}

export function SubscribeLinks({ label, links }: SubscribeLinksProps) {
  if (links.length === 0) return null
  return (
    <nav className="subscribe" aria-label={label}>
      <span className="subscribe__label">{label}:</span>
      <ul className="subscribe__links">
        {links.map((l) => {
          const outside = /^https?:/i.test(l.href)
          return (
            <li key={l.href}>
              <a href={l.href} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {l.label}
                <span className="visually-hidden">
                  {' '}
                  ({l.description}
                  {outside ? ', opens in a new tab' : ''})
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

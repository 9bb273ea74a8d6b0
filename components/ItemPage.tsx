// A news item's or an event's own page (docs/contract.md "Output layout"): prerendered, no script.
// Every field is text from the API, rendered as text; links passed the schema's allow-list.
import type { ItemView } from '#lib/select/itemPages.ts'
import { CardImage } from './cards/CardImage.tsx'
import { SubscribeLinks } from './feeds/SubscribeLinks.tsx'
import { ShareActions } from './share/ShareActions.tsx'

export function ItemPage({ item, kind }: { item: ItemView; kind: 'news' | 'event' }) {
  const date = item.datetime ? <time dateTime={item.datetime}>{item.dateText}</time> : item.dateText
  return (
    <article className={`item-page item-page--${kind}`}>
      <header className="page-header">
        <h1>{item.title}</h1>
      </header>
      <dl className="item-page__facts">
        {item.dateText && (
          <div>
            <dt>Date:</dt> <dd>{date}</dd>
          </div>
        )}
        {item.time && (
          <div>
            <dt>Time:</dt> <dd>{item.time}</dd>
          </div>
        )}
        {item.venue && (
          <div>
            <dt>Venue:</dt> <dd>{item.venue}</dd>
          </div>
        )}
      </dl>
      <SubscribeLinks label="Add to calendar" links={item.calendar} />
      {item.image && (
        <CardImage className="item-page__image" image={item.image} alt="" width={800} height={600} load="first" sizes="full" />
      )}
      {item.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {item.link && (
        <p>
          <a href={item.link} target="_blank" rel="noopener noreferrer">
            More about this<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {item.files.length > 0 && (
        <ul className="item-page__files">
          {item.files.map((f) => (
            <li key={f.href}>
              <a href={f.href}>{f.label}</a>
            </li>
          ))}
        </ul>
      )}
      <ShareActions {...item.share} />
      <p className="item-page__back">
        <a className="btn btn--secondary" href={item.back.href}>
          Back to {item.back.label.toLowerCase()}
        </a>
      </p>
    </article>
  )
}

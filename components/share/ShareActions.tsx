// "Share" on a news item's, an event's and an album's page: WhatsApp and e-mail links work without a
// script; the `share` island (islands/share.ts) adds the phone's own share sheet (Web Share API) and
// "Copy link" where the browser has them, so they are hidden until it does.
import { emailShareUrl, whatsappShareUrl, type ShareTarget } from '#lib/share/shareLinks.ts'

export function ShareActions({ title, url }: ShareTarget) {
  return (
    <div className="share" data-island="share" data-share-title={title} data-share-url={url}>
      <h2 className="share__heading">Share</h2>
      <ul className="share__list">
        <li hidden data-share-native>
          <button type="button" className="share__action">
            Share…
          </button>
        </li>
        <li>
          <a className="share__action" href={whatsappShareUrl({ title, url })} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a className="share__action" href={emailShareUrl({ title, url })}>
            E-mail
          </a>
        </li>
        <li hidden data-share-copy>
          <button type="button" className="share__action">
            Copy link
          </button>
        </li>
      </ul>
      <p className="share__status" role="status" aria-live="polite" />
    </div>
  )
}

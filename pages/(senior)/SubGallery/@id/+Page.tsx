// https://vike.dev/Page — one album: title, dates, total photos, description, photo grid, Go Back (spec §2).
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'
import { PhotoLink } from '#components/images/PhotoLink.tsx'
import { ShareActions } from '#components/share/ShareActions.tsx'

export function Page() {
  const { album, share } = usePageData<Data>()
  const date = album.day ? <time dateTime={album.day}>{album.dateText}</time> : album.dateText
  return (
    <article className="album">
      <header className="page-header">
        <h1>{album.title}</h1>
      </header>
      <dl className="album__facts">
        <div>
          <dt>Event Date:</dt> <dd>{date}</dd>
        </div>
        <div>
          <dt>Updated On:</dt> <dd>{date}</dd>
        </div>
        <div>
          <dt>Total Photos:</dt> <dd data-testid="album-count">{album.count}</dd>
        </div>
      </dl>
      {album.description && <p className="album__description">{album.description}</p>}
      {album.photos.length === 0 ? (
        <p>This album has no photos yet.</p>
      ) : (
        // Shared lightbox markup (components/lightbox/initLightbox.ts): each link opens the full image even without JavaScript.
        <ul className="photo-grid" data-lightbox data-island="lightbox">
          {album.photos.map((p, i) => (
            <li key={p.src}>
              <PhotoLink
                image={p.thumb}
                href={p.src}
                caption={p.caption}
                alt={p.caption}
                load={i === 0 ? 'first' : i < 2 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
      <ShareActions {...share} />
      <p className="album__back">
        <a className="btn btn--secondary" href={album.back.href} data-go-back data-island="go-back">
          Go Back<span className="visually-hidden"> to {album.back.label}</span>
        </a>
      </p>
    </article>
  )
}

// https://vike.dev/Page — /SubGallery?id={id} (the spec's own address) on any static host: the
// `album-lookup` island (components/albums/albumLookup.island.ts) reads the query and replaces the location with
// /SubGallery/{id}/; an unknown id gets a message.
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'
import { albumHref } from '#lib/format/url.ts'

export function Page() {
  const { albums, total } = usePageData<Data>()
  return (
    <>
      <header className="page-header">
        <h1>Photo Album</h1>
      </header>
      {/* If you rename these data attributes, update components/albums/albumLookup.island.ts. */}
      <div data-album-lookup data-island="album-lookup">
        <p data-album-state="loading" role="status" hidden>
          Opening the album…
        </p>
        <div data-album-state="missing" hidden>
          <p className="album__missing">Sorry, we could not find that album. It may have been removed, or the link may be mistyped.</p>
          <p>
            <a className="btn btn--primary" href="/gallery/">
              Go to the Photo Gallery
            </a>
          </p>
        </div>
      </div>
      <noscript>
        <p>
          Choose an album, or go to the <a href="/gallery/">Photo Gallery</a>:
        </p>
        <ul className="album-index">
          {albums.map((a) => (
            <li key={a.id}>
              <a href={albumHref(a.id)}>{a.title}</a>
            </li>
          ))}
        </ul>
        {total > albums.length && (
          <p>
            The newest {albums.length} of {total} albums; the <a href="/gallery/">Photo Gallery</a> lists them all.
          </p>
        )}
      </noscript>
    </>
  )
}

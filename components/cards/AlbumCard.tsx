// An album card linking to /SubGallery/{id}/ (galleries, kindergarten sports, activities, social
// responsibility; spec §2 "Kindergarten Sports and Activities cards" and "Kids photo gallery").
import type { AlbumEntry } from '#lib/select/entries.ts'
import { CardImage, type CardLoad } from './CardImage.tsx'
import { albumHref } from '#lib/format/url.ts'

/** Shown when an album has no photo. */
export const ALBUM_PLACEHOLDER_IMAGE = '/images/album-placeholder.svg'

interface AlbumCardProps {
  item: AlbumEntry
  load?: CardLoad
  /** Headings inside a tab panel or section are one level lower. */
  headingLevel?: 2 | 3
}

export function AlbumCard({ item, load, headingLevel = 2 }: AlbumCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card list-card album-card">
      <CardImage image={item.cover.src ? item.cover : ALBUM_PLACEHOLDER_IMAGE} alt="" load={load} crop />
      <div className="list-card__body">
        <H className="list-card__title">
          <a className="album-card__link" href={albumHref(item.id)}>
            {item.title}
          </a>
        </H>
        {item.description && <p className="list-card__text">{item.description}</p>}
        <AlbumMeta dateText={item.dateText} day={item.day} count={item.count} />
      </div>
      <span className="album-card__arrow" aria-hidden="true">
        →
      </span>
    </article>
  )
}

interface AlbumPlaceholderCardProps {
  title: string
  text: string
  dateText: string
  headingLevel?: 2 | 3
}

/**
 * The one placeholder card of an empty album list: kindergarten cards 'Title', 'Stay Tuned For More
 * Updates', 'DD.MM.YYYY'; kids gallery 'Gallery Title', 'Stay Tuned for Latest Updates', 'DD MM YYYY'; count 0.
 */
export function AlbumPlaceholderCard({ title, text, dateText, headingLevel = 2 }: AlbumPlaceholderCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card list-card album-card list-card--placeholder">
      <CardImage image={ALBUM_PLACEHOLDER_IMAGE} alt="" />
      <div className="list-card__body">
        <H className="list-card__title">{title}</H>
        <p className="list-card__text">{text}</p>
        <AlbumMeta dateText={dateText} day="" count={0} />
      </div>
    </article>
  )
}

function AlbumMeta({ dateText, day, count }: { dateText: string; day: string; count: number }) {
  return (
    <p className="album-card__meta">
      <span className="list-card__date">{day ? <time dateTime={day}>{dateText}</time> : dateText}</span>
      <span className="album-card__count">{count === 1 ? '1 photo' : `${count} photos`}</span>
    </p>
  )
}

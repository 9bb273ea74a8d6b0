// A video card: thumbnail, video-site icon, title; opens the video in a new tab (spec §2 "Video galleries").
import type { VideoEntry } from '#lib/select/entries.ts'
import { CardImage, type CardLoad } from './CardImage.tsx'

interface VideoCardProps {
  item: VideoEntry
  load?: CardLoad
}

export function VideoCard({ item, load }: VideoCardProps) {
  const inner = (
    <>
      {item.thumb.src ? (
        <CardImage image={item.thumb} alt="" load={load} width={480} height={270} crop />
      ) : (
        <span className="video-card__nothumb" />
      )}
      <span className="video-card__title">
        <VideoSiteIcon />
        {item.title}
        {item.href && <span className="visually-hidden"> (opens in a new tab)</span>}
      </span>
    </>
  )
  return (
    <article className="card video-card">
      {/* A URL that failed the allow-list (lib/schema/primitives.ts safeLink) arrives as '': no link. */}
      {item.href ? (
        <a className="video-card__link" href={item.href} target="_blank" rel="noopener noreferrer">
          {inner}
        </a>
      ) : (
        <div className="video-card__link video-card__link--disabled">{inner}</div>
      )}
    </article>
  )
}

/** A generic play-button mark (not a brand logo), decorative. */
export function VideoSiteIcon() {
  return (
    <svg className="video-card__icon" viewBox="0 0 28 20" width="28" height="20" aria-hidden="true" focusable="false">
      <rect width="28" height="20" rx="5" fill="#c4302b" />
      <path d="M11 5.5v9l8-4.5z" fill="#fff" />
    </svg>
  )
}

// One video in a home-page carousel (senior home and kindergarten home): thumbnail and a title
// that opens the video in a new tab when its URL passed the allow-list.
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'
import type { Img } from '#lib/images/img.ts'

export interface VideoSlideProps {
  /** Thumbnail (src '' for the default thumbnail). */
  thumb: Img
  title: string
  /** Allow-listed video URL, or '' (then the title is plain text). */
  url: string
}

/** A plain box in the carousel's list, not an <article>: slides of one title would be regions of one name (IBM aria_article_label_unique). */
export function VideoSlide({ thumb, title, url }: VideoSlideProps) {
  return (
    <div className="video-card card">
      <ResponsiveImage image={thumb.src ? thumb : '/images/placeholders/video.svg'} alt="" sizes="card" width={480} height={270} crop />
      <h3 className="video-card__title">
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        ) : (
          title
        )}
      </h3>
    </div>
  )
}

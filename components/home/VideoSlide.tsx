// One video in a home-page carousel (senior home and kindergarten home): thumbnail and a title
// that opens the video in a new tab when its URL passed the allow-list.
export interface VideoSlideProps {
  /** Thumbnail URL, or '' for the default thumbnail. */
  thumb: string
  title: string
  /** Allow-listed video URL, or '' (then the title is plain text). */
  url: string
}

export function VideoSlide({ thumb, title, url }: VideoSlideProps) {
  return (
    <article className="video-card card">
      <img src={thumb || '/images/placeholders/video.svg'} alt="" width={480} height={270} loading="lazy" decoding="async" />
      <h3 className="video-card__title">
        {url ? <a href={url} target="_blank" rel="noopener noreferrer">{title}</a> : title}
      </h3>
    </article>
  )
}

// https://vike.dev/Page — Kindergarten home (spec §2): news ticker, image slider, six icon tiles,
// about block, upcoming-events carousel, latest news, photo carousel of the latest 5 albums and a
// video carousel. Prerendered from the snapshot, so the original's 'Loading...' state never shows;
// an empty or missing video list shows the placeholder.
import { ResponsiveImage } from '#components/images/ResponsiveImage.tsx'
import { VideoSlide } from '#components/home/VideoSlide.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import { Carousel } from '#components/carousel/Carousel.tsx'
import { Ticker } from '#components/carousel/Ticker.tsx'
import { EventsBlock } from '#components/home/EventsBlock.tsx'
import { DateBadge, NewsList } from '#components/home/NewsList.tsx'
import { SectionHeading } from '#components/home/SectionHeading.tsx'
import { KinderTiles } from './KinderTiles.tsx'
import type { Data } from './+data.ts'
import { albumHref } from '#lib/format/url.ts'

export function Page() {
  const d = usePageData<Data>()
  return (
    <div className="kg-home">
      <h1 className="kg-home__title">{d.content.heading}</h1>
      <div className="kg-ticker">
        <span className="kg-ticker__label" aria-hidden="true">
          News
        </span>
        {d.ticker.length > 0 ? (
          <Ticker
            direction="horizontal"
            label="Kindergarten news"
            items={d.ticker.map((n) => ({
              key: n.id,
              node: n.url ? (
                <a href={n.url} target="_blank" rel="noopener noreferrer">
                  {n.title}
                </a>
              ) : (
                <a href="/kindergarten-news/">{n.title}</a>
              ),
            }))}
          />
        ) : (
          <span>Stay Tuned For More Updates</span>
        )}
      </div>

      <Carousel
        preset="kinderSlider"
        label="Kindergarten pictures"
        className="kg-slider"
        slides={d.content.slides.map((s, i) => ({
          key: s.src,
          node: <img src={s.src} alt={s.alt} width={s.width} height={s.height} decoding="async" loading={i === 0 ? 'eager' : 'lazy'} />,
        }))}
      />

      <KinderTiles />

      <section className="kg-about card" aria-labelledby="kg-about">
        <h2 id="kg-about">{d.content.about.heading}</h2>
        {d.content.about.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <a className="btn btn--primary" href="/kinder-about/">
          Read more about our kindergarten
        </a>
      </section>

      <div className="kg-two">
        <section className="home-section" aria-labelledby="kg-events">
          <EventsBlock id="kg-events" block={d.events} preset="kinderEvents" label="Kindergarten events" listHref="/kinder-events/" />
        </section>
        <section className="home-section" aria-labelledby="kg-news">
          <SectionHeading id="kg-news" title="Latest News" viewAll={{ href: '/kindergarten-news/', label: 'View All' }} />
          <NewsList items={d.news} />
        </section>
      </div>

      <section className="home-section" aria-labelledby="kg-gallery">
        <SectionHeading id="kg-gallery" title="Photo Gallery" viewAll={{ href: '/kids-gallery/', label: 'View All' }} />
        {d.albums.length > 0 ? (
          <Carousel
            preset="kinderPhotos"
            label="Latest kindergarten albums"
            slides={d.albums.map((a) => ({
              key: a.id,
              node: (
                <div className="album-card card">
                  <ResponsiveImage
                    image={a.cover.src ? a.cover : '/images/placeholders/photo.svg'}
                    alt=""
                    sizes="card"
                    crop
                    width={400}
                    height={300}
                  />
                  <div className="album-card__body">
                    <h3 className="album-card__title">
                      <a href={albumHref(a.id)}>{a.title}</a>
                    </h3>
                    <p className="album-card__meta">
                      <DateBadge date={a.date} day={a.day} /> <span>{a.count} photos</span>
                    </p>
                  </div>
                </div>
              ),
            }))}
          />
        ) : (
          <p className="kg-empty">Gallery Title: Stay Tuned for Latest Updates</p>
        )}
      </section>

      <section className="home-section" aria-labelledby="kg-videos">
        <SectionHeading id="kg-videos" title="Videos" viewAll={{ href: '/KinderVideo/', label: 'View All' }} />
        {d.videos.length > 0 ? (
          <Carousel
            preset="kinderVideo"
            label="Kindergarten videos"
            className="kg-videos"
            slides={d.videos.map((v) => ({
              key: v.id,
              node: <VideoSlide thumb={v.thumb} title={v.title} url={v.url} />,
            }))}
          />
        ) : (
          <p className="kg-empty">Videos will appear here soon.</p>
        )}
      </section>
    </div>
  )
}

// https://vike.dev/Page — Home (spec §2 "Home (/)"). Static HTML; its interactive parts are islands:
// the highlights and notices tickers and the carousels (behaviours), and the notification popup, the
// admission enquiry, the toppers (the visitor's year) and the testimonials' View All (components).
import { ResponsiveImage } from '#components/images/ResponsiveImage.tsx'
import { VideoSlide } from '#components/home/VideoSlide.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import { Carousel } from '#components/carousel/Carousel.tsx'
import { Ticker } from '#components/carousel/Ticker.tsx'
import { EventsBlock } from '#components/home/EventsBlock.tsx'
import { NewsList } from '#components/home/NewsList.tsx'
import NotificationDialog from '#components/home/NotificationDialog.island.tsx'
import HomeToppers from '#components/home/HomeToppers.island.tsx'
import Testimonials from '#components/home/Testimonials.island.tsx'
import { SectionHeading } from '#components/home/SectionHeading.tsx'
import type { Data } from './+data.ts'
import AdmissionEnquiry from '#components/forms/AdmissionEnquiry.island.tsx'

export function Page() {
  const d = usePageData<Data>()
  return (
    <div className="home">
      {d.highlights.length > 0 && (
        <div className="home-highlights">
          <span className="home-highlights__label" aria-hidden="true">
            Highlights
          </span>
          <Ticker
            direction="horizontal"
            label="Highlights"
            items={d.highlights.map((h) => ({
              key: h.id,
              node: h.url ? (
                <a href={h.url} target="_blank" rel="noopener noreferrer">
                  {h.title}
                </a>
              ) : (
                <span>{h.title}</span>
              ),
            }))}
          />
        </div>
      )}

      <div className="home-hero">
        <Carousel
          preset="banner"
          label="Welcome pictures"
          className="home-hero__banner"
          slides={d.content.banners.map((b, i) => ({
            key: b.src,
            node: (
              <img
                src={b.src}
                alt={b.alt}
                width={b.width}
                height={b.height}
                decoding="async"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            ),
          }))}
        />
        <section className="notice-board" aria-labelledby="notices-heading">
          <h2 id="notices-heading" className="notice-board__title">
            Notices &amp; News
          </h2>
          {d.notices.length > 0 ? (
            <Ticker
              direction="vertical"
              label="Notices and news"
              items={d.notices.map((n) => ({
                key: n.id,
                node: (
                  <a href="/news" className="notice-board__item">
                    <span className="notice-board__date">{n.date}</span> {n.title}
                  </a>
                ),
              }))}
            />
          ) : (
            <NewsList items={[]} />
          )}
          <div className="notice-board__foot">
            <a href="/news">All news</a>
            {d.notifications.length > 0 && <NotificationDialog items={d.notifications} />}
          </div>
        </section>
      </div>

      <section className="home-welcome" aria-labelledby="welcome-heading">
        <div className="home-welcome__text">
          <h1 id="welcome-heading">{d.content.welcome}</h1>
          <h2 className="home-welcome__sub">{d.content.about.heading}</h2>
          {d.content.about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <a className="btn btn--primary" href="/about">
            Read more about us
          </a>
        </div>
        {d.registration && (
          <aside className="registration card" aria-labelledby="registration-heading">
            <h2 id="registration-heading" className="registration__title">
              {d.registration.title}
            </h2>
            {d.registration.image.src && <ResponsiveImage image={d.registration.image} alt="" sizes="half" width={600} height={340} crop />}
            <a className="btn btn--secondary" href="/admission-procedure">
              Admission procedure
            </a>
          </aside>
        )}
      </section>

      <nav className="home-tiles" aria-label="Quick links">
        <ul>
          {d.content.tiles.map((t) => (
            <li key={t.href}>
              <a className="home-tile card" href={t.href}>
                <span className="home-tile__title">{t.title}</span>
                <span className="home-tile__text">{t.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="home-news">
        <section className="home-section" aria-labelledby="senior-news">
          <SectionHeading id="senior-news" title="School News" viewAll={{ href: '/news', label: 'View all news' }} />
          <NewsList items={d.seniorNews} />
        </section>
        <section className="home-section" aria-labelledby="kinder-news">
          <SectionHeading
            id="kinder-news"
            title="Kindergarten News"
            viewAll={{ href: '/kindergarten-news', label: 'View all kindergarten news' }}
          />
          <NewsList items={d.kinderNews} />
        </section>
      </div>

      <section className="home-section" aria-labelledby="events-heading">
        <EventsBlock id="events-heading" block={d.events} preset="homeEvents" label="Upcoming events" listHref="/events" />
      </section>

      <HomeToppers toppers={d.toppers} buildYear={d.buildYear} />

      {d.testimonials.length > 0 && <Testimonials items={d.testimonials} />}

      <section className="home-section" aria-labelledby="videos-heading">
        <SectionHeading id="videos-heading" title="Video Testimonials" viewAll={{ href: '/videoGallery', label: 'View all videos' }} />
        {d.videos.length > 0 ? (
          <Carousel
            preset="videos"
            label="Video testimonials"
            slides={d.videos.map((v) => ({
              key: v.id,
              node: <VideoSlide thumb={v.thumb} title={v.title} url={v.url} />,
            }))}
          />
        ) : (
          <p>
            Videos will appear here soon. <a href="/videoGallery">Visit the video gallery</a>.
          </p>
        )}
      </section>

      {d.social.length > 0 && (
        <section className="home-section home-social" aria-labelledby="social-heading">
          <SectionHeading id="social-heading" title="Follow Us" />
          <Carousel
            preset="social"
            label="Our social media"
            slides={d.social.map((s) => ({
              key: s.id,
              node: (
                <article className="social-slide">
                  {s.image.src && <ResponsiveImage image={s.image} alt="" sizes="card" width={800} height={450} crop />}
                  <p className="social-slide__text">
                    <span className="social-slide__site">{s.site}</span>
                    {s.url ? (
                      <a href={s.url} target="_blank" rel="noopener noreferrer">
                        {s.title}
                      </a>
                    ) : (
                      s.title
                    )}
                  </p>
                </article>
              ),
            }))}
          />
        </section>
      )}

      <AdmissionEnquiry {...d.admission} />
    </div>
  )
}

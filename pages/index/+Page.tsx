// https://vike.dev/Page — Home (spec §2 "Home (/)"). Hydrated (+config.ts island: true, +client.ts) for
// the notification popup, the admission enquiry, the toppers (the visitor's year) and the
// testimonials' View All. Sections with nothing for React to do are <StaticHtml> (not hydrated;
// their carousels and tickers are mounted without React).
import { ResponsiveImage } from '../../components/images/ResponsiveImage.tsx'
import { VideoSlide } from '../../components/home/VideoSlide.tsx'
import { useState } from 'react'
import { usePageData } from '../../renderer/usePageData.ts'
import { Carousel } from '../../components/carousel/Carousel.tsx'
import { Ticker } from '../../components/carousel/Ticker.tsx'
import { EventsBlock } from '../../components/home/EventsBlock.tsx'
import { NewsList } from '../../components/home/NewsList.tsx'
import { NotificationDialog } from '../../components/home/NotificationDialog.tsx'
import { SectionHeading } from '../../components/home/SectionHeading.tsx'
import { ToppersCarousel } from '../../components/home/ToppersCarousel.tsx'
import { useVisitorYear } from '../../components/home/useVisitorYear.ts'
import type { Data } from './+data.ts'
import { AdmissionEnquiry } from '../../components/forms/AdmissionEnquiry.tsx'
import { StaticHtml } from '../../components/StaticHtml.tsx'
import type { HomeStatic } from './homeData.ts'

/** Home's StaticHtml sections render from its server-only data (+onBeforeRender.ts). */
const HomeStaticHtml = StaticHtml<HomeStatic>

export function Page() {
  const d = usePageData<Data>()
  const year = useVisitorYear(d.buildYear)
  return (
    <div className="home">
      {d.hasHighlights && (
        <HomeStaticHtml as="div" className="home-highlights">
          {(s) => (
            <>
              <span className="home-highlights__label" aria-hidden="true">Highlights</span>
              <Ticker
                direction="horizontal"
                label="Highlights"
                items={s.highlights.map((h) => ({ key: h.id, node: h.url ? <a href={h.url} target="_blank" rel="noopener noreferrer">{h.title}</a> : <span>{h.title}</span> }))}
              />
            </>
          )}
        </HomeStaticHtml>
      )}

      <div className="home-hero">
        <Carousel
          preset="banner"
          label="Welcome pictures"
          className="home-hero__banner"
          slides={d.banners.map((b, i) => ({
            key: b.src,
            node: <img src={b.src} alt={b.alt} width={b.width} height={b.height} decoding="async" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />,
          }))}
        />
        <section className="notice-board" aria-labelledby="notices-heading">
          <h2 id="notices-heading" className="notice-board__title">Notices &amp; News</h2>
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
            <NotificationDialog items={d.notifications} />
          </div>
        </section>
      </div>

      <HomeStaticHtml as="section" className="home-welcome" aria-labelledby="welcome-heading">
        {(s) => (
          <>
            <div className="home-welcome__text">
              <h1 id="welcome-heading">{s.content.welcome}</h1>
              <h2 className="home-welcome__sub">{s.content.about.heading}</h2>
              {s.content.about.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <a className="btn btn--primary" href="/about">
                Read more about us
              </a>
            </div>
            {s.registration && (
              <aside className="registration card" aria-labelledby="registration-heading">
                <h2 id="registration-heading" className="registration__title">{s.registration.title}</h2>
                {s.registration.image.src && <ResponsiveImage image={s.registration.image} alt="" sizes="half" width={600} height={340} />}
                <a className="btn btn--secondary" href="/admission-procedure">Admission procedure</a>
              </aside>
            )}
          </>
        )}
      </HomeStaticHtml>

      <HomeStaticHtml as="nav" className="home-tiles" aria-label="Quick links">
        {(s) => (
          <>
            <ul>
              {s.content.tiles.map((t) => (
                <li key={t.href}>
                  <a className="home-tile card" href={t.href}>
                    <span className="home-tile__title">{t.title}</span>
                    <span className="home-tile__text">{t.text}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </HomeStaticHtml>

      <HomeStaticHtml as="div" className="home-news">
        {(s) => (
          <>
            <section className="home-section" aria-labelledby="senior-news">
              <SectionHeading id="senior-news" title="School News" viewAll={{ href: '/news', label: 'View all news' }} />
              <NewsList items={s.seniorNews} />
            </section>
            <section className="home-section" aria-labelledby="kinder-news">
              <SectionHeading id="kinder-news" title="Kindergarten News" viewAll={{ href: '/kindergarten-news', label: 'View all kindergarten news' }} />
              <NewsList items={s.kinderNews} />
            </section>
          </>
        )}
      </HomeStaticHtml>

      <HomeStaticHtml as="section" className="home-section" aria-labelledby="events-heading">
        {(s) => (
          <>
            <EventsBlock id="events-heading" block={s.events} preset="homeEvents" label="Upcoming events" listHref="/events" />
          </>
        )}
      </HomeStaticHtml>

      <div className="home-toppers">
        <ToppersCarousel cls="XII" toppers={d.toppers} year={year} />
        <ToppersCarousel cls="X" toppers={d.toppers} year={year} />
      </div>

      <Testimonials items={d.testimonials} />

      <HomeStaticHtml as="section" className="home-section" aria-labelledby="videos-heading">
        {(s) => (
          <>
            <SectionHeading id="videos-heading" title="Video Testimonials" viewAll={{ href: '/videoGallery', label: 'View all videos' }} />
            {s.videos.length > 0 ? (
              <Carousel
                preset="videos"
                label="Video testimonials"
                slides={s.videos.map((v) => ({
                  key: v.id,
                  node: (
                    <VideoSlide thumb={v.thumb} title={v.title} url={v.url} />
                  ),
                }))}
              />
            ) : (
              <p>Videos will appear here soon. <a href="/videoGallery">Visit the video gallery</a>.</p>
            )}
          </>
        )}
      </HomeStaticHtml>

      {d.hasSocial && (
        <HomeStaticHtml as="section" className="home-section home-social" aria-labelledby="social-heading">
          {(s) => (
            <>
              <SectionHeading id="social-heading" title="Follow Us" />
              <Carousel
                preset="social"
                label="Our social media"
                slides={s.social.map((s) => ({
                  key: s.id,
                  node: (
                    <article className="social-slide">
                      {s.image.src && <ResponsiveImage image={s.image} alt="" sizes="card" width={800} height={450} />}
                      <p className="social-slide__text">
                        <span className="social-slide__site">{s.site}</span>
                        {s.url ? <a href={s.url} target="_blank" rel="noopener noreferrer">{s.title}</a> : s.title}
                      </p>
                    </article>
                  ),
                }))}
              />
            </>
          )}
        </HomeStaticHtml>
      )}

      <AdmissionEnquiry {...d.admission} />
    </div>
  )
}

type TestimonialData = Data['testimonials'][number]

/**
 * Testimonials (spec §2: "with a View All button, whose target: not shown"). There is no
 * testimonials page, so View All expands the carousel into the full list on this page instead of
 * linking somewhere that does not show them.
 */
function Testimonials({ items }: { items: TestimonialData[] }) {
  const [all, setAll] = useState(false)
  if (items.length === 0) return null
  const cards = items.map((t) => ({ key: t.id, node: <TestimonialCard t={t} /> }))
  return (
    <section className="home-section testimonials" aria-labelledby="testimonials-heading">
      <div className="home-section__head">
        <h2 id="testimonials-heading" className="home-section__title">Testimonials</h2>
        <button type="button" className="home-section__all" aria-expanded={all} aria-controls="testimonials-list" onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : 'View All'}
        </button>
      </div>
      <div id="testimonials-list">
        {all ? (
          <ul className="testimonials__grid">
            {cards.map((c) => (
              <li key={c.key}>{c.node}</li>
            ))}
          </ul>
        ) : (
          <Carousel preset="testimonials" label="Testimonials" slides={cards} />
        )}
      </div>
    </section>
  )
}

function TestimonialCard({ t }: { t: TestimonialData }) {
  return (
    <figure className="testimonial card">
      <blockquote className="testimonial__text">
        <p>{t.text}</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <ResponsiveImage image={t.image.src ? t.image : '/images/placeholders/student.svg'} alt="" sizes="small" width={64} height={64} />
        <span>
          <strong>{t.name}</strong>
          {t.designation && <span className="testimonial__role">{t.designation}</span>}
        </span>
      </figcaption>
    </figure>
  )
}

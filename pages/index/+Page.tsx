// https://vike.dev/Page — Home (spec §2 "Home (/)"). Static HTML; its interactive parts are islands:
// the highlights and notices tickers and the carousels (behaviours), and the notification popup, the
// admission enquiry, the toppers (the visitor's year) and the testimonials' View All (components).
// Each block is a component of this folder, or of components/home/ when the kindergarten home shares it.
import { usePageData } from '#renderer/usePageData.ts'
import { EventsBlock } from '#components/home/EventsBlock.tsx'
import HomeToppers from '#components/home/HomeToppers.island.tsx'
import Testimonials from '#components/home/Testimonials.island.tsx'
import AdmissionEnquiry from '#components/forms/AdmissionEnquiry.island.tsx'
import { HomeHighlights } from './HomeHighlights.tsx'
import { HomeHero } from './HomeHero.tsx'
import { HomeWelcome } from './HomeWelcome.tsx'
import { HomeTiles } from './HomeTiles.tsx'
import { HomeNews } from './HomeNews.tsx'
import { HomeVideos } from './HomeVideos.tsx'
import { HomeSocial } from './HomeSocial.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const d = usePageData<Data>()
  return (
    <div className="home">
      <HomeHighlights items={d.highlights} />
      <HomeHero banners={d.content.banners} notices={d.notices} notifications={d.notifications} />
      <HomeWelcome welcome={d.content.welcome} about={d.content.about} registration={d.registration} />
      <HomeTiles tiles={d.content.tiles} />
      <HomeNews senior={d.seniorNews} kinder={d.kinderNews} />
      <section className="home-section" aria-labelledby="events-heading">
        <EventsBlock id="events-heading" block={d.events} preset="homeEvents" label="Upcoming events" listHref="/events/" />
      </section>
      <HomeToppers toppers={d.toppers} buildYear={d.buildYear} />
      {d.testimonials.length > 0 && <Testimonials items={d.testimonials} />}
      <HomeVideos videos={d.videos} />
      <HomeSocial slides={d.social} />
      <AdmissionEnquiry {...d.admission} />
    </div>
  )
}

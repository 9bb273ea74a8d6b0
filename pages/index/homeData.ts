// Home's data (spec §2 "Home (/)"). The page is static HTML: only what its islands receive as props
// (the notification popup, the admission enquiry, the toppers, the testimonials) is written into
// the HTML a second time, as their JSON props.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadContentJson } from '#lib/content/markdown.ts'
import { isoDay, schoolYear } from '#lib/format/date.ts'
import { apiImageUrl } from '#lib/format/url.ts'
import { apiImage } from '#lib/images/responsive.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { admissionEnquiryData } from '#lib/forms/pageData.ts'
import { highlights, homeEvents, homeNews, kinderNews, seniorVideos } from '#lib/select/audience.ts'
import { SOCIAL_SITE, socialSlides, topperCandidates } from '#lib/select/home.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import { eventsBlock } from '#lib/select/kindergartenHome.ts'
import { toEventCard, toNewsCard, toVideoSlide } from '#components/home/cardData.ts'
import { homeContentSchema } from '#lib/content/homeContent.ts'

const fileName = (p: string) => decodeURIComponent(p.split('/').pop() || p)

export type HomeData = ReturnType<typeof homeData>

export function homeData() {
  const env = readBuildEnv()
  const img = (p: string | undefined) => apiImage(p, env.apiBase)
  // Images in boxes of 4:3 or wider shown with object-fit: cover (registration 16:9, social 2:1).
  const cover = (p: string | undefined) => apiImage(p, env.apiBase, { crop: true })
  const href = (p: string) => apiImageUrl(p, env.apiBase)
  const news = newestFirst(homeNews(loadSnapshot('news')))
  const content = loadContentJson('home.json', homeContentSchema)
  const registration = loadSnapshot('onlineRegistration')[0]
  return {
    /** "Current year" of the static HTML; the toppers island switches to the visitor's year. */
    buildYear: schoolYear(env.now),
    content,
    notifications: loadSnapshot('notifications').map((n) => ({
      id: n._id,
      title: n.title,
      desc: n.desc,
      images: n.image.map((p) => img(p)),
      attachments: n.attachments.map((a) => ({ href: href(a), name: fileName(a) })),
      url: n.url,
      urlTitle: n.urlTitle,
    })),
    notices: news.slice(0, 10).map(toNewsCard),
    testimonials: loadSnapshot('testimonials').map((t) => ({
      id: t._id,
      name: t.title,
      designation: t.designation,
      text: t.description,
      image: img(t.attachments[0]),
    })),
    // A class other than X or XII (kept by sync) has no carousel here.
    toppers: topperCandidates(loadSnapshot('toppers'), schoolYear(env.now)).flatMap((t) =>
      t.class !== 'X' && t.class !== 'XII'
        ? []
        : [
            {
              id: t._id,
              name: t.name,
              class: t.class as 'X' | 'XII',
              sessionYear: t.sessionYear,
              stream: t.stream,
              division: t.division,
              marks: t.marks,
              photo: img(t.attachments[0]),
            },
          ],
    ),
    /** The admission enquiry dialog (years, classes, endpoint, token, school contact). */
    admission: admissionEnquiryData(env),
    highlights: newestFirst(highlights(loadSnapshot('highlight'))).map((h) => ({ id: h._id, title: h.title, url: h.url })),
    seniorNews: news.slice(0, 4).map(toNewsCard),
    kinderNews: newestFirst(kinderNews(loadSnapshot('newsAll')))
      .slice(0, 4)
      .map(toNewsCard),
    registration: registration ? { title: registration.title, image: cover(registration.attachments[0]) } : null,
    social: socialSlides(loadSnapshot('media')).map((s) => ({
      id: s._id,
      site: SOCIAL_SITE[s.category],
      title: s.title,
      url: s.url,
      image: cover(s.attachments[0]),
    })),
    videos: newestFirst(seniorVideos(loadSnapshot('videos')))
      .slice(0, 6)
      .map((v) => toVideoSlide(v, env.apiBase)),
    events: eventsBlock(
      homeEvents(loadSnapshot('events')).map((e) => toEventCard(e)),
      isoDay(env.now.toISOString()),
      8,
    ),
  }
}

// https://vike.dev/data — Kindergarten home (spec §2 "Kindergarten home"). Static HTML with
// behaviour islands only (carousels, ticker), so nothing here is serialised for the browser.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadContentJson } from '#lib/content/markdown.ts'
import { formatDashed, isoDay } from '#lib/format/date.ts'
import { apiImage } from '#lib/images/responsive.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderEvents, kinderNews, kinderVideos } from '#lib/select/audience.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import { eventsBlock, latestKinderAlbums } from '#lib/select/kindergartenHome.ts'
import { toEventCard, toNewsCard, toVideoSlide } from '#components/home/cardData.ts'
import { kinderContentSchema } from '#lib/content/kinderContent.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const env = readBuildEnv()
  const news = newestFirst(kinderNews(loadSnapshot('newsAll'))).map(toNewsCard)
  return {
    content: loadContentJson('kindergarten.json', kinderContentSchema),
    ticker: news.slice(0, 10),
    news: news.slice(0, 4),
    events: eventsBlock(
      kinderEvents(loadSnapshot('eventsAll')).map((e) => toEventCard(e)),
      isoDay(env.now.toISOString()),
      8,
    ),
    albums: latestKinderAlbums(loadSnapshot('gallery')).map((a) => ({
      id: a._id,
      title: a.title,
      date: formatDashed(a.date),
      day: isoDay(a.date),
      count: a.attachments.length,
      // Shown in the album cards of the carousel (4:3).
      cover: apiImage(a.attachments[0], env.apiBase, { crop: true }),
    })),
    videos: newestFirst(kinderVideos(loadSnapshot('videos')))
      .slice(0, 5)
      .map((v) => toVideoSlide(v, env.apiBase)),
  }
}

// Feeds: writes the Atom feeds and events.ics from the snapshot.
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import type { BuildEnv } from '#lib/config/buildEnv.ts'
import type { Site } from '#lib/content/site.ts'
import { buildAtomFeed, newsEntry, selectFeedNews, type NewsAudience } from '#lib/feeds/atom.ts'
import { FEEDS } from '#lib/feeds/feedPaths.ts'
import { buildCalendar, selectUpcomingEvents } from '#lib/feeds/ics.ts'
import type { SchoolEvent } from '#lib/schema/event.ts'
import type { NewsItem } from '#lib/schema/newsItem.ts'

export interface FeedFiles {
  [urlPath: string]: string
}

export function buildFeeds(input: {
  news: NewsItem[]
  events: SchoolEvent[]
  site: Site
  env: Pick<BuildEnv, 'siteUrl' | 'now'>
  routes: string[]
}): FeedFiles {
  const { site, env } = input
  const host = new URL(env.siteUrl).hostname
  const page = (r: string) => `${env.siteUrl}${input.routes.includes(r) ? r : r.replace(/\/$/, '')}`
  const atom = (audience: NewsAudience, path: string, title: string, listRoute: string) => {
    const items = selectFeedNews(input.news, audience)
    return buildAtomFeed({
      id: env.siteUrl + path,
      title,
      subtitle: site.tagline,
      selfUrl: env.siteUrl + path,
      alternateUrl: page(listRoute),
      author: site.name,
      updated: items[0] ? new Date(items[0].date).toISOString() : env.now.toISOString(),
      entries: items.map((n) => newsEntry(n, { pageUrl: page(newsHref(n._id)), tagAuthority: host })),
    })
  }
  return {
    [FEEDS.seniorNews.path]: atom('senior', FEEDS.seniorNews.path, `${site.name}: news`, '/news/'),
    [FEEDS.kindergartenNews.path]: atom(
      'kindergarten',
      FEEDS.kindergartenNews.path,
      `${site.name}: kindergarten news`,
      '/kindergarten-news/',
    ),
    [FEEDS.events.path]: buildCalendar(selectUpcomingEvents(input.events, env.now), {
      name: `${site.name} events`,
      uidDomain: host,
      now: env.now,
      eventsUrl: (e) => page(eventHref(e._id)),
    }),
  }
}

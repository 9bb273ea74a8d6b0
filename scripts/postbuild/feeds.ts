// Feeds: writes the Atom feeds, events.ics and each event's own calendar file from the snapshot.
import { eventHref, eventIcsHref, newsHref } from '#lib/format/permalink.ts'
import { eventStart, newsPublished } from '#lib/format/schoolTime.ts'
import type { BuildEnv } from '#lib/config/buildEnv.ts'
import type { Site } from '#lib/content/site.ts'
import { buildAtomFeed, newsEntry, selectFeedNews, type NewsAudience } from '#lib/feeds/atom.ts'
import { FEEDS } from '#lib/feeds/feedPaths.ts'
import { buildCalendar } from '#lib/feeds/ics.ts'
import { calendarEvents } from '#lib/select/upcoming.ts'
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
  const built = new Set(input.routes)
  const page = (r: string) => `${env.siteUrl}${built.has(r) ? r : r.replace(/\/$/, '')}`
  const atom = (audience: NewsAudience, path: string, title: string, listRoute: string) => {
    const items = selectFeedNews(input.news, audience)
    return buildAtomFeed({
      id: env.siteUrl + path,
      title,
      subtitle: site.tagline,
      selfUrl: env.siteUrl + path,
      alternateUrl: page(listRoute),
      author: site.name,
      updated: items[0] ? newsPublished(items[0]) : env.now.toISOString(),
      entries: items.map((n) => newsEntry(n, { pageUrl: page(newsHref(n._id)), tagAuthority: host })),
    })
  }
  const calendar = (events: SchoolEvent[], name: string) =>
    buildCalendar(events, { name, uidDomain: host, now: env.now, eventsUrl: (e) => page(eventHref(e._id)) })
  // "Add to calendar" on an event's page (lib/feeds/subscribe.ts): the same entry as in events.ics
  // (same UID, so adding both never doubles it), for every event with a page and a date, past ones too.
  const eventFiles: FeedFiles = {}
  for (const e of input.events) {
    if (!built.has(eventHref(e._id)) || !eventStart(e)) continue
    eventFiles[eventIcsHref(e._id)] = calendar([e], '')
  }
  return {
    ...eventFiles,
    [FEEDS.seniorNews.path]: atom('senior', FEEDS.seniorNews.path, `${site.name}: news`, '/news/'),
    [FEEDS.kindergartenNews.path]: atom(
      'kindergarten',
      FEEDS.kindergartenNews.path,
      `${site.name}: kindergarten news`,
      '/kindergarten-news/',
    ),
    [FEEDS.events.path]: calendar(calendarEvents(input.events, env.now), `${site.name} events`),
  }
}

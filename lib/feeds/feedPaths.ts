// Feeds: where the post-build step writes each feed, and which pages advertise them.
// If you rename a path, the pages' visible links (owned by the listing pages) must follow.

export interface FeedLink {
  path: string
  type: 'application/atom+xml' | 'text/calendar'
  title: string
}

export const FEEDS = {
  seniorNews: { path: '/feeds/news.xml', type: 'application/atom+xml', title: 'School news (Atom)' },
  kindergartenNews: { path: '/feeds/kindergarten-news.xml', type: 'application/atom+xml', title: 'Kindergarten news (Atom)' },
  events: { path: '/events.ics', type: 'text/calendar', title: 'School calendar (iCalendar)' },
} as const satisfies Record<string, FeedLink>

/**
 * The Content-Type each feed is served with. A host types a file by its extension, and .xml is
 * application/xml; feed readers and browsers tell an Atom feed by application/atom+xml
 * (RFC 4287 §7). Written into _headers (scripts/postbuild/headersFile.ts) and sent by the local
 * server (scripts/lib/previewServer.ts).
 */
export const FEED_CONTENT_TYPES: ReadonlyMap<string, string> = new Map(
  Object.values(FEEDS).map((f) => [f.path, `${f.type}; charset=utf-8`]),
)

/** Route (trailing slash, as in the sitemap) -> feeds that page lists, for <link rel="alternate">. */
const FEEDS_BY_ROUTE: Record<string, FeedLink[]> = {
  '/': [FEEDS.seniorNews, FEEDS.events],
  '/news/': [FEEDS.seniorNews],
  '/events/': [FEEDS.events],
  '/kindergarten/': [FEEDS.kindergartenNews, FEEDS.events],
  '/kindergarten-news/': [FEEDS.kindergartenNews],
  '/kinder-events/': [FEEDS.events],
}

export function feedsForRoute(route: string): FeedLink[] {
  return FEEDS_BY_ROUTE[route] ?? []
}

// The records that get a permalink page (lib/format/permalink.ts): every news item and event of both
// API lists (the home endpoints may hold records the "All" lists lack), once each, by page id.
import { lastFor } from '../load/fileCache.ts'
import { loadSnapshot } from '../load/snapshot.ts'
import { permalinkId } from '../format/permalink.ts'
import type { NewsItem } from '../schema/newsItem.ts'
import type { SchoolEvent } from '../schema/event.ts'

function byPageId<T extends { _id: string }>(...lists: T[][]): Map<string, T> {
  const map = new Map<string, T>()
  for (const list of lists) for (const r of list) if (!map.has(permalinkId(r._id))) map.set(permalinkId(r._id), r)
  return map
}

// One map for each kind, made from both its lists: a lookup per page must not scan thousands of
// records. Invalidated by: another parse of either list (lib/load/fileCache.ts), so `npm run dev`
// serves an item edited in news.json as well as one edited in news-all.json.
const news = lastFor<Map<string, NewsItem>>()
const events = lastFor<Map<string, SchoolEvent>>()

/** Every news item by page id (dataDir: the snapshot folder, the build's by default). */
export function newsByPageId(dataDir?: string): Map<string, NewsItem> {
  const all = loadSnapshot('newsAll', dataDir)
  const home = loadSnapshot('news', dataDir)
  return news([all, home], () => byPageId(all, home))
}

/** Every event by page id (dataDir: the snapshot folder, the build's by default). */
export function eventsByPageId(dataDir?: string): Map<string, SchoolEvent> {
  const all = loadSnapshot('eventsAll', dataDir)
  const home = loadSnapshot('events', dataDir)
  return events([all, home], () => byPageId(all, home))
}

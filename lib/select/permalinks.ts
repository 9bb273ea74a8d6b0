// The records that get a permalink page (lib/format/permalink.ts): every news item and event of both
// API lists (the home endpoints may hold records the "All" lists lack), once each, by page id.
import { loadSnapshot } from '../load/snapshot.ts'
import { permalinkId } from '../format/permalink.ts'
import type { NewsItem } from '../schema/newsItem.ts'
import type { SchoolEvent } from '../schema/event.ts'

function byPageId<T extends { _id: string }>(...lists: T[][]): Map<string, T> {
  const map = new Map<string, T>()
  for (const list of lists) for (const r of list) if (!map.has(permalinkId(r._id))) map.set(permalinkId(r._id), r)
  return map
}

// One map per snapshot pair: a lookup per page must not scan thousands of records.
const cache = new WeakMap<object, Map<string, unknown>>()
function cached<T extends { _id: string }>(a: T[], b: T[]): Map<string, T> {
  let m = cache.get(a) as Map<string, T> | undefined
  if (!m) cache.set(a, (m = byPageId(a, b)))
  return m
}

/** Every news item by page id (dataDir: the snapshot folder, the build's by default). */
export const newsByPageId = (dataDir?: string): Map<string, NewsItem> =>
  cached(loadSnapshot('newsAll', dataDir), loadSnapshot('news', dataDir))
/** Every event by page id (dataDir: the snapshot folder, the build's by default). */
export const eventsByPageId = (dataDir?: string): Map<string, SchoolEvent> =>
  cached(loadSnapshot('eventsAll', dataDir), loadSnapshot('events', dataDir))

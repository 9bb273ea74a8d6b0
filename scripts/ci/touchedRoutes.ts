// The pages a data change reaches, for the data lane's look in a browser
// (docs/operations.md "The data lane"): the sync's own map from endpoints to pages
// (scripts/sync/changedRoutes.ts, which the data pull request links), each added or changed news
// item's and event's own page, and always `/`.
// The change is the diff of two snapshots by record (scripts/sync/describeChanges.ts): the one under
// test and the one of the commit it is compared with.
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { changedRoutes } from '#scripts/sync/changedRoutes.ts'
import { describeChanges } from '#scripts/sync/describeChanges.ts'
import type { SnapshotRecord } from '#scripts/sync/types.ts'

/** One endpoint's records before and after the change (an absent or unreadable file: no records). */
export interface SnapshotPair {
  name: EndpointName
  before: SnapshotRecord[]
  after: SnapshotRecord[]
}

/** Item pages looked at, at most this many of news and as many of events (their listings show the rest). */
export const MAX_ITEM_PAGES = 10

const ITEM_PAGE: Partial<Record<EndpointName, (id: string) => string>> = {
  news: newsHref,
  newsAll: newsHref,
  events: eventHref,
  eventsAll: eventHref,
}

/**
 * The routes to look at, `/` first. `isBuilt` says whether a route's page exists in the build: a
 * record of a list that has no page of its own (the home page's news) is looked at on its listing.
 */
export function touchedRoutes(pairs: readonly SnapshotPair[], isBuilt: (route: string) => boolean): string[] {
  const results = pairs.map((p) => ({ name: p.name, changes: describeChanges(p.before, p.after) }))
  const items = new Map<(id: string) => string, Set<string>>()
  for (const { name, changes } of results) {
    const href = ITEM_PAGE[name]
    if (!href) continue
    const set = items.get(href) ?? new Set()
    for (const rec of [...changes.added, ...changes.changed]) set.add(href(rec._id))
    items.set(href, set)
  }
  const built = [...items.values()].flatMap((set) => [...set].filter(isBuilt).sort().slice(0, MAX_ITEM_PAGES))
  return [...new Set(['/', ...changedRoutes(results), ...built])]
}

/** Records of a snapshot file's text, by `_id`; anything else (absent, not JSON, not a list) is none. */
export function recordsOf(text: string | null): SnapshotRecord[] {
  if (text === null) return []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.filter((r): r is SnapshotRecord => typeof r === 'object' && r !== null && typeof (r as { _id?: unknown })._id === 'string')
}

/** Every endpoint's pair, from two readers of a snapshot file by name (null: no such file). */
export function snapshotPairs(before: (file: string) => string | null, after: (file: string) => string | null): SnapshotPair[] {
  return (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const { file } = endpoints[name]
    return { name, before: recordsOf(before(file)), after: recordsOf(after(file)) }
  })
}

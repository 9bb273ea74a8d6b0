// Site search (docs/search.md): the index's record shape and manifest (written by scripts/postbuild), and
// the fuse.js options the search worker (lib/search/engine.ts) uses. createSearcher is the same
// search over one list in one go: the reference the sharded search is tested against, and the old
// main-thread search the bench compares with. fuse.js is passed in, so callers choose its build.
import type Fuse from 'fuse.js'
import type { IFuseOptions } from 'fuse.js'

export type SearchKind = 'Page' | 'News' | 'Event' | 'Album' | 'Topper' | 'Magazine'

export interface SearchEntry {
  /** Shown as the result's link text. */
  title: string
  /** Site-relative URL of the result. */
  url: string
  kind: SearchKind
  /** A short plain-text snippet (first paragraph, description, stream ...). */
  text: string
  /** 'DD-MM-YYYY' or '' (display only). */
  date: string
  /** An event's time as its page shows it ('10:00 AM'); absent for everything else (display only). */
  time?: string
}

/**
 * Where the post-build step writes the index's manifest (revalidated on every visit, so a new build
 * shows at once); it lists the shards, content-hashed files under /assets/search/ (cached for good).
 * The search worker fetches it on first use.
 */
export const SEARCH_INDEX_PATH = '/search-index.json'

/** One file of the index: entries of one part of the site's history, searched as a unit. */
export interface SearchShardInfo {
  /** 'first' (pages, toppers, magazines and the newest dated entries), then 'y2025', 'y2024' ... */
  id: string
  /** Site path of the shard file (a JSON array of SearchEntry). */
  file: string
  count: number
}

/** /search-index.json: the shards in the order the worker loads and ranks them. */
export interface SearchManifest {
  version: 1
  total: number
  shards: SearchShardInfo[]
}

export function isSearchManifest(x: unknown): x is SearchManifest {
  const m = x as SearchManifest
  return (
    !!m && m.version === 1 && Array.isArray(m.shards) && m.shards.every((s) => typeof s?.file === 'string' && typeof s.count === 'number')
  )
}

export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'text', weight: 0.2 },
    { name: 'kind', weight: 0.1 },
  ],
  // 0.4 lets one or two typos per word through ('anual sprots day') without matching noise.
  threshold: 0.4,
  ignoreLocation: true,
  minMatchCharLength: 2,
  includeScore: true,
}

export type Searcher = (query: string, limit?: number) => SearchEntry[]

/** Builds a search function over entries with the given Fuse class. */
export function createSearcher(FuseCtor: typeof Fuse, entries: SearchEntry[]): Searcher {
  const fuse = new FuseCtor(entries, FUSE_OPTIONS)
  return (query, limit = 30) => {
    const q = query.trim()
    if (q.length < 2) return []
    return fuse.search(q, { limit }).map((r) => r.item)
  }
}

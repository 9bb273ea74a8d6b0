// Site search (docs/search.md): the index's record shape (written by scripts/postbuild) and the fuzzy
// matcher shared by the /search page and its unit tests. fuse.js is passed in so the page can
// import it dynamically (only once the visitor starts searching).
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
}

/** Where the post-build step writes the index; fetched by the search page on first use. */
export const SEARCH_INDEX_PATH = '/search-index.json'

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

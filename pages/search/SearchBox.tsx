// The search island. The index and fuse.js load on the first focus/keystroke (or at once when the
// header form sent ?q=), never on page load, so a visit that doesn't search costs nothing extra.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { createSearcher, SEARCH_INDEX_PATH, type SearchEntry, type Searcher } from '../../lib/search/search.ts'

type Status = 'idle' | 'loading' | 'ready' | 'error'

let searcherPromise: Promise<Searcher> | undefined
function loadSearcher(): Promise<Searcher> {
  searcherPromise ??= Promise.all([
    fetch(SEARCH_INDEX_PATH).then((r) => {
      if (!r.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${r.status}`)
      return r.json() as Promise<SearchEntry[]>
    }),
    import('fuse.js'),
  ]).then(([entries, mod]) => createSearcher(mod.default, entries))
  searcherPromise.catch(() => { searcherPromise = undefined })
  return searcherPromise
}

export function SearchBox() {
  const [query, setQuery] = useState('')
  const [searcher, setSearcher] = useState<Searcher | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const listRef = useRef<HTMLUListElement>(null)

  const ensureLoaded = () => {
    if (status === 'loading' || status === 'ready') return
    setStatus('loading')
    loadSearcher().then(
      (s) => { setSearcher(() => s); setStatus('ready') },
      () => setStatus('error'),
    )
  }

  // A prerendered page doesn't see ?q= (docs/stack.md "Traps"): read it here, after hydration.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? ''
    if (q.trim()) {
      setQuery(q)
      ensureLoaded()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const results: SearchEntry[] = searcher ? searcher(query) : []
  const trimmed = query.trim()

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus()
      e.preventDefault()
    }
  }
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    const i = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = e.key === 'ArrowDown' ? links[i + 1] : i > 0 ? links[i - 1] : document.getElementById('search-q')
    next?.focus()
    e.preventDefault()
  }

  return (
    <div className="search-page">
      <form
        role="search"
        aria-label="Search this website"
        action="/search"
        method="get"
        className="search-page__form"
        onSubmit={(e) => {
          e.preventDefault()
          ensureLoaded()
          const url = new URL(window.location.href)
          url.searchParams.set('q', query)
          window.history.replaceState(null, '', url)
        }}
      >
        <label htmlFor="search-q" className="search-page__label">Search the website</label>
        <input
          id="search-q"
          name="q"
          type="search"
          autoComplete="off"
          value={query}
          onFocus={ensureLoaded}
          onChange={(e) => { setQuery(e.target.value); ensureLoaded() }}
          onKeyDown={onInputKey}
          aria-describedby="search-status"
          aria-controls="search-results"
        />
        <button type="submit" className="btn btn--primary">Search</button>
      </form>
      <p id="search-status" className="search-page__status" role="status" aria-live="polite">
        {status === 'loading' && trimmed ? 'Loading the search index…' : null}
        {status === 'error' ? 'Search is not available right now. Please use the menu.' : null}
        {status === 'ready' && trimmed.length >= 2
          ? results.length === 0
            ? `No results for “${trimmed}”.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${trimmed}”.`
          : null}
      </p>
      <ul id="search-results" className="search-page__results" ref={listRef} onKeyDown={onListKey}>
        {results.map((r) => (
          <li key={r.url + r.title} className="search-page__result">
            <a href={r.url}>{r.title}</a>
            <span className="search-page__kind">{r.kind}{r.date ? ` · ${r.date}` : ''}</span>
            {r.text ? <p>{r.text}</p> : null}
          </li>
        ))}
      </ul>
      <noscript>
        <p>Search needs JavaScript. Every page is also reachable from the menu and the <a href="/sitemap.xml">sitemap</a>.</p>
      </noscript>
    </div>
  )
}

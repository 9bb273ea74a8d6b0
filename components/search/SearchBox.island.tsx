// The search island. The search runs in a worker (components/search/search.worker.ts) that loads the
// index in shards, so typing never waits for it; the worker starts on the first focus/keystroke (or
// at once when the header form sent ?q=), never on page load, so a visit that doesn't search costs
// nothing extra. Results stream in: the best matches of the newest entries first, then of older years.
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { MIN_QUERY_LENGTH, type ResultsMessage } from '#lib/search/engine.ts'
import type { SearchEntry } from '#lib/search/search.ts'
import { startSearchClient, type SearchClient } from './searchClient.ts'
import { island } from '#renderer/island.tsx'

type Status = 'idle' | 'loading' | 'ready' | 'error'
const NONE: SearchEntry[] = []

/** The results; memoised, so a keystroke re-renders the box and the status, not 30 results. */
const ResultItems = memo(function ResultItems({ results }: { results: SearchEntry[] }) {
  return (
    <>
      {results.map((r) => (
        <li key={r.url + r.title} className="search-page__result">
          <a href={r.url}>{r.title}</a>
          <span className="search-page__kind">
            {r.kind}
            {r.date ? ` · ${r.date}` : ''}
            {r.time ? ` · ${r.time}` : ''}
          </span>
          {r.text ? <p>{r.text}</p> : null}
        </li>
      ))}
    </>
  )
})

export function SearchBox() {
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<ResultsMessage | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const client = useRef<SearchClient | null>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const ensureClient = (): SearchClient | null => {
    if (status === 'error') return null
    if (!client.current) {
      setStatus('loading')
      client.current = startSearchClient(
        (m) => {
          setAnswer(m)
          setStatus('ready')
        },
        () => setStatus('error'),
      )
    }
    return client.current
  }
  useEffect(() => () => client.current?.close(), [])

  // A prerendered page doesn't see ?q= (docs/stack.md "Traps"): read it here, after hydration.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? ''
    if (q.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration so the first render matches the prerendered HTML
      setQuery(q)
      ensureClient()?.now(q)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const trimmed = query.trim()
  // The latest answer, while the box holds something to search (it may be for the previous
  // keystroke until the new one's answer arrives; the status names the query it is for).
  const shown = trimmed.length >= MIN_QUERY_LENGTH && answer && answer.q.length >= MIN_QUERY_LENGTH ? answer : null
  const results = shown?.results ?? NONE

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus()
      e.preventDefault()
    }
  }
  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
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
        action="/search/"
        method="get"
        className="search-page__form"
        onSubmit={(e) => {
          e.preventDefault()
          ensureClient()?.now(query)
          const url = new URL(window.location.href)
          url.searchParams.set('q', query)
          window.history.replaceState(null, '', url)
        }}
      >
        <label htmlFor="search-q" className="search-page__label">
          Search the website
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          autoComplete="off"
          value={query}
          onFocus={() => {
            ensureClient()
          }}
          onChange={(e) => {
            setQuery(e.target.value)
            ensureClient()?.input(e.target.value)
          }}
          onKeyDown={onInputKey}
          aria-describedby="search-status"
          aria-controls="search-results"
        />
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>
      <p id="search-status" className="search-page__status" role="status" aria-live="polite">
        {status === 'error'
          ? 'Search is not available right now. Please use the menu.'
          : trimmed.length < MIN_QUERY_LENGTH
            ? null
            : statusText(shown, status)}
      </p>
      {/* The list only once it has results: an empty list is announced as "list, 0 items". */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys move between the result links inside, delegated to their box */}
      <div
        id="search-results"
        ref={listRef}
        onKeyDown={onListKey}
        aria-busy={shown && !shown.done ? 'true' : undefined}
        data-query={shown?.q}
        data-done={shown ? String(shown.done) : undefined}
      >
        {results.length > 0 && (
          <ul className="search-page__results">
            <ResultItems results={results} />
          </ul>
        )}
      </div>
      <noscript>
        <p>
          Search needs JavaScript. Every page is also reachable from the menu and the <a href="/sitemap.xml">sitemap</a>.
        </p>
      </noscript>
    </div>
  )
}

/** The live status line: changes when the query or its completeness changes, not per streamed batch. */
function statusText(shown: ResultsMessage | null, status: Status): string {
  if (!shown) return status === 'ready' ? 'Searching…' : 'Loading the search index…'
  const n = shown.results.length
  if (!shown.done) return n ? `Best matches so far for “${shown.q}”; still searching older entries…` : `Searching for “${shown.q}”…`
  const missing = shown.failed ? ' Some older entries could not be searched; please try again later.' : ''
  return (n === 0 ? `No results for “${shown.q}”.` : `${n} ${n === 1 ? 'result' : 'results'} for “${shown.q}”.`) + missing
}

export default island('search-box', SearchBox)

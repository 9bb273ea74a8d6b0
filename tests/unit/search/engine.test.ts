import Fuse from 'fuse.js'
import { describe, expect, it } from 'vitest'
import { SearchEngine, type EngineAnswer, type ResultsMessage } from '#lib/search/engine.ts'
import { createSearcher, type SearchEntry, type SearchManifest } from '#lib/search/search.ts'

const entry = (title: string, text = ''): SearchEntry => ({ title, url: `/${title.replace(/\W+/g, '-')}/`, kind: 'News', text, date: '' })
const first = [entry('Annual Sports Day 2026'), entry('Science Fair'), entry('Admissions open')]
const y2025 = [entry('Annual Sports Day 2025'), entry('Christmas Carols'), entry('Sports Week')]
const y2024 = [entry('Annual Sports Day 2024'), entry('Library Week')]
const files: Record<string, unknown> = {
  '/search-index.json': {
    version: 1,
    total: 8,
    shards: [
      { id: 'first', file: '/s/first.json', count: 3 },
      { id: 'y2025', file: '/s/2025.json', count: 3 },
      { id: 'y2024', file: '/s/2024.json', count: 2 },
    ],
  } satisfies SearchManifest,
  '/s/first.json': first,
  '/s/2025.json': y2025,
  '/s/2024.json': y2024,
}

/** A fetch whose answers the test releases one by one. */
function controlledFetch(fail: string[] = []) {
  const requested: string[] = []
  const waiting = new Map<string, () => void>()
  const fetchJson = (url: string) => {
    requested.push(url)
    return new Promise<unknown>((resolve, reject) => {
      waiting.set(url, () =>
        fail.includes(url) || !(url in files) ? reject(new Error(`${url}: HTTP 404`)) : resolve(structuredClone(files[url])),
      )
    })
  }
  const release = async (url: string) => {
    await until(() => waiting.has(url))
    waiting.get(url)!()
    waiting.delete(url)
  }
  return { fetchJson, requested, release }
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0))
async function until(cond: () => boolean) {
  for (let i = 0; i < 200 && !cond(); i++) await tick()
  if (!cond()) throw new Error('timed out')
}

function engineWith(fetch: ReturnType<typeof controlledFetch>, sliceSize = 500, answerIntervalMs = 0) {
  const answers: EngineAnswer[] = []
  const engine = new SearchEngine({
    Fuse,
    fetchJson: fetch.fetchJson,
    post: (m) => answers.push(m),
    yieldNow: tick,
    sliceSize,
    concurrency: 1,
    answerIntervalMs,
    now: () => 0,
  })
  const results = () => answers.filter((a): a is ResultsMessage => a.type === 'results')
  return { engine, answers, results }
}

describe('SearchEngine', () => {
  it('answers from the first shard, then fetches and streams the others; the last answer is the whole ranking', async () => {
    const f = controlledFetch()
    const { engine, results } = engineWith(f)
    const started = engine.start()
    engine.query({ type: 'query', seq: 1, q: 'anual sprots' }) // typed before the index arrived
    await f.release('/search-index.json')
    await f.release('/s/first.json')
    await until(() => results().length > 0)
    expect(results()[0]).toMatchObject({ seq: 1, done: false, searched: 3, total: 8 })
    expect(results()[0]!.results.map((e) => e.title)).toEqual(['Annual Sports Day 2026'])
    // Only the first shard was asked for before the first answer.
    expect(f.requested).toEqual(['/search-index.json', '/s/first.json'])
    await f.release('/s/2025.json')
    await f.release('/s/2024.json')
    await started
    await engine.idle()
    const last = results().at(-1)!
    expect(last).toMatchObject({ seq: 1, done: true, searched: 8, failed: 0 })
    const whole = createSearcher(Fuse, [...first, ...y2025, ...y2024])
    expect(last.results.map((e) => e.title)).toEqual(whole('anual sprots').map((e) => e.title))
    expect(results().filter((r) => r.done)).toHaveLength(1)
  })

  it('stops searching an older query at the next slice once a newer one arrives', async () => {
    const f = controlledFetch()
    const { engine, results } = engineWith(f, 1) // one entry per slice
    const started = engine.start()
    engine.query({ type: 'query', seq: 0, q: 'warm up' })
    for (const url of ['/search-index.json', '/s/first.json', '/s/2025.json', '/s/2024.json']) await f.release(url)
    await started
    await engine.idle()
    engine.query({ type: 'query', seq: 1, q: 'sports' })
    engine.query({ type: 'query', seq: 2, q: 'week' }) // arrives while seq 1 is being searched
    await until(() => results().some((r) => r.seq === 2 && r.done))
    const old = results().filter((r) => r.seq === 1)
    expect(old.every((r) => !r.done && r.searched <= 1)).toBe(true)
    expect(
      results()
        .filter((r) => r.seq === 2)
        .at(-1)!
        .results.map((e) => e.title),
    ).toEqual(['Sports Week', 'Library Week'])
  })

  it('loads only the first shard until something is searched', async () => {
    const f = controlledFetch()
    const { engine, results } = engineWith(f)
    void engine.start()
    await f.release('/search-index.json')
    await f.release('/s/first.json')
    engine.query({ type: 'query', seq: 1, q: 'a' }) // too short to search
    for (let i = 0; i < 20; i++) await tick()
    expect(f.requested).toEqual(['/search-index.json', '/s/first.json'])
    engine.query({ type: 'query', seq: 2, q: 'library' })
    await f.release('/s/2025.json')
    await f.release('/s/2024.json')
    await until(() => results().some((r) => r.seq === 2 && r.done))
    expect(
      results()
        .at(-1)!
        .results.map((e) => e.title),
    ).toEqual(['Library Week'])
  })

  it('answers at once, then at most once per interval while streaming, and with whatever is known while shards load', async () => {
    const f = controlledFetch()
    const { engine, results } = engineWith(f, 1, 1000) // a clock that never reaches the interval
    void engine.start()
    engine.query({ type: 'query', seq: 1, q: 'science' })
    await f.release('/search-index.json')
    await f.release('/s/first.json')
    // The first slice is answered at once (nothing found); the second finds "Science Fair" before
    // the interval is over, so that waits until the first shard is done and the others are loading.
    await until(() => results().length === 2)
    expect(results().map((r) => [r.searched, r.done, r.results.length])).toEqual([
      [1, false, 0],
      [3, false, 1],
    ])
    await f.release('/s/2025.json')
    await f.release('/s/2024.json')
    await until(() => results().some((r) => r.done))
    await engine.idle()
    expect(results().map((r) => [r.searched, r.done])).toEqual([
      [1, false],
      [3, false],
      [8, true],
    ])
  })

  it('answers a query under two letters with nothing, at once', async () => {
    const { engine, results } = engineWith(controlledFetch())
    engine.query({ type: 'query', seq: 7, q: ' a ' })
    expect(results()).toEqual([{ type: 'results', seq: 7, q: 'a', results: [], done: true, searched: 0, total: 0, failed: 0 }])
  })

  it('reports an error when the first shard cannot be loaded', async () => {
    const f = controlledFetch(['/s/first.json'])
    const { engine, answers } = engineWith(f)
    const started = engine.start()
    engine.query({ type: 'query', seq: 1, q: 'sports' })
    await f.release('/search-index.json')
    await f.release('/s/first.json')
    await started
    expect(answers).toEqual([{ type: 'error', message: '/s/first.json: HTTP 404' }])
    engine.query({ type: 'query', seq: 2, q: 'sports' })
    expect(answers.at(-1)).toEqual({ type: 'error', message: '/s/first.json: HTTP 404' })
  })

  it('finishes with the shards it has when a later one cannot be loaded, and says so', async () => {
    const f = controlledFetch(['/s/2025.json'])
    const { engine, results } = engineWith(f)
    const started = engine.start()
    engine.query({ type: 'query', seq: 1, q: 'annual sports day' })
    for (const url of ['/search-index.json', '/s/first.json', '/s/2025.json', '/s/2024.json']) await f.release(url)
    await started
    await until(() => results().some((r) => r.done))
    const last = results().at(-1)!
    expect(last).toMatchObject({ done: true, failed: 1, searched: 5 })
    expect(last.results.map((e) => e.title)).toEqual(['Annual Sports Day 2026', 'Annual Sports Day 2024'])
  })
})

// The search worker's logic, free of worker globals so it runs in unit tests: it loads the index's
// shards (the first at once, the rest after the first results), searches them a slice at a time
// with Fuse.js, and streams the merged best results of the latest query as they change (the first
// answer at once, then at most one every ANSWER_INTERVAL_MS, and the complete one). Between two
// slices it lets queued messages in, so a newer query stops an older one within one slice's work
// (docs/search.md).
import type Fuse from 'fuse.js'
import { mergeRanked, sameRanking, type RankedEntry } from './merge.ts'
import { FUSE_OPTIONS, isSearchManifest, SEARCH_INDEX_PATH, type SearchEntry } from './search.ts'

/** Page → worker. */
export interface QueryMessage {
  type: 'query'
  /** Increases with every query the page sends; answers carry it so the page drops stale ones. */
  seq: number
  q: string
}

/** Worker → page: the best results so far for query `seq`; `done` once every shard was searched. */
export interface ResultsMessage {
  type: 'results'
  seq: number
  q: string
  results: SearchEntry[]
  done: boolean
  /** Entries searched so far, of `total`. */
  searched: number
  total: number
  /** Shards that could not be loaded (their entries are missing from the results). */
  failed: number
}

export interface ErrorMessage {
  type: 'error'
  message: string
}

export type EngineAnswer = ResultsMessage | ErrorMessage

/** Shorter queries match almost everything, so they are not searched: the answer is empty, and the page shows no status. */
export const MIN_QUERY_LENGTH = 2
export const RESULT_LIMIT = 30
/**
 * Entries searched between two looks at the message queue. A fuzzy search costs about 0.05-0.1 ms
 * per entry for a three-word query on this project's machines, so a newer query waits at most
 * some tens of ms for the older one to stop.
 */
export const SLICE_SIZE = 500
/** Shards fetched at once after the first. */
export const LOAD_CONCURRENCY = 2
/**
 * Least time between two partial answers to one query. Each answer re-renders the list on the
 * page's main thread; at 20,000 entries a query has some 40 slices, and an answer per slice would
 * keep the page busy while the visitor types. The first answer and the complete one go at once.
 */
export const ANSWER_INTERVAL_MS = 150

export interface EngineDeps {
  Fuse: typeof Fuse
  fetchJson: (url: string) => Promise<unknown>
  post: (message: EngineAnswer) => void
  /** Resolves after the messages already queued were handled (a macrotask). */
  yieldNow: () => Promise<void>
  manifestUrl?: string
  sliceSize?: number
  limit?: number
  concurrency?: number
  answerIntervalMs?: number
  now?: () => number
}

interface Slice {
  fuse: Fuse<SearchEntry>
  /** Place of the slice's first entry in the whole index. */
  base: number
  count: number
}

interface Current {
  seq: number
  q: string
  searched: Set<number>
  searchedCount: number
  ranked: RankedEntry[]
  posted: boolean
  /** The ranking changed since the last answer. */
  unsent: boolean
  lastPost: number
  doneSent: boolean
}

export class SearchEngine {
  private readonly deps: Required<EngineDeps>
  private slices: Slice[] = []
  private shardCount = Number.POSITIVE_INFINITY
  private settled = 0
  private failed = 0
  private total = 0
  private current: Current | null = null
  private pass: Promise<void> | null = null
  private fatal: string | null = null
  private want: () => void = () => {}
  /** Resolves on the first query worth searching: a visitor who only focuses the box loads one shard. */
  private readonly wanted = new Promise<void>((resolve) => {
    this.want = resolve
  })

  constructor(deps: EngineDeps) {
    this.deps = {
      manifestUrl: SEARCH_INDEX_PATH,
      sliceSize: SLICE_SIZE,
      limit: RESULT_LIMIT,
      concurrency: LOAD_CONCURRENCY,
      answerIntervalMs: ANSWER_INTERVAL_MS,
      now: () => performance.now(),
      ...deps,
    }
  }

  /**
   * Loads the manifest and the first shard, then (once something is searched and its first
   * results are out) the others.
   */
  async start(): Promise<void> {
    const { fetchJson, concurrency } = this.deps
    let manifest
    try {
      manifest = await fetchJson(this.deps.manifestUrl)
      if (!isSearchManifest(manifest)) throw new Error(`${this.deps.manifestUrl} is not a search manifest`)
    } catch (e) {
      return this.fail(e)
    }
    const { shards } = manifest
    this.shardCount = shards.length
    this.total = manifest.total
    const bases = shards.map((_, i) => shards.slice(0, i).reduce((n, s) => n + s.count, 0))
    const load = async (i: number) => {
      try {
        const docs = await fetchJson(shards[i]!.file)
        if (!Array.isArray(docs)) throw new Error(`${shards[i]!.file} is not a list`)
        this.addShard(docs as SearchEntry[], bases[i]!)
      } catch (e) {
        if (i === 0) throw e
        this.failed++
      }
      this.settled++
      this.kick()
    }
    try {
      await load(0)
    } catch (e) {
      return this.fail(e)
    }
    // The rest only after the first pass, so its results are not held up by parsing other shards.
    await this.wanted
    await this.idle()
    const queue = shards.map((_, i) => i).slice(1)
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        while (queue.length) await load(queue.shift()!)
      }),
    )
  }

  /** A query from the page; replaces the one being searched. */
  query({ seq, q }: QueryMessage): void {
    const trimmed = q.trim()
    this.current = {
      seq,
      q: trimmed,
      searched: new Set(),
      searchedCount: 0,
      ranked: [],
      posted: false,
      unsent: false,
      lastPost: 0,
      doneSent: false,
    }
    if (trimmed.length < MIN_QUERY_LENGTH) {
      this.current = null
      this.deps.post({ type: 'results', seq, q: trimmed, results: [], done: true, searched: 0, total: this.total, failed: this.failed })
      return
    }
    if (this.fatal) return this.deps.post({ type: 'error', message: this.fatal })
    this.want()
    this.kick()
  }

  /** Resolves once no search is running. */
  async idle(): Promise<void> {
    while (this.pass) await this.pass
  }

  private fail(e: unknown) {
    this.fatal = e instanceof Error ? e.message : String(e)
    this.deps.post({ type: 'error', message: this.fatal })
  }

  private addShard(docs: SearchEntry[], base: number) {
    const { Fuse: FuseCtor, sliceSize } = this.deps
    for (let i = 0; i < docs.length; i += sliceSize) {
      const part = docs.slice(i, i + sliceSize)
      this.slices.push({ fuse: new FuseCtor(part, FUSE_OPTIONS), base: base + i, count: part.length })
    }
    this.slices.sort((a, b) => a.base - b.base)
  }

  private complete(cur: Current) {
    return this.settled === this.shardCount && this.slices.every((s) => cur.searched.has(s.base))
  }

  private kick() {
    if (this.pass) return
    this.pass = this.run().finally(() => {
      this.pass = null
    })
  }

  private async run() {
    const { limit, yieldNow } = this.deps
    for (;;) {
      const cur = this.current
      if (!cur) return
      const slice = this.slices.find((s) => !cur.searched.has(s.base))
      if (!slice) {
        // Done, or waiting for shards to arrive: say what is known so far.
        if (!cur.doneSent && this.complete(cur)) this.post(cur, true)
        else if (cur.unsent) this.post(cur, false)
        return
      }
      const hits = slice.fuse
        .search(cur.q, { limit })
        .map((r): RankedEntry => ({ entry: r.item, score: r.score ?? 1, order: slice.base + r.refIndex }))
      cur.searched.add(slice.base)
      cur.searchedCount += slice.count
      const ranked = mergeRanked(cur.ranked, hits, limit)
      cur.unsent ||= !sameRanking(ranked, cur.ranked)
      cur.ranked = ranked
      const done = this.complete(cur)
      if (!cur.posted || done || (cur.unsent && this.deps.now() - cur.lastPost >= this.deps.answerIntervalMs)) this.post(cur, done)
      await yieldNow()
    }
  }

  private post(cur: Current, done: boolean) {
    cur.posted = true
    cur.unsent = false
    cur.lastPost = this.deps.now()
    cur.doneSent ||= done
    this.deps.post({
      type: 'results',
      seq: cur.seq,
      q: cur.q,
      results: cur.ranked.map((r) => r.entry),
      done,
      searched: cur.searchedCount,
      total: this.total,
      failed: this.failed,
    })
  }
}

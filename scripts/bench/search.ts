// `npm run bench search`: the site search at 20,000 entries, measured in Chromium as a visitor uses
// it, next to the search it replaced (the whole index fetched as one file and searched with Fuse.js
// on the main thread at every keystroke), in the same run. Figures only; no assertions.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import Fuse from 'fuse.js'
import { FUSE_OPTIONS, SEARCH_INDEX_PATH, type SearchEntry, type SearchManifest } from '#lib/search/search.ts'
import { readSearchIndex, writeSearchIndex } from '../postbuild/searchShards.ts'
import { CHROMIUM, startGzipStaticServer } from './browser.ts'
import { filesIn, gzipSize } from './measure.ts'
import { syntheticSearchEntries } from './searchData.ts'

/** Where the old search lives in the bench's copy of the site (a page of its own, not part of the site). */
const OLD = '/bench-old-search/'

export interface SearchFigures {
  /** Bytes received (headers and gzipped bodies) from opening the page to the first results shown. */
  bytesBeforeFirst: number
  /** Of those, after the page had loaded (the search's own files: worker, fuse.js, index). */
  searchBytesBeforeFirst: number
  /** Longest main-thread blocking per keystroke: max over keystrokes, and the median. */
  blockingMaxMs: number
  blockingMedianMs: number
  /** Sum over the typing of (long task - 50 ms): Lighthouse's Total Blocking Time, while typing. */
  typingTbtMs: number
  /** From the last keystroke's keydown to the first results of the full query on screen. */
  lastKeyToFirstMs: number
  /** ... to the complete results. */
  lastKeyToDoneMs: number
  /** From navigating to /search/?q= (the header form) to its first results. */
  addressToFirstMs: number
}

/** Copies the built site and gives it a 20,000-entry index (its own entries plus synthetic years). */
export function prepareSearchSite(
  builtClient: string,
  dir: string,
  entries = 20_000,
): { root: string; entries: SearchEntry[]; manifest: SearchManifest } {
  const root = path.join(dir, 'client')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(builtClient, root, { recursive: true })
  const own = readSearchIndex(root)
  const all = [...own, ...syntheticSearchEntries(entries - own.length)]
  const manifest = writeSearchIndex(root, all)
  // The old search: one index file, fuse.js on the main thread (components/search/SearchBox.island.tsx before the worker).
  const old = path.join(root, OLD)
  fs.mkdirSync(old, { recursive: true })
  fs.writeFileSync(path.join(old, 'search-index.json'), JSON.stringify(all))
  fs.copyFileSync(path.resolve('node_modules/fuse.js/dist/fuse.min.mjs'), path.join(old, 'fuse.mjs'))
  fs.writeFileSync(path.join(old, 'index.html'), oldSearchPage())
  return { root, entries: all, manifest }
}

function oldSearchPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Old search (bench baseline)</title></head><body>
<label for="search-q">Search</label><input id="search-q" type="search" autocomplete="off"><ul id="search-results"></ul>
<script type="module">
import Fuse from './fuse.mjs'
const input = document.getElementById('search-q')
const list = document.getElementById('search-results')
let fuse = null
// As the old island did: the index and fuse.js on first focus, a full search at every keystroke.
input.addEventListener('focus', async () => {
  const entries = await (await fetch('./search-index.json')).json()
  fuse = new Fuse(entries, ${JSON.stringify(FUSE_OPTIONS)})
  render()
}, { once: true })
input.addEventListener('input', render)
function render() {
  const q = input.value.trim()
  if (!fuse || q.length < 2) return
  const results = fuse.search(q, { limit: 30 }).map((r) => r.item)
  list.replaceChildren(...results.map((e) => {
    const li = document.createElement('li')
    const a = document.createElement('a')
    a.href = e.url
    a.textContent = e.title
    li.append(a)
    return li
  }))
  list.dataset.query = q
  list.dataset.done = 'true'
}
const q = new URLSearchParams(location.search).get('q')
if (q) { input.value = q; input.focus() }
</script></body></html>
`
}

/** Installed before any page script: long tasks, keystrokes, and when results for a query show. */
function instrument() {
  const w = window as unknown as Record<string, unknown>
  const longTasks: { start: number; duration: number }[] = []
  const events: { start: number; processing: number }[] = []
  const keys: number[] = []
  const first: Record<string, number> = {}
  const done: Record<string, number> = {}
  Object.assign(w, { __longTasks: longTasks, __events: events, __keys: keys, __first: first, __done: done })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as PerformanceEventTiming[])
      events.push({ start: e.startTime, processing: e.processingEnd - e.processingStart })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  addEventListener('keydown', () => keys.push(performance.now()), true)
  new MutationObserver(() => {
    const list = document.getElementById('search-results')
    const q = list?.dataset.query
    if (!list || !q) return
    if (list.children.length && !(q in first)) first[q] = performance.now()
    if (list.dataset.done === 'true' && !(q in done)) done[q] = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

interface Resource {
  end: number
  bytes: number
}

/** Every response of the page and its workers: absolute end time and bytes on the wire. */
async function resources(page: Page): Promise<Resource[]> {
  const collect = () => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[]
    return entries.map((e) => ({ end: performance.timeOrigin + e.responseEnd, bytes: e.transferSize }))
  }
  const lists = await Promise.all([page.evaluate(collect), ...page.workers().map((w) => w.evaluate(collect))])
  return lists.flat()
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function measureOne(url: string, query: string, typingDelayMs: number): Promise<SearchFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(instrument)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    // The site's island must be hydrated before typing (the old page has no island).
    if (!url.endsWith(OLD)) await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.waitForLoadState('networkidle')
    const loaded = await page.evaluate(() => performance.timeOrigin + performance.now())
    await page.locator('#search-q').focus()
    await page.keyboard.type(query, { delay: typingDelayMs })
    await page.waitForSelector(`#search-results[data-query="${query}"][data-done="true"]`, { state: 'attached', timeout: 300_000 })
    const m = await page.evaluate(() => {
      const w = window as unknown as {
        __longTasks: { start: number; duration: number }[]
        __events: { start: number; processing: number }[]
        __keys: number[]
        __first: Record<string, number>
        __done: Record<string, number>
      }
      return {
        longTasks: w.__longTasks,
        events: w.__events,
        keys: w.__keys,
        first: w.__first,
        done: w.__done,
        origin: performance.timeOrigin,
      }
    })
    const firstAny = Math.min(...Object.values(m.first))
    const lastKey = m.keys.at(-1)!
    const blocking = m.keys.map((k, i) => {
      const until = m.keys[i + 1] ?? m.done[query]! + 1
      const tasks = m.longTasks.filter((t) => t.start >= k - 1 && t.start < until).map((t) => t.duration)
      const handlers = m.events.filter((e) => e.start >= k - 1 && e.start < until).reduce((s, e) => s + e.processing, 0)
      return Math.max(handlers, ...tasks, 0)
    })
    if (process.env.BENCH_VERBOSE)
      console.log(url, { blocking, keys: m.keys.map(Math.round), longTasks: m.longTasks, events: m.events.filter((e) => e.processing > 5) })
    const typingTbt = m.longTasks.filter((t) => t.start >= m.keys[0]! - 1).reduce((s, t) => s + Math.max(0, t.duration - 50), 0)
    const res = await resources(page)
    const before = res.filter((r) => r.end <= m.origin + firstAny)
    const figures: SearchFigures = {
      bytesBeforeFirst: before.reduce((s, r) => s + r.bytes, 0),
      searchBytesBeforeFirst: before.filter((r) => r.end > loaded).reduce((s, r) => s + r.bytes, 0),
      blockingMaxMs: Math.max(...blocking),
      blockingMedianMs: median(blocking),
      typingTbtMs: typingTbt,
      lastKeyToFirstMs: m.first[query]! - lastKey,
      lastKeyToDoneMs: m.done[query]! - lastKey,
      addressToFirstMs: NaN,
    }
    // The header form's way in: /search/?q=, in a fresh page (nothing cached).
    const fresh = await (await browser.newContext()).newPage()
    await fresh.addInitScript(instrument)
    await fresh.goto(`${url}?q=${encodeURIComponent(query)}`, { waitUntil: 'commit' })
    await fresh.waitForSelector(`#search-results[data-query="${query}"] li`, { state: 'attached', timeout: 300_000 })
    figures.addressToFirstMs = await fresh.evaluate((q) => (window as unknown as { __first: Record<string, number> }).__first[q]!, query)
    return figures
  } finally {
    await browser.close()
  }
}

/** Byte and CPU figures of the index files themselves, and of the prebuilt Fuse index considered. */
export function indexFigures(root: string, manifest: SearchManifest, entries: SearchEntry[]) {
  const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8')
  const first = JSON.parse(read(manifest.shards[0]!.file)) as SearchEntry[]
  // Median of 5 (the first calls also pay for compiling fuse.js).
  const time = (fn: () => void) =>
    median(
      Array.from({ length: 5 }, () => {
        const t = performance.now()
        fn()
        return performance.now() - t
      }),
    )
  const firstIndex = JSON.stringify(Fuse.createIndex(FUSE_OPTIONS.keys!, first).toJSON())
  const allIndex = JSON.stringify(Fuse.createIndex(FUSE_OPTIONS.keys!, entries).toJSON())
  const worker = filesIn(path.join(root, 'assets/workers')).filter((f) => f.endsWith('.js'))
  return {
    shards: manifest.shards.length,
    firstEntries: first.length,
    manifestGzip: gzipSize(read(SEARCH_INDEX_PATH)),
    firstGzip: gzipSize(read(manifest.shards[0]!.file)),
    allShardsGzip: manifest.shards.reduce((s, sh) => s + gzipSize(read(sh.file)), 0),
    workerGzip: worker.reduce((s, f) => s + gzipSize(fs.readFileSync(f)), 0),
    oldIndexGzip: gzipSize(JSON.stringify(entries)),
    firstPrebuiltIndexGzip: gzipSize(firstIndex),
    allPrebuiltIndexGzip: gzipSize(allIndex),
    firstBuildIndexMs: time(() => new Fuse(first, FUSE_OPTIONS)),
    firstParseIndexMs: time(() => new Fuse(first, FUSE_OPTIONS, Fuse.parseIndex(JSON.parse(firstIndex)))),
    allBuildIndexMs: time(() => new Fuse(entries, FUSE_OPTIONS)),
    allParseIndexMs: time(() => new Fuse(entries, FUSE_OPTIONS, Fuse.parseIndex(JSON.parse(allIndex)))),
  }
}

export async function measureSearch(baseUrl: string, query: string, typingDelayMs: number) {
  const now = await measureOne(`${baseUrl}/search/`, query, typingDelayMs)
  const old = process.env.BENCH_SKIP_OLD ? now : await measureOne(`${baseUrl}${OLD}`, query, typingDelayMs)
  return { now, old }
}

export { startGzipStaticServer }

// `npm run bench search`: the site search at 20,000 entries, measured in Chromium as a visitor uses
// it (docs/search.md). Figures only; no assertions.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { SEARCH_INDEX_PATH, type SearchEntry } from '#lib/search/search.ts'
import { readSearchIndex, writeSearchIndex } from '../postbuild/searchShards.ts'
import { CHROMIUM } from './browser.ts'
import { filesIn, gzipSize, median } from './measure.ts'
import { syntheticSearchEntries } from './searchData.ts'

/** A figure's name, value and unit. */
type Figure = [string, number | string, string?]

/**
 * A copy of the built site in dir whose index holds `count` entries (its own plus synthetic years),
 * and the gzipped bytes of its files.
 */
export function prepareSearchSite(builtClient: string, dir: string, count: number) {
  const root = path.join(dir, 'client')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(builtClient, root, { recursive: true })
  const own = readSearchIndex(root)
  const entries: SearchEntry[] = [...own, ...syntheticSearchEntries(count - own.length)]
  const manifest = writeSearchIndex(root, entries)
  const gzip = (file: string) => gzipSize(fs.readFileSync(path.join(root, file)))
  const first = JSON.parse(fs.readFileSync(path.join(root, manifest.shards[0]!.file), 'utf8')) as SearchEntry[]
  const shardGzip = manifest.shards.map((s) => gzip(s.file))
  const worker = filesIn(path.join(root, 'assets/workers')).filter((f) => f.endsWith('.js'))
  const figures: Figure[] = [
    ['entries', `${entries.length} in ${manifest.shards.length} shards, ${first.length} in the first`],
    ['first-shard.gzip', shardGzip[0]!, 'B'],
    ['all-shards.gzip', shardGzip.reduce((a, b) => a + b, 0), 'B'],
    ['manifest.gzip', gzip(SEARCH_INDEX_PATH), 'B'],
    ['worker-js.gzip', worker.reduce((n, f) => n + gzipSize(fs.readFileSync(f)), 0), 'B'],
  ]
  return { root, figures }
}

/** Installed before any page script: long tasks, keystrokes, and when results for a query show. */
function instrument() {
  const m: Measured = { longTasks: [], events: [], keys: [], first: {}, done: {} }
  Object.assign(window, { __bench: m })
  const { longTasks, events, keys, first, done } = m
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

interface Measured {
  longTasks: { start: number; duration: number }[]
  events: { start: number; processing: number }[]
  keys: number[]
  first: Record<string, number>
  done: Record<string, number>
}

/** /search/ opened, the query typed key by key `typingMs` apart, then /search/?q= opened fresh. */
export async function measureSearch(searchUrl: string, query: string, typingMs: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(instrument)
    const page = await context.newPage()
    await page.goto(searchUrl, { waitUntil: 'load' })
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.waitForLoadState('networkidle')
    const loaded = await page.evaluate(() => performance.timeOrigin + performance.now())
    await page.locator('#search-q').focus()
    await page.keyboard.type(query, { delay: typingMs })
    await page.waitForSelector(`#search-results[data-query="${query}"][data-done="true"]`, { state: 'attached', timeout: 300_000 })
    const m = await page.evaluate(() => ({ ...(window as unknown as { __bench: Measured }).__bench, origin: performance.timeOrigin }))
    // Blocking per keystroke: the longest task or the summed event handlers until the next key.
    const blocking = m.keys.map((k, i) => {
      const until = m.keys[i + 1] ?? m.done[query]! + 1
      const inWindow = <T extends { start: number }>(xs: T[]) => xs.filter((x) => x.start >= k - 1 && x.start < until)
      return Math.max(
        0,
        ...inWindow(m.longTasks).map((t) => t.duration),
        inWindow(m.events).reduce((s, e) => s + e.processing, 0),
      )
    })
    // Every response of the page and its workers, to count the bytes before the first results.
    const collect = () =>
      ([...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[]).map(
        (e) => ({ end: performance.timeOrigin + e.responseEnd, bytes: e.transferSize }),
      )
    const responses = (await Promise.all([page.evaluate(collect), ...page.workers().map((w) => w.evaluate(collect))])).flat()
    const before = responses.filter((r) => r.end <= m.origin + Math.min(...Object.values(m.first)))
    const lastKey = m.keys.at(-1)!
    const fresh = await (await browser.newContext()).newPage()
    await fresh.addInitScript(instrument)
    await fresh.goto(`${searchUrl}?q=${encodeURIComponent(query)}`, { waitUntil: 'commit' })
    await fresh.waitForSelector(`#search-results[data-query="${query}"] li`, { state: 'attached', timeout: 300_000 })
    const fromAddress = await fresh.evaluate((q) => (window as unknown as { __bench: Measured }).__bench.first[q]!, query)
    return [
      ['transfer-before-first-result', before.reduce((s, r) => s + r.bytes, 0), 'B'],
      ['transfer-before-first-result.search-files', before.filter((r) => r.end > loaded).reduce((s, r) => s + r.bytes, 0), 'B'],
      ['main-thread-blocking-per-keystroke.max', Math.max(...blocking), 'ms'],
      ['main-thread-blocking-per-keystroke.median', median(blocking), 'ms'],
      ['last-key-to-first-results', m.first[query]! - lastKey, 'ms'],
      ['last-key-to-complete-results', m.done[query]! - lastKey, 'ms'],
      ['address-q-to-first-results', fromAddress, 'ms'],
    ] satisfies Figure[]
  } finally {
    await browser.close()
  }
}

// The small pure steps of scripts/sync/, with fakes for fetch and sleep (no network).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSyncConfig } from '#scripts/sync/config.ts'
import { describeChanges } from '#scripts/sync/describeChanges.ts'
import { extractList } from '#scripts/sync/extractList.ts'
import { fetchWithRetry, retryAfterMs, type RetryDeps } from '#scripts/sync/fetchWithRetry.ts'
import { serialise, sortRecords } from '#scripts/sync/normalise.ts'
import { removeStaleTemps, writeFileAtomic } from '#scripts/sync/snapshotFile.ts'
import { headline, markdownSummary } from '#scripts/sync/summary.ts'
import type { EndpointResult, SnapshotRecord } from '#scripts/sync/types.ts'
import { validateRecords } from '#scripts/sync/validateRecords.ts'
import { newsItemSchema } from '#lib/schema/newsItem.ts'

const opts = { headers: {}, timeoutMs: 200, retries: 3, backoffMs: 1000, retryAfterCapMs: 30_000, maxBytes: 1000 }

/** A fake fetch answering from a script of responses (or throwing), recording calls. */
function fakeFetch(script: (Response | Error | 'hang')[]) {
  const calls: RequestInit[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push(init)
    const next = script.shift() ?? new Response('[]')
    if (next === 'hang')
      return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

function deps(fetch: typeof globalThis.fetch, sleeps: number[]): RetryDeps {
  return { fetch, sleep: async (ms) => void sleeps.push(ms), now: () => Date.parse('2026-11-22T00:00:00Z') }
}

describe('fetchWithRetry', () => {
  it('retries 5xx and network errors with doubling backoff, then succeeds', async () => {
    const sleeps: number[] = []
    const { fetch } = fakeFetch([new Response('', { status: 502 }), new TypeError('fetch failed'), new Response('[1]')])
    expect(await fetchWithRetry('http://x', deps(fetch, sleeps), opts)).toEqual({ text: '[1]', attempts: 3 })
    expect(sleeps).toEqual([1000, 2000])
  })
  it('gives up after the last retry, naming the status and attempts', async () => {
    const { fetch } = fakeFetch(Array.from({ length: 4 }, () => new Response('', { status: 500 })))
    await expect(fetchWithRetry('http://x', deps(fetch, []), opts)).rejects.toThrow('HTTP 500 after 4 attempts')
  })
  it('does not retry a 404', async () => {
    const { fetch, calls } = fakeFetch([new Response('', { status: 404 })])
    await expect(fetchWithRetry('http://x', deps(fetch, []), opts)).rejects.toThrow('HTTP 404')
    expect(calls).toHaveLength(1)
  })
  it('honours 429 Retry-After in seconds or as a date, within the cap', async () => {
    const sleeps: number[] = []
    const { fetch } = fakeFetch([
      new Response('', { status: 429, headers: { 'retry-after': '7' } }),
      new Response('', { status: 429, headers: { 'retry-after': 'Sun, 22 Nov 2026 01:00:00 GMT' } }),
      new Response('[]'),
    ])
    await fetchWithRetry('http://x', deps(fetch, sleeps), opts)
    expect(sleeps).toEqual([7000, 30_000])
  })
  it('times out a request that hangs (AbortController) and retries it', async () => {
    const { fetch } = fakeFetch(['hang', 'hang'])
    await expect(fetchWithRetry('http://x', deps(fetch, []), { ...opts, retries: 1 })).rejects.toThrow(
      'timed out after 200 ms after 2 attempts',
    )
  })
  it('refuses a body over the size limit, by header or by streaming, without retrying', async () => {
    const { fetch, calls } = fakeFetch([new Response('x'.repeat(1001))])
    await expect(fetchWithRetry('http://x', deps(fetch, []), opts)).rejects.toThrow('over the 1000-byte limit')
    expect(calls).toHaveLength(1)
    const big = fakeFetch([new Response('[]', { headers: { 'content-length': '5000' } })])
    await expect(fetchWithRetry('http://x', deps(big.fetch, []), opts)).rejects.toThrow(
      'response of 5000 bytes is over the 1000-byte limit',
    )
  })
  it('reads Retry-After values', () => {
    expect(retryAfterMs('3', 0)).toBe(3000)
    expect(retryAfterMs('soon', 0)).toBeNull()
    expect(retryAfterMs(null, 0)).toBeNull()
  })
})

describe('extractList', () => {
  it('accepts a bare array or one under data', () => {
    expect(extractList('[1]')).toEqual([1])
    expect(extractList('\uFEFF{"data":[2]}'.replace('\uFEFF', ''))).toEqual([2])
  })
  it('rejects non-JSON and non-lists with the reason', () => {
    expect(() => extractList('<html>')).toThrow(/body is not JSON/)
    expect(() => extractList('{"items":[]}')).toThrow(
      'body is not a list (got an object with keys items; expected an array or { "data": [...] })',
    )
    expect(() => extractList('null')).toThrow('got null')
  })
})

describe('validateRecords', () => {
  it('reports endpoint, index, field and reason for a bad record and leaves it out', () => {
    const v = validateRecords('news', newsItemSchema, [
      { _id: 'a', title: 'A', school: 'Senior' },
      { _id: 'b', title: 'B' },
    ])
    expect(v.records.map((r) => r._id)).toEqual(['a'])
    expect(v.invalid).toBe(1)
    expect(v.problems).toEqual([expect.objectContaining({ endpoint: 'news', level: 'error', index: 1, id: 'b', field: 'school' })])
  })
  it('keeps the first of duplicate _ids and warns about unparseable dates', () => {
    const v = validateRecords('news', newsItemSchema, [
      { _id: 'a', title: 'First', school: 'Senior', date: 'soon' },
      { _id: 'a', title: 'Second', school: 'Senior' },
    ])
    expect(v.records.map((r) => r.title)).toEqual(['First'])
    expect(v.records[0]!.date).toBe('soon')
    expect(v.problems.map((p) => `${p.level} ${p.field} ${p.reason}`)).toEqual([
      `warning date unparseable date "soon" kept as it is (shown as 'Invalid Date')`,
      'warning _id duplicate _id; the first record with it is kept',
    ])
  })
})

describe('normalise', () => {
  const rec = (id: string, date: string) => ({ _id: id, date }) as SnapshotRecord
  it('sorts newest first, then by _id; undated and unparseable dates last', () => {
    const sorted = sortRecords([
      rec('c', ''),
      rec('b', '2025-01-01T00:00:00.000Z'),
      rec('z', 'soon'),
      rec('a', '2025-01-01T00:00:00.000Z'),
      rec('d', '2026-01-01T00:00:00.000Z'),
    ])
    expect(sorted.map((r) => r._id)).toEqual(['d', 'a', 'b', 'c', 'z'])
  })
  it('writes 2-space JSON with a trailing newline and keeps non-ASCII text', () => {
    expect(serialise([{ _id: 'a', title: 'Diwali — दीपावली' } as SnapshotRecord])).toBe(
      '[\n  {\n    "_id": "a",\n    "title": "Diwali — दीपावली"\n  }\n]\n',
    )
    expect(serialise([])).toBe('[]\n')
  })
})

describe('describeChanges and headline', () => {
  const r = (id: string, title: string) => ({ _id: id, title }) as SnapshotRecord
  it('tells added, removed and changed records apart by _id', () => {
    const c = describeChanges([r('1', 'Old'), r('2', 'Gone')], [r('1', 'New'), r('3', 'Fresh')])
    expect([c.added, c.removed, c.changed].map((l) => l.map((x) => x.title))).toEqual([['Fresh'], ['Gone'], ['New']])
  })
  it("reads like '3 news, 1 album added'", () => {
    const result = (name: EndpointResult['name'], added: number, status: EndpointResult['status'] = 'fresh'): EndpointResult => ({
      name,
      file: `${name}.json`,
      status,
      count: added,
      written: true,
      problems: [],
      changes: { added: Array.from({ length: added }, (_, i) => r(String(i), 't')), removed: [], changed: [] },
    })
    expect(headline([result('newsAll', 3), result('gallery', 1)])).toBe('3 news, 1 album added')
    expect(headline([result('toppers', 0, 'kept')])).toBe('No data changes; 1 endpoint kept its last good snapshot')
  })
})

describe('readSyncConfig', () => {
  it('needs NCSR_API_BASE (a config error, exit 2)', () => {
    expect(() => readSyncConfig({}, [])).toThrow(/^NCSR_API_BASE is not set/)
    expect(() => readSyncConfig({ NCSR_API_BASE: 'ftp://x' }, [])).toThrow(/must be an http\(s\) URL/)
  })
  it('reads --summary and --raw, and refuses unknown arguments', () => {
    const c = readSyncConfig({ NCSR_API_BASE: 'https://api.example.org/', NCSR_DATA_DIR: 'd' }, ['--summary', 's.md', '--raw=raw'], '/w')
    expect(c).toMatchObject({
      apiBase: 'https://api.example.org',
      dataDir: '/w/d',
      summaryFile: '/w/s.md',
      rawDir: '/w/raw',
      maxBytes: 20 * 1024 * 1024,
    })
    expect(readSyncConfig({ NCSR_API_BASE: 'http://a' }, [], '/w').summaryFile).toBe('/w/sync-summary.md')
    expect(() => readSyncConfig({ NCSR_API_BASE: 'http://a' }, ['--force'])).toThrow(/unknown argument/)
    expect(() => readSyncConfig({ NCSR_API_BASE: 'http://a' }, ['--raw'])).toThrow(/--raw needs a path/)
  })
})

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temp file; stale temps of a killed run are removed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-atomic-'))
    const file = path.join(dir, 'news.json')
    fs.writeFileSync(file, 'old')
    fs.writeFileSync(path.join(dir, '.news.json.123.abc.sync-tmp'), 'half')
    await writeFileAtomic(file, 'new')
    expect(fs.readFileSync(file, 'utf8')).toBe('new')
    await removeStaleTemps(dir)
    expect(fs.readdirSync(dir)).toEqual(['news.json'])
    fs.rmSync(dir, { recursive: true })
  })
})

describe('markdownSummary', () => {
  it('stays short enough for a PR body when thousands of records fail', () => {
    const problems = Array.from({ length: 5000 }, (_, i) => ({
      endpoint: 'gallery' as const,
      level: 'error' as const,
      index: i,
      field: 'category',
      reason: 'Invalid option; record left out',
    }))
    const result: EndpointResult = {
      name: 'gallery',
      file: 'gallery.json',
      status: 'kept',
      failure: 'mostly invalid',
      count: 0,
      written: false,
      problems,
      changes: { added: [], removed: [], changed: [] },
    }
    const md = markdownSummary([result], { apiBase: 'https://api.example.org', at: new Date(0) })
    expect(md.length).toBeLessThan(20_000)
    expect(md).toContain('- … and 4900 more (see the sync log)')
  })
})

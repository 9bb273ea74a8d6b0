// `npm run sync` against the mock API on an ephemeral port (tests/fixtures/sync/api), with fake sleep.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { endpoints } from '#lib/endpoints.ts'
import type { Fault } from '#scripts/mock-api/server.ts'
import { FORM_TOKEN, startWorld, SYNC_TOKEN, touchFixtures, type World } from './harness.ts'

let w: World
beforeEach(async () => {
  w = await startWorld()
})
afterEach(async () => {
  await w.close()
})

const files = Object.values(endpoints)
  .map((e) => e.file)
  .sort()

describe('sync happy path', () => {
  it('writes every endpoint, validated, normalised and sorted, and exits 0', async () => {
    const run = await w.sync()
    expect(run.exitCode).toBe(0)
    expect(Object.keys(w.readData())).toEqual(files)
    const news = JSON.parse(w.readData()['news-all.json']!)
    expect(news).toEqual([
      {
        _id: 'n2',
        title: 'Colour week',
        description: '',
        school: 'Junior',
        date: '2026-07-04T18:30:00.000Z',
        attachments: ['news/colour.jpg'],
        url: '',
      },
      {
        _id: 'n1',
        title: 'Sports day results',
        description: 'House points',
        school: 'Senior',
        date: '2026-02-09T18:30:00.000Z',
        attachments: ['news/sports.jpg'],
        url: '',
      },
    ])
    // `{ "data": [...] }` is read as the list.
    expect(JSON.parse(w.readData()['events.json']!)).toHaveLength(2)
    expect(run.results.every((r) => r.status === 'fresh' && r.problems.length === 0)).toBe(true)
  })
  it('sends the sync token only where lib/endpoints.ts says auth', async () => {
    await w.sync()
    for (const e of Object.values(endpoints)) {
      const req = w.api.received.find((r) => r.path === e.path)!
      expect(req.headers.authorization, e.path).toBe(e.auth ? `Bearer ${SYNC_TOKEN}` : undefined)
    }
  })
  it('cannot read the endpoints that need the sync token with the form token', async () => {
    const run = await w.sync({ apiToken: FORM_TOKEN })
    const kept = run.results.filter((r) => r.status === 'kept').map((r) => r.name)
    expect(kept.sort()).toEqual(
      Object.entries(endpoints)
        .filter(([, e]) => e.auth)
        .map(([name]) => name)
        .sort(),
    )
    expect(run.results.find((r) => r.name === 'toppers')!.failure).toBe('HTTP 401')
  })
  it('saves the raw responses with --raw', async () => {
    const rawDir = path.join(w.root, 'raw')
    await w.sync({ rawDir })
    expect(fs.readdirSync(rawDir).sort()).toEqual(files)
    expect(fs.readFileSync(path.join(rawDir, 'events.json'), 'utf8')).toBe(fs.readFileSync(path.join(w.apiDir, 'events.json'), 'utf8'))
  })
})

describe('each fault is kept to its endpoint; a failed endpoint keeps its last good snapshot byte-identical', () => {
  const toppers = endpoints.toppers
  const cases: [string, Partial<Fault>, string, Record<string, number>?][] = [
    ['HTTP 500 after retries', { status: 500 }, 'HTTP 500 after 3 attempts'],
    ['a timeout', { delayMs: 1500 }, 'timed out after 150 ms after 3 attempts', { timeoutMs: 150 }],
    ['a non-JSON body', { body: '<html>Service Unavailable</html>', contentType: 'text/html' }, 'body is not JSON'],
    ['a non-array body', { body: '{"message":"ok"}' }, 'body is not a list (got an object with keys message'],
    ['a truncated body', { truncate: true }, ''],
    // Port 9 (discard) of the loopback: another origin than the mock's, never reached.
    [
      "a redirect to another origin (Node's own fetch, told not to follow)",
      { status: 302, headers: { location: 'http://127.0.0.1:9/api/topper/NCSR' } },
      'redirected (HTTP 302) to http://127.0.0.1:9, which is not',
    ],
    [
      'a body over the size limit',
      { body: JSON.stringify([{ name: 'x'.repeat(5000), class: 'X', sessionYear: '2024-2025' }]) },
      'over the 4000-byte limit',
      { maxBytes: 4000 },
    ],
    [
      'mostly invalid records',
      {
        body: JSON.stringify([
          { name: 'A', class: 'X', sessionYear: '2024-2025' },
          { name: 'B', class: 'X', sessionYear: '2024' },
          { class: 'X' },
        ]),
      },
      'mostly invalid: 2 of 3 records failed validation',
    ],
  ]
  for (const [what, fault, reason, over] of cases) {
    it(what, async () => {
      await w.sync()
      const before = w.readData()
      touchFixtures(w.apiDir)
      w.api.setFault({ path: toppers.path, ...fault })
      const run = await w.sync(over)
      const after = w.readData()
      expect(run.exitCode).toBe(1)
      expect(after[toppers.file]).toBe(before[toppers.file])
      for (const f of files.filter((f) => f !== toppers.file)) expect(after[f], f).not.toBe(before[f])
      const result = run.results.find((r) => r.name === 'toppers')!
      expect(result.status).toBe('kept')
      expect(result.failure).toContain(reason)
      expect(run.results.filter((r) => r.status === 'kept')).toHaveLength(1)
      expect(run.markdown).toContain('1 endpoint kept its last good snapshot')
      expect(run.markdown).toContain('kept the last good snapshot')
    })
  }
  it('retries 500s with backoff through the injected sleep', async () => {
    w.api.setFault({ path: toppers.path, status: 503, times: 2 })
    const run = await w.sync()
    expect(run.exitCode).toBe(0)
    expect(w.sleeps).toEqual([500, 1000])
  })
  it('one invalid record among valid ones: left out and reported, the rest written', async () => {
    w.api.setFault({
      path: toppers.path,
      body: JSON.stringify([
        { name: 'A', class: 'X', sessionYear: '2024-2025' },
        { name: 'B', class: 'X', sessionYear: '2024' },
        { name: 'C', class: 'XII', sessionYear: '2024-25' },
      ]),
    })
    const run = await w.sync()
    expect(run.exitCode).toBe(0)
    expect(
      JSON.parse(w.readData()[toppers.file]!)
        .map((t: { name: string }) => t.name)
        .sort(),
    ).toEqual(['A', 'C'])
    const problem = run.results.find((r) => r.name === 'toppers')!.problems[0]!
    expect(problem).toMatchObject({ endpoint: 'toppers', level: 'error', index: 1, field: 'sessionYear' })
    expect(run.markdown).toMatch(/toppers\.json record 1 › sessionYear: must be a session like 2024-2025/)
  })
  it('an empty array is a valid, empty list (with a warning when records disappear)', async () => {
    await w.sync()
    w.api.setFault({ path: toppers.path, body: '[]' })
    const run = await w.sync()
    expect(run.exitCode).toBe(0)
    expect(w.readData()[toppers.file]).toBe('[]\n')
    expect(run.results.find((r) => r.name === 'toppers')!.problems[0]!.reason).toMatch(/empty list; the 2 records before are removed/)
  })
})

describe('stable output', () => {
  it('two syncs of the same data give byte-identical files, and the second writes nothing', async () => {
    await w.sync()
    const first = w.readData()
    const run = await w.sync()
    expect(w.readData()).toEqual(first)
    expect(run.results.some((r) => r.written)).toBe(false)
    expect(run.markdown.split('\n')[0]).toBe('# No data changes')
  })
  it('keeps the old bytes when the records are unchanged in meaning', async () => {
    await w.sync()
    const file = path.join(w.dataDir, 'news.json')
    const compact = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')))
    fs.writeFileSync(file, compact)
    await w.sync()
    expect(fs.readFileSync(file, 'utf8')).toBe(compact)
  })
})

describe('change summary', () => {
  it('lists an added, a removed and a changed record with titles', async () => {
    await w.sync()
    const file = path.join(w.apiDir, 'news-all.json')
    const list = JSON.parse(fs.readFileSync(file, 'utf8'))
    list[0].title = 'Sports day results (final)'
    list.splice(1, 1)
    list.push({ _id: 'n3', title: 'Science exhibition', school: 'Both', date: '2026-11-20' })
    fs.writeFileSync(file, JSON.stringify(list))
    const run = await w.sync()
    const news = run.results.find((r) => r.name === 'newsAll')!
    expect([news.changes.added, news.changes.removed, news.changes.changed].map((l) => l.map((r) => r._id))).toEqual([
      ['n3'],
      ['n2'],
      ['n1'],
    ])
    expect(run.markdown.split('\n')[0]).toBe('# 1 news added; 1 news changed; 1 news removed')
    expect(run.markdown).toContain('- Added: ` Science exhibition `\n- Removed: ` Colour week `\n- Changed: ` Sports day results (final) `')
    expect(fs.readFileSync(path.join(w.root, 'summary.md'), 'utf8')).toBe(run.markdown)
  })
})

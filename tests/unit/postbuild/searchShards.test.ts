import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchEntry, SearchManifest } from '#lib/search/search.ts'
import { planSearchShards, readSearchIndex, writeSearchIndex } from '#scripts/postbuild/searchShards.ts'

const entry = (title: string, date = '', kind: SearchEntry['kind'] = date ? 'News' : 'Page'): SearchEntry => ({
  title,
  url: `/${title}/`,
  kind,
  text: '',
  date,
})

describe('planSearchShards', () => {
  const pages = [entry('home'), entry('about')]
  const dated = [
    entry('n2019', '05-03-2019'),
    entry('n2026a', '01-02-2026'),
    entry('n2025', '31-12-2025'),
    entry('n2026b', '15-06-2026'),
    entry('n2024', '10-10-2024'),
    entry('n2026c', '15-06-2026'),
  ]
  const ids = (s: { entries: SearchEntry[] }) => s.entries.map((e) => e.title)

  it("puts undated entries and the newest year's first, then one shard per year, newest year first", () => {
    const shards = planSearchShards([...pages, ...dated], 4)
    expect(shards.map((s) => s.id)).toEqual(['first', 'y2026', 'y2025', 'y2024', 'y2019'])
    // Same-day entries keep their order (n2026b before n2026c).
    expect(ids(shards[0]!)).toEqual(['home', 'about', 'n2026b', 'n2026c'])
    expect(ids(shards[1]!)).toEqual(['n2026a'])
    expect(ids(shards[2]!)).toEqual(['n2025'])
  })

  it('never takes an earlier year into the first shard', () => {
    const shards = planSearchShards([...pages, ...dated], 100)
    expect(ids(shards[0]!)).toEqual(['home', 'about', 'n2026b', 'n2026c', 'n2026a'])
    expect(shards.map((s) => s.id)).toEqual(['first', 'y2025', 'y2024', 'y2019'])
  })

  it('starts from the build year, not from a record dated years ahead by mistake; later years join the first shard', () => {
    const wrong = entry('n2099', '01-01-2099')
    const next = entry('n2027', '10-01-2027')
    const shards = planSearchShards([...pages, ...dated, wrong, next], 100, 2026)
    expect(ids(shards[0]!)).toEqual(['home', 'about', 'n2099', 'n2027', 'n2026b', 'n2026c', 'n2026a'])
    expect(shards.map((s) => s.id)).toEqual(['first', 'y2025', 'y2024', 'y2019'])
    // Without the build year, the newest year found leads (and here leaves 2026 out of the first shard).
    expect(ids(planSearchShards([...pages, ...dated, wrong], 100)[0]!)).toEqual(['home', 'about', 'n2099'])
  })

  it('keeps every entry exactly once', () => {
    for (const [max, year] of [[0], [1], [3, 2026], [8, 2019], [100, 2000]] as [number, number?][]) {
      const all = planSearchShards([...pages, ...dated], max, year).flatMap(ids)
      expect(all.sort()).toEqual([...pages, ...dated].map((e) => e.title).sort())
    }
  })

  it('keeps every undated entry first even when they alone pass the limit', () => {
    const shards = planSearchShards([...pages, ...dated], 1)
    expect(ids(shards[0]!)).toEqual(['home', 'about'])
    expect(shards.map((s) => s.id)).toEqual(['first', 'y2026', 'y2025', 'y2024', 'y2019'])
  })

  it('has a first shard even with no entries', () => {
    expect(planSearchShards([])).toEqual([{ id: 'first', entries: [] }])
  })
})

describe('writeSearchIndex', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-shards-'))
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))
  const entries = [entry('home'), entry('a', '01-01-2025'), entry('b', '01-01-2024')]

  it('writes a manifest and content-named shard files under /assets/search/ that read back in order', () => {
    const manifest = writeSearchIndex(tmp, entries, 2)
    expect(JSON.parse(fs.readFileSync(path.join(tmp, 'search-index.json'), 'utf8'))).toEqual(manifest)
    expect(manifest.total).toBe(3)
    expect(manifest.shards.map((s) => [s.id, s.count])).toEqual([
      ['first', 2],
      ['y2024', 1],
    ])
    for (const s of manifest.shards) expect(s.file).toMatch(new RegExp(`^/assets/search/${s.id}\\.[0-9a-f]{10}\\.json$`))
    expect(readSearchIndex(tmp).map((e) => e.title)).toEqual(['home', 'a', 'b'])
  })

  it('gives an unchanged shard the same file name and a changed one a new name, leaving no stale files', () => {
    const before = writeSearchIndex(tmp, entries, 2)
    const after: SearchManifest = writeSearchIndex(tmp, [entry('home'), entry('a2', '02-01-2025'), entry('b', '01-01-2024')], 2)
    expect(after.shards[1]!.file).toBe(before.shards[1]!.file)
    expect(after.shards[0]!.file).not.toBe(before.shards[0]!.file)
    expect(fs.readdirSync(path.join(tmp, 'assets/search')).sort()).toEqual(after.shards.map((s) => path.basename(s.file)).sort())
  })
})

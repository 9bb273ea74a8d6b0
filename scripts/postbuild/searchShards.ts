// The search index in shards, so the first query loads little however long the school's history
// grows (docs/search.md). The first shard holds what most searches are after (every page, topper
// and magazine, and the newest year's news, events and albums); each year of news, events and albums is a
// file of its own, loaded after the first results are shown. Shard files are named by a hash of
// their content, so an earlier year, whose entries stay the same, stays in the visitor's cache across builds.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isSearchManifest, SEARCH_INDEX_PATH, type SearchEntry, type SearchManifest } from '#lib/search/search.ts'

/**
 * Entries in the first shard (undated ones always, then the newest year's up to this count).
 * About 30 KB gzipped, and a fuzzy search over it takes some tens of ms on a slow machine.
 */
export const FIRST_SHARD_MAX = 600

/** Site folder of the shard files: under /assets/, so the host caches them as immutable. */
export const SEARCH_SHARD_DIR = '/assets/search'

export interface PlannedShard {
  id: string
  entries: SearchEntry[]
}

const DASHED = /^(\d{2})-(\d{2})-(\d{4})$/

/**
 * Splits the index: 'first' (undated entries in their order, then the entries of the newest year up
 * to `thisYear` and of any later year, newest first, up to `firstMax` in all), then one shard per
 * year, newest year first, entries newest first.
 * Entries of the same date keep their order. Every entry is in exactly one shard. The first shard
 * never reaches into an earlier year, so an earlier year's file only changes when its own entries do.
 */
export function planSearchShards(entries: SearchEntry[], firstMax = FIRST_SHARD_MAX, thisYear?: number): PlannedShard[] {
  const undated: SearchEntry[] = []
  const dated: { entry: SearchEntry; key: string; year: string }[] = []
  for (const entry of entries) {
    const m = DASHED.exec(entry.date)
    if (m) dated.push({ entry, key: m[3]! + m[2]! + m[1]!, year: m[3]! })
    else undated.push(entry)
  }
  dated.sort((a, b) => b.key.localeCompare(a.key)) // stable: same-day entries keep their order
  // The newest year up to the build's (a record dated 2099 by mistake must not push this year's
  // entries out of the first shard); later years (next term's events) come first with it.
  const years = dated.map((d) => d.year)
  const firstYear = (thisYear === undefined ? undefined : years.find((y) => Number(y) <= thisYear)) ?? years[0]
  const room = Math.max(0, firstMax - undated.length)
  let taken = 0
  while (taken < room && taken < dated.length && dated[taken]!.year >= firstYear!) taken++
  const shards: PlannedShard[] = [{ id: 'first', entries: [...undated, ...dated.slice(0, taken).map((d) => d.entry)] }]
  const byYear = new Map<string, SearchEntry[]>()
  for (const d of dated.slice(taken)) byYear.set(d.year, [...(byYear.get(d.year) ?? []), d.entry])
  for (const [year, list] of byYear) shards.push({ id: `y${year}`, entries: list })
  return shards
}

const hashOf = (body: string) => crypto.createHash('sha256').update(body).digest('hex').slice(0, 10)

/** Writes the shard files and the manifest (/search-index.json) into clientDir; returns the manifest. */
export function writeSearchIndex(clientDir: string, entries: SearchEntry[], firstMax = FIRST_SHARD_MAX, thisYear?: number): SearchManifest {
  const dir = path.join(clientDir, SEARCH_SHARD_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const shards = planSearchShards(entries, firstMax, thisYear).map((s) => {
    const body = JSON.stringify(s.entries)
    const file = `${SEARCH_SHARD_DIR}/${s.id}.${hashOf(body)}.json`
    fs.writeFileSync(path.join(clientDir, file), body)
    return { id: s.id, file, count: s.entries.length }
  })
  const manifest: SearchManifest = { version: 1, total: entries.length, shards }
  fs.writeFileSync(path.join(clientDir, SEARCH_INDEX_PATH), JSON.stringify(manifest))
  return manifest
}

/** Every entry of a built site's index, in shard order (for tests and the bench). */
export function readSearchIndex(clientDir: string): SearchEntry[] {
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(clientDir, SEARCH_INDEX_PATH), 'utf8'))
  if (!isSearchManifest(manifest)) throw new Error(`${SEARCH_INDEX_PATH} is not a search manifest`)
  return manifest.shards.flatMap((s) => JSON.parse(fs.readFileSync(path.join(clientDir, s.file), 'utf8')) as SearchEntry[])
}

// Results of several parts of the index merged into one ranking. A Fuse.js score depends only on the
// entry and the query (not on the other entries searched with it), so the best `limit` of every part,
// merged by score and then by the entry's place in the whole index, are exactly the best `limit` one
// search over the whole index would give (Fuse sorts the same way: score, then index).
import type { SearchEntry } from './search.ts'

export interface RankedEntry {
  entry: SearchEntry
  /** Fuse.js score: 0 is a perfect match, 1 no match. */
  score: number
  /** Place of the entry in the whole index (shards in manifest order). */
  order: number
}

const byRank = (a: RankedEntry, b: RankedEntry) => a.score - b.score || a.order - b.order

/** The best `limit` of both lists (each may be in any order), best first. */
export function mergeRanked(a: readonly RankedEntry[], b: readonly RankedEntry[], limit: number): RankedEntry[] {
  return [...a, ...b].sort(byRank).slice(0, limit)
}

/** Whether two rankings list the same entries in the same order. */
export function sameRanking(a: readonly RankedEntry[], b: readonly RankedEntry[]): boolean {
  return a.length === b.length && a.every((r, i) => r.order === b[i]!.order)
}

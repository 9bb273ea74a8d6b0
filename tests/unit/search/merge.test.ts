import Fuse from 'fuse.js'
import { describe, expect, it } from 'vitest'
import { mergeRanked, sameRanking, type RankedEntry } from '#lib/search/merge.ts'
import { createSearcher, FUSE_OPTIONS, type SearchEntry } from '#lib/search/search.ts'
import { seededRandom } from '#scripts/lib/seededRandom.ts'

const e = (title: string): SearchEntry => ({ title, url: `/${title}/`, kind: 'Page', text: '', date: '' })
const r = (title: string, score: number, order: number): RankedEntry => ({ entry: e(title), score, order })

describe('mergeRanked', () => {
  it('orders by score, then by place in the index, and keeps the best `limit`', () => {
    const merged = mergeRanked([r('b', 0.2, 5), r('d', 0.5, 1)], [r('a', 0.1, 9), r('c', 0.2, 2)], 3)
    expect(merged.map((x) => x.entry.title)).toEqual(['a', 'c', 'b'])
  })
  it('tells whether a ranking changed', () => {
    expect(sameRanking([r('a', 0.1, 1)], [r('a', 0.3, 1)])).toBe(true)
    expect(sameRanking([r('a', 0.1, 1)], [r('a', 0.1, 1), r('b', 0.2, 2)])).toBe(false)
    expect(sameRanking([r('a', 0.1, 1), r('b', 0.2, 2)], [r('b', 0.2, 2), r('a', 0.1, 1)])).toBe(false)
  })

  it('gives, over parts of the index, exactly the results of one search over the whole index', () => {
    const rnd = seededRandom(3)
    const words = ['annual', 'sports', 'day', 'science', 'fair', 'music', 'choir', 'library', 'week', 'prize', 'sports day']
    const pick = () => words[Math.floor(rnd() * words.length)]!
    const all: SearchEntry[] = Array.from({ length: 900 }, (_, i) => ({
      ...e(`${pick()} ${pick()} ${pick()} ${i}`),
      text: `${pick()} ${pick()} ${pick()} ${pick()}`,
    }))
    const whole = createSearcher(Fuse, all)
    for (const q of ['anual sprots', 'sports day', 'cience fiar', 'library']) {
      let ranked: RankedEntry[] = []
      for (let base = 0; base < all.length; base += 137) {
        const part = new Fuse(all.slice(base, base + 137), FUSE_OPTIONS).search(q, { limit: 30 })
        ranked = mergeRanked(
          ranked,
          part.map((x) => ({ entry: x.item, score: x.score!, order: base + x.refIndex })),
          30,
        )
      }
      expect(
        ranked.map((x) => x.entry.title),
        q,
      ).toEqual(whole(q).map((x) => x.title))
      expect(ranked.length, q).toBeGreaterThan(0)
    }
  })
})

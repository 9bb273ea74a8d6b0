import { describe, expect, it } from 'vitest'
import { currentShard, inShard } from '../../../lib/build/prerenderShard.ts'

describe('prerender shards', () => {
  it('parse "i/n" and refuse anything else', () => {
    expect(currentShard(undefined)).toBeNull()
    expect(currentShard('')).toBeNull()
    expect(currentShard('1/2')).toEqual({ index: 1, count: 2 })
    for (const bad of ['2/2', '0/0', 'a/b', '1', '-1/2', '1/2/3']) expect(() => currentShard(bad)).toThrow(/NCSR_PRERENDER_SHARD/)
  })

  it('every URL is rendered by exactly one shard, and the shares are even', () => {
    const urls = ['/', '/about', '/404', ...Array.from({ length: 10_000 }, (_, i) => `/SubGallery/album-${i}`)]
    for (const count of [1, 2, 3, 4]) {
      const shards = Array.from({ length: count }, (_, index) => ({ index, count }))
      const sizes = shards.map((s) => urls.filter((u) => inShard(u, s)).length)
      for (const u of urls) expect(shards.filter((s) => inShard(u, s))).toHaveLength(1)
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(urls.length)
      for (const n of sizes) expect(Math.abs(n - urls.length / count)).toBeLessThan(urls.length * 0.03)
    }
  })

  it('a trailing slash does not move a page to another shard; unsharded renders everything', () => {
    for (let i = 0; i < 100; i++) expect(inShard(`/x/${i}/`, { index: 0, count: 2 })).toBe(inShard(`/x/${i}`, { index: 0, count: 2 }))
    expect(inShard('/anything', null)).toBe(true)
  })
})

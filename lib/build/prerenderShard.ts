// The prerender runs as several processes (scripts/prerender.ts), each rendering the pages
// whose URL hashes to its shard. Vike renders pages one after another on one core and keeps every
// page it wrote in memory until the end (vikejs/vike#2786): shards use both cores and each holds
// only its share. NCSR_PRERENDER_SHARD="i/n" selects shard i of n; unset, one process renders all.

/** Printed by a Vike shard once its configuration is loaded (renderer/+onPrerenderStart.ts). */
export const SHARD_READY = 'ncsr: prerender shard ready'

export interface Shard {
  index: number
  count: number
}

/** The shard this process renders, or null for all pages. Throws on a malformed value. */
export function currentShard(value = process.env['NCSR_PRERENDER_SHARD']): Shard | null {
  if (value === undefined || value === '') return null
  const m = /^(\d+)\/(\d+)$/.exec(value.trim())
  const index = Number(m?.[1])
  const count = Number(m?.[2])
  if (!m || count < 1 || index >= count) throw new Error(`NCSR_PRERENDER_SHARD must look like "0/2" (index below count), not "${value}"`)
  return { index, count }
}

/** FNV-1a over the URL: the same URL lands in the same shard in every process, whatever the order. */
function hash(url: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < url.length; i++) {
    h ^= url.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Whether this shard renders `url` (always, when not sharded). Trailing slashes do not matter. */
export function inShard(url: string, shard: Shard | null): boolean {
  if (!shard || shard.count === 1) return true
  const key = url.length > 1 ? url.replace(/\/+$/, '') : url
  return hash(key) % shard.count === shard.index
}

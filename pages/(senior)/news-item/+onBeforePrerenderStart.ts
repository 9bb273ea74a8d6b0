// https://vike.dev/onBeforePrerenderStart — every news item gets /news/{id}/; each prerender process
// lists only its shard (Vike writes /news/{id}/index.html for /news/{id})'s (lib/build/prerenderShard.ts).
import { currentShard, inShard } from '../../../lib/build/prerenderShard.ts'
import { newsHref } from '../../../lib/format/permalink.ts'
import { newsByPageId } from '../../../lib/select/permalinks.ts'

export function onBeforePrerenderStart(): string[] {
  const shard = currentShard()
  return [...newsByPageId().values()].map((n) => newsHref(n._id).slice(0, -1)).filter((url) => inShard(url, shard))
}

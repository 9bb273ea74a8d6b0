// https://vike.dev/onBeforePrerenderStart — every event gets /events/{id}/; each prerender process
// lists only its shard's (lib/build/prerenderShard.ts).
import { currentShard, inShard } from '../../../lib/build/prerenderShard.ts'
import { eventHref } from '../../../lib/format/permalink.ts'
import { eventsByPageId } from '../../../lib/select/permalinks.ts'

export function onBeforePrerenderStart(): string[] {
  const shard = currentShard()
  return [...eventsByPageId().values()].map((e) => eventHref(e._id).slice(0, -1)).filter((url) => inShard(url, shard))
}

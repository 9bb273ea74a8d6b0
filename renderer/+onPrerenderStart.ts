// https://vike.dev/onPrerenderStart — keeps only this process's shard of the pages
// (lib/build/prerenderShard.ts). Unsharded (plain `vike build`), the list is left as it is.
import type { PrerenderContext } from 'vike/types'
import { currentShard, inShard, SHARD_READY } from '../lib/build/prerenderShard.ts'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const shard = currentShard()
  if (!shard) return undefined
  // Vike has loaded the +config files by now: scripts/prerender.ts waits for this line before it
  // starts the next process (they would share Vike's temporary transpiled config files otherwise).
  console.log(SHARD_READY)
  // Copies, as Vike's i18n example does: returning its own objects makes Vike read the deprecated
  // `url` getter it put on them and warn about a use that is not ours.
  const pageContexts = prerenderContext.pageContexts.filter((p) => inShard(p.urlOriginal, shard)).map((p) => ({ ...p }))
  return { prerenderContext: { pageContexts } }
}

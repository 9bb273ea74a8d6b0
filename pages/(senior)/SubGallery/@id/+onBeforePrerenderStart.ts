// https://vike.dev/onBeforePrerenderStart — one page per album of the gallery snapshot (docs/contract.md "Output layout").
import { albumHref } from '#lib/format/url.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'

export function onBeforePrerenderStart() {
  return loadSnapshot('gallery').map((g) => albumHref(g._id).slice(0, -1))
}

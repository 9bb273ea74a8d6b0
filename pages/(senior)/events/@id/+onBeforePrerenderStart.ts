// https://vike.dev/onBeforePrerenderStart — one page per event of both event lists (lib/select/permalinks.ts).
import { eventHref } from '#lib/format/permalink.ts'
import { eventsByPageId } from '#lib/select/permalinks.ts'

export function onBeforePrerenderStart() {
  return [...eventsByPageId().values()].map((e) => eventHref(e._id).slice(0, -1))
}

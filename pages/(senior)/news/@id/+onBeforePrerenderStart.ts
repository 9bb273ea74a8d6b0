// https://vike.dev/onBeforePrerenderStart — one page per news item of both news lists (lib/select/permalinks.ts).
import { newsHref } from '#lib/format/permalink.ts'
import { newsByPageId } from '#lib/select/permalinks.ts'

export function onBeforePrerenderStart() {
  return [...newsByPageId().values()].map((n) => newsHref(n._id).slice(0, -1))
}

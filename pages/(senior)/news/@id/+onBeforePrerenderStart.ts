// https://vike.dev/onBeforePrerenderStart — every news item, /news/{id}/ (docs/contract.md "Output layout"). Vike renders
// a few samples; the build's batch writes the rest with the same renderer (scripts/build/bulkPages.ts).
import { bulkRoutes, splitSamples } from '#scripts/build/bulkPages.ts'

export function onBeforePrerenderStart(): string[] {
  return splitSamples(bulkRoutes('news')).vike
}

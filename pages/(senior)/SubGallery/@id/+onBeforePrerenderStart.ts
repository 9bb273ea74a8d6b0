// https://vike.dev/onBeforePrerenderStart — every album gets /SubGallery/{id}/ (CONTRACT.md "Output layout").
// Ids are path-safe: lib/schema/primitives.ts pathSafeId allows only [A-Za-z0-9_-].
import { loadSnapshot } from '../../../../lib/load/snapshot.ts'

export function onBeforePrerenderStart(): string[] {
  return loadSnapshot('gallery').map((g) => `/SubGallery/${g._id}`)
}

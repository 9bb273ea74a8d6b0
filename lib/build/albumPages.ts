// Album pages, the bulk of a large site, are written by a batch (scripts/prerender/albumBatch.ts)
// instead of one Vike render each: Vike's per-page machinery (routing, pageContext, asset injection,
// keeping every page in memory) cost more than rendering the album itself. Vike still renders a few
// sample albums; the batch renders the rest with the same renderDocument() and adds the same asset
// tags Vike added to the samples, and checks that it reproduces the samples byte for byte.
import { albumHref } from '../format/url.ts'

/** Albums Vike renders (the samples the batch copies its asset tags from and checks itself against). */
export const VIKE_SAMPLE_SIZE = 3

/** The album page's route as Vike's hook lists it: albumHref without the trailing slash. */
export const albumUrl = (id: string) => albumHref(id).slice(0, -1)

/** NCSR_ALBUMS_BY_VIKE=1 lets Vike render every album (no batch): to compare, or as a fallback. */
export const allAlbumsByVike = (env: NodeJS.ProcessEnv = process.env) => env['NCSR_ALBUMS_BY_VIKE'] === '1'

/** Split of the album ids, in snapshot order: Vike's samples and the batch's share. */
export function splitAlbums(ids: string[], env: NodeJS.ProcessEnv = process.env): { vike: string[]; batch: string[] } {
  if (allAlbumsByVike(env)) return { vike: ids, batch: [] }
  return { vike: ids.slice(0, VIKE_SAMPLE_SIZE), batch: ids.slice(VIKE_SAMPLE_SIZE) }
}

/** What Vike inserted into a page: after <head> and before the closing </body>. */
export interface AssetTags {
  head: string
  body: string
}

const HEAD_OPEN = '<head>'
const BODY_CLOSE = '\n  </body>'

function insertionPoints(ours: string): [head: number, body: number] {
  const head = ours.indexOf(HEAD_OPEN)
  const body = ours.lastIndexOf(BODY_CLOSE)
  if (head < 0 || body < head) throw new Error('renderDocument output has no <head> or no closing </body>')
  return [head + HEAD_OPEN.length, body]
}

/**
 * The tags Vike added to our document: `vike` must be `ours` with one insertion after <head> and one
 * before </body>, nothing else. Throws when it is not (Vike changed how it injects).
 */
export function assetTagsOf(vike: string, ours: string): AssetTags {
  const [h, b] = insertionPoints(ours)
  const start = ours.slice(0, h)
  const middle = ours.slice(h, b)
  const end = ours.slice(b)
  if (!vike.startsWith(start) || !vike.endsWith(end)) throw new Error('Vike changed the document outside <head> and </body>')
  const between = vike.slice(start.length, vike.length - end.length)
  const at = between.indexOf(middle)
  if (at < 0 || between.indexOf(middle, at + 1) >= 0) throw new Error('Vike changed the document between <head> and </body>')
  return { head: between.slice(0, at), body: between.slice(at + middle.length) }
}

/** Our document with Vike's asset tags where Vike puts them. */
export function withAssetTags(ours: string, tags: AssetTags): string {
  const [h, b] = insertionPoints(ours)
  return ours.slice(0, h) + tags.head + ours.slice(h, b) + tags.body + ours.slice(b)
}

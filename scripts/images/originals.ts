// The image cache's originals/ (docs/images.md "Originals are not revalidated"): each downloaded source
// fetched once per URL and kept under the sha1 of its URL. A download that cannot be decoded is dropped,
// so the next run fetches it again, in case it was fixed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fetchOriginal, type FetchLimits } from './fetchOriginal.ts'

/** Where the cache keeps the original of `url` (whether or not it is there yet). */
export const originalFile = (cache: string, url: string) =>
  path.join(cache, 'originals', crypto.createHash('sha1').update(url).digest('hex'))

/** The cached original of a downloaded source, fetched now when the cache has none (`fetched`). Throws ImageFault. */
export async function cachedOriginal(
  url: string,
  cache: string,
  limits: FetchLimits,
  doFetch?: typeof fetch,
): Promise<{ file: string; fetched: boolean }> {
  const file = originalFile(cache, url)
  if (fs.existsSync(file)) return { file, fetched: false }
  await fetchOriginal(url, file, limits, doFetch)
  return { file, fetched: true }
}

/** Drops an original whose bytes could not be decoded. */
export const dropOriginal = (file: string) => fs.rmSync(file, { force: true })

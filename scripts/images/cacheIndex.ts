// The image cache's index (docs/images.md "The cache in CI"): what earlier runs learnt of each image
// of the API or the media host, in one file. A rebuild with nothing new reads it once instead of
// about five file-system calls a photo (the original's stamp, its key, its variants' meta.json; in
// image-CDN mode its size file): 30-50 µs a photo on the build machine, seconds at 200,000 photos,
// all of it on the build's critical path while Vite bundles (docs/performance.md "Build scale").
//
// Only downloaded images are indexed: an original is fetched once per URL and never revalidated
// (docs/images.md "Originals are not revalidated"), so what was learnt of a URL stays true. A file
// under public/ can be edited in place, so it still goes through the stamp check every run.
// The per-image files stay the cache's record: an index that is missing, unreadable or of another
// transform version is ignored, and the next run writes it again.
import fs from 'node:fs'
import path from 'node:path'
import type { ImageEntry } from '#lib/images/responsive.ts'

export const INDEX_FILE = 'index.json'

/** What the index keeps of an image: its manifest entry, as it is (a rebuild puts the same object in its manifest). */
export type KnownImage = ImageEntry

/**
 * Known images by URL, photos and magazine pages apart (a page's variants have no crops, so another
 * key): the parsed file's own objects, looked up as they are, with no copy into Maps.
 */
export interface CacheIndex {
  photos: Record<string, KnownImage>
  pages: Record<string, KnownImage>
}

interface IndexFile extends CacheIndex {
  version: string
}

/** Format 2; the transform version is part of every variant key, so another one makes every entry stale. */
const indexVersion = (transformVersion: string) => `2 ${transformVersion}`

export const emptyIndex = (): CacheIndex => ({ photos: {}, pages: {} })

export const indexSize = (index: CacheIndex) => Object.keys(index.photos).length + Object.keys(index.pages).length

/** The entry the index has for url, if any. */
export const known = (images: Record<string, KnownImage>, url: string): KnownImage | undefined =>
  Object.hasOwn(images, url) ? images[url] : undefined

/** The index the last run wrote into cacheDir, or an empty one. */
export function readCacheIndex(cacheDir: string, transformVersion: string): CacheIndex {
  try {
    const file = JSON.parse(fs.readFileSync(path.join(cacheDir, INDEX_FILE), 'utf8')) as IndexFile
    if (file.version !== indexVersion(transformVersion) || !file.photos || !file.pages) return emptyIndex()
    return { photos: file.photos, pages: file.pages }
  } catch {
    return emptyIndex()
  }
}

/**
 * Writes the index of this run's downloaded images, whole or not at all (a temporary file renamed
 * over the old one), so an interrupted build never leaves half an index.
 */
export function writeCacheIndex(cacheDir: string, transformVersion: string, index: CacheIndex): void {
  const file = path.join(cacheDir, INDEX_FILE)
  const temporary = `${file}.${process.pid}.tmp`
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(temporary, JSON.stringify({ version: indexVersion(transformVersion), ...index } satisfies IndexFile))
  fs.renameSync(temporary, file)
}

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
import { tableJson, tableMap, type EntryTableJson } from '#lib/images/entryTable.ts'

export const INDEX_FILE = 'index.json'

/** What the index keeps of an image: its manifest entry, as it is (a rebuild puts the same object in its manifest). */
export type KnownImage = ImageEntry

/**
 * Known images by URL, photos and magazine pages apart (a page's variants have no crops, so another
 * key). A rebuild puts these very objects in its manifest: one a distinct size (lib/images/entryTable.ts).
 */
export interface CacheIndex {
  photos: Map<string, KnownImage>
  pages: Map<string, KnownImage>
}

interface IndexFile {
  version: string
  photos: EntryTableJson<KnownImage>
  pages: EntryTableJson<KnownImage>
}

/** Format 3 (entry tables); the transform version is part of every variant key, so another one makes every entry stale. */
const indexVersion = (transformVersion: string) => `3 ${transformVersion}`

export const emptyIndex = (): CacheIndex => ({ photos: new Map(), pages: new Map() })

export const indexSize = (index: CacheIndex) => index.photos.size + index.pages.size

/** The index the last run wrote into cacheDir, or an empty one (none, unreadable, or of another format or transform). */
export function readCacheIndex(cacheDir: string, transformVersion: string): CacheIndex {
  try {
    const file = JSON.parse(fs.readFileSync(path.join(cacheDir, INDEX_FILE), 'utf8')) as IndexFile
    if (file.version !== indexVersion(transformVersion)) return emptyIndex()
    return { photos: tableMap(file.photos), pages: tableMap(file.pages) }
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
  const json: IndexFile = { version: indexVersion(transformVersion), photos: tableJson(index.photos), pages: tableJson(index.pages) }
  fs.writeFileSync(temporary, JSON.stringify(json))
  fs.renameSync(temporary, file)
}

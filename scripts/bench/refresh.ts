// The scale bench's warm rebuilds (docs/performance.md "Build scale") rebuild after a refresh, as the
// hourly data job does: before each timed build, ours or Eleventy's, one album is renamed and one news
// item retitled in the snapshot both read. The photos stay as they are, so the image cache stays warm
// and what is timed is a rebuild of changed text, not a first encode.
import fs from 'node:fs'
import path from 'node:path'
import { SNAPSHOT_FILES } from '#lib/snapshotFiles.ts'

interface Titled {
  _id: string
  title: string
}

/** What a refresh changed: the records' ids and their new titles. */
export interface Refresh {
  albumId: string
  albumTitle: string
  newsId: string
  newsTitle: string
}

const SUFFIX = / \(refresh \d+\)$/

/** The title after refresh number `run`: a refreshed title's suffix is replaced, not added to. */
export const refreshedTitle = (title: string, run: number) => `${title.replace(SUFFIX, '')} (refresh ${run})`

/**
 * Retitles, in place, the newest album (the last of gallery, as sync writes it: oldest first) and the
 * newest news item of the first news list, in every list that holds it (the "All" list and the home
 * list share records). Nothing else of any record changes.
 */
export function refreshRecords(gallery: Titled[], newsLists: Titled[][], run: number): Refresh {
  const album = gallery.at(-1)
  const item = newsLists[0]?.at(-1)
  if (!album || !item) throw new Error('refresh: the snapshot has no album or no news item to edit')
  album.title = refreshedTitle(album.title, run)
  const newsId = item._id
  const newsTitle = refreshedTitle(item.title, run)
  for (const list of newsLists) for (const r of list) if (r._id === newsId) r.title = newsTitle
  return { albumId: album._id, albumTitle: album.title, newsId, newsTitle }
}

/** Refresh number `run` of the snapshot in dataDir: its files rewritten in sync's format. */
export function refreshSnapshot(dataDir: string, run: number): Refresh {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as Titled[]
  const write = (file: string, records: Titled[]) => fs.writeFileSync(path.join(dataDir, file), JSON.stringify(records, null, 2) + '\n')
  const gallery = read(SNAPSHOT_FILES.gallery)
  const newsAll = read(SNAPSHOT_FILES.newsAll)
  const news = read(SNAPSHOT_FILES.news)
  const refresh = refreshRecords(gallery, [newsAll, news], run)
  write(SNAPSHOT_FILES.gallery, gallery)
  write(SNAPSHOT_FILES.newsAll, newsAll)
  write(SNAPSHOT_FILES.news, news)
  return refresh
}

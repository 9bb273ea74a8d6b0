// The scale bench times rebuilds after a refresh, as the hourly data job runs them: before each timed
// build the newest album is renamed and the newest news item retitled, photos unchanged, so the
// image cache stays warm and what is timed is a rebuild of changed text.
import fs from 'node:fs'
import path from 'node:path'
import { SNAPSHOT_FILES } from '#lib/snapshotFiles.ts'

type Titled = { _id: string; title: string }

/** Refresh number `run` of the snapshot in dataDir (written as sync writes it: oldest record first). */
export function refreshSnapshot(dataDir: string, run: number): void {
  const file = (name: string) => path.join(dataDir, name)
  const read = (name: string) => JSON.parse(fs.readFileSync(file(name), 'utf8')) as Titled[]
  const write = (name: string, records: Titled[]) => fs.writeFileSync(file(name), JSON.stringify(records, null, 2) + '\n')
  const retitled = (title: string) => `${title.replace(/ \(refresh \d+\)$/, '')} (refresh ${run})`
  const albums = read(SNAPSHOT_FILES.gallery)
  albums.at(-1)!.title = retitled(albums.at(-1)!.title)
  write(SNAPSHOT_FILES.gallery, albums)
  // The home page's list shares its records with the full list: the newest item changes in both.
  const newest = read(SNAPSHOT_FILES.newsAll).at(-1)!
  for (const name of [SNAPSHOT_FILES.newsAll, SNAPSHOT_FILES.news])
    write(
      name,
      read(name).map((r) => (r._id === newest._id ? { ...r, title: retitled(r.title) } : r)),
    )
}

// https://vike.dev/data — senior videos (Senior or Both, spec §4), newest first.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { seniorVideos } from '#lib/select/audience.ts'
import { videoEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  return { items: newestFirst(seniorVideos(loadSnapshot('videos'))).map((v) => videoEntry(v, apiBase)) }
}

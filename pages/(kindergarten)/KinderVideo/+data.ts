// https://vike.dev/data — kindergarten videos (Junior or Both, spec §4), newest first; a default
// thumbnail for a video without one (spec §2).
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderVideos } from '#lib/select/audience.ts'
import { KINDER_VIDEO_THUMBNAIL, videoEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  return { items: newestFirst(kinderVideos(loadSnapshot('videos'))).map((v) => videoEntry(v, apiBase, KINDER_VIDEO_THUMBNAIL)) }
}

// Spec §2 "Video galleries": the cards of /videoGallery (Senior or Both) and /KinderVideo (Junior or
// Both, a default thumbnail for a video without one), newest first. Build time: reads the snapshot.
import { readBuildEnv } from '../config/buildEnv.ts'
import { loadSnapshot } from '../load/snapshot.ts'
import { kinderVideos, seniorVideos } from './audience.ts'
import { KINDER_VIDEO_THUMBNAIL, videoEntry, type VideoEntry } from './entries.ts'
import { newestFirst } from './listFilters.ts'

export function videoEntries(school: 'senior' | 'kindergarten'): VideoEntry[] {
  const { apiBase } = readBuildEnv()
  const videos = loadSnapshot('videos')
  return school === 'senior'
    ? newestFirst(seniorVideos(videos)).map((v) => videoEntry(v, apiBase))
    : newestFirst(kinderVideos(videos)).map((v) => videoEntry(v, apiBase, KINDER_VIDEO_THUMBNAIL))
}

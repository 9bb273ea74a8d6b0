// https://vike.dev/data — learning aims and tab-1 images (content file) plus the two album lists (spec §4).
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderClassroom, kinderCurricular } from '#lib/select/audience.ts'
import { albumEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'
import { loadKinderActivities } from '#lib/content/kinderActivities.ts'
import { contentImage } from '#lib/content/photos.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  const gallery = loadSnapshot('gallery')
  const cards = (items: GalleryItem[]) => newestFirst(items).map((g) => albumEntry(g, apiBase, 'dotted'))
  const { aims, curricularImages } = loadKinderActivities()
  // Shown in a 4:3 photo grid.
  const images = curricularImages.map((i) => ({ caption: i.caption, image: contentImage(i.src, { crop: true }) }))
  return { aims, curricularImages: images, curricular: cards(kinderCurricular(gallery)), classroom: cards(kinderClassroom(gallery)) }
}

// https://vike.dev/data — learning aims and tab-1 images (content file) plus the two album lists (spec §4).
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderClassroom, kinderCurricular } from '#lib/select/audience.ts'
import { albumEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'
import { loadKinderActivities } from './content.ts'
import { isRaster } from '#lib/content/photos.ts'
import { responsive } from '#lib/images/responsive.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  const gallery = loadSnapshot('gallery')
  const cards = (items: GalleryItem[]) => newestFirst(items).map((g) => albumEntry(g, apiBase, 'dotted'))
  const { aims, curricularImages } = loadKinderActivities()
  // A real photo in place of a placeholder SVG comes through the image pipeline (variants, real size).
  const images = curricularImages.map((i) => ({
    caption: i.caption,
    image: isRaster(i.src) ? responsive(i.src, undefined, { crop: true }) : { src: i.src },
  }))
  return { aims, curricularImages: images, curricular: cards(kinderCurricular(gallery)), classroom: cards(kinderClassroom(gallery)) }
}

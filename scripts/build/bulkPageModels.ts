// The bulk pages' folders (scripts/build/bulkPages.ts) and the check of their page models that the
// build runs first (scripts/build.ts), before it removes or starts anything. A module of its own, with
// nothing to load but scripts/build/pageModel.ts: the check costs the build's start a few milliseconds.
import { fileURLToPath } from 'node:url'
import type { BulkKind } from './bulkPages.ts'
import { checkPageModel, plusFiles } from './pageModel.ts'

/** The project, whose + files make the page models. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Each kind's page folder: what Vike would render for its routes. */
export const PAGE_DIRS: Record<BulkKind, string> = {
  album: 'pages/(senior)/SubGallery/@id',
  news: 'pages/(senior)/news/@id',
  event: 'pages/(senior)/events/@id',
}

/**
 * Refuses, naming the setting and its file, a bulk page whose chain of + files under the project
 * `root` sets what the loop cannot apply (scripts/build/pageModel.ts). Leaves the pages' +Page and
 * +data unimported (checkPageModel): the loop's workers load those as they start.
 */
export async function checkBulkPageModels(root = PROJECT_ROOT): Promise<void> {
  const files = plusFiles(root)
  for (const dir of Object.values(PAGE_DIRS)) await checkPageModel(root, dir, files)
}

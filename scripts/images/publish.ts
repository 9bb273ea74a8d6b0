// The image step's last part (docs/images.md): an image's variant files, from the cache, into the
// site at dist/client/img/<key>/ (hard links where the file system allows: no copy of 10,000
// photos' variants).
import fs from 'node:fs'
import path from 'node:path'
import { imageFiles, VARIANT_URL_DIR } from '#lib/images/responsive.ts'
import type { KnownImage } from './cacheIndex.ts'

/** A manifest entry whose variants are files in the cache (not a CDN's). */
export type LocalImage = Extract<KnownImage, { key: string }>

/** One image's variant files from its cache folder into the site; returns the published paths. */
export function linkVariants(fromDir: string, toDir: string, names: string[]): string[] {
  fs.mkdirSync(toDir, { recursive: true })
  return names.map((name) => {
    const to = path.join(toDir, name)
    try {
      fs.linkSync(path.join(fromDir, name), to)
    } catch (e) {
      // already there (published before), or no hard links on this file system
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') fs.copyFileSync(path.join(fromDir, name), to)
    }
    return to
  })
}

/** One image's variant files into <outDir>/client/img/<key>/ now (the step's `publish` default): how many, how many bytes. */
export function publishImage(entry: LocalImage, outDir: string, cacheDir: string): { files: number; bytes: number } {
  const to = path.join(outDir, 'client', VARIANT_URL_DIR, entry.key)
  const files = linkVariants(path.join(cacheDir, 'variants', entry.key), to, imageFiles(entry))
  return { files: files.length, bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0) }
}

/**
 * Publishes the variants of the image step's local entries (ImageStepSummary.local, report.ts) into
 * <outDir>/client/img/. `npm run build` calls it after `vike build`, which empties dist/client: the
 * image step itself runs while Vite bundles, before the listing files (lib/select/listingData.ts)
 * and the prerendered pages are made, so both see one manifest and name the same listing file.
 */
export function publishVariants(outDir: string, local: readonly LocalImage[], cacheDir: string): { files: number } {
  let files = 0
  // Several source URLs may share one original's bytes, hence one folder: it is published once.
  const published = new Set<string>()
  for (const entry of local) {
    if (published.has(entry.key)) continue
    published.add(entry.key)
    files += linkVariants(
      path.join(cacheDir, 'variants', entry.key),
      path.join(outDir, 'client', VARIANT_URL_DIR, entry.key),
      imageFiles(entry),
    ).length
  }
  return { files }
}

// Static photo sets with captions (issue 3: campus 28, certificates 5, school parliament 12,
// classroom 12, awards 8, cultural programme 45, uniform 5, goals-rules 6, ERP 3), one JSON file
// per set in data/content/photos/. A photo is named without extension: the build uses the real
// photo a maintainer dropped into public/images/<set>/ (jpg, jpeg, png, webp) and falls back to the
// generated placeholder SVG (scripts/content/makePlaceholders.ts).
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { loadContentJson } from './markdown.ts'

const baseName = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes, without extension')

export const photoSetSchema = z.object({
  /** Heading shown above the grid (optional). */
  title: z.string().optional(),
  /** Folder under public/images/. */
  folder: baseName,
  photos: z
    .array(z.object({ name: baseName, caption: z.string().min(1), alt: z.string().optional() }))
    .min(1),
})
export type PhotoSetFile = z.infer<typeof photoSetSchema>

export interface Photo {
  src: string
  caption: string
  alt: string
  width: number
  height: number
}

export interface PhotoSet {
  title?: string
  photos: Photo[]
}

const PUBLIC_DIR = path.resolve('public')
/** Real photos win over the generated placeholder of the same name. */
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.svg']

/** The public URL of /images/<folder>/<name>.<ext> for the first extension present. */
export function resolveImage(folder: string, name: string, publicDir = PUBLIC_DIR): string {
  for (const ext of EXTENSIONS) {
    if (fs.existsSync(path.join(publicDir, 'images', folder, name + ext))) return `/images/${folder}/${name}${ext}`
  }
  throw new Error(`public/images/${folder}/${name}: no image file. Add one, or run \`npm run content:placeholders\`.`)
}

export function loadPhotoSet(set: string): PhotoSet {
  const file = loadContentJson(`photos/${set}.json`, photoSetSchema)
  return {
    title: file.title,
    photos: file.photos.map((p) => ({
      src: resolveImage(file.folder, p.name),
      caption: p.caption,
      alt: p.alt ?? p.caption,
      // Placeholders are 800 x 600; real photos are shown cropped to 4:3 in the grid.
      width: 800,
      height: 600,
    })),
  }
}

/** Every photo-set file name (without .json), for the placeholder script. */
export function photoSetNames(dir = path.resolve('data/content/photos')): string[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort()
}

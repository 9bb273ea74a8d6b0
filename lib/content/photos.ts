// Static photo sets with captions (spec §2 counts: campus 28, certificates 5, school parliament 12,
// classroom 12, awards 8, cultural programme 45, uniform 5, goals-rules 6, ERP 3), one JSON file
// per set in data/content/photos/. A photo is named without extension: the build uses the real
// photo a maintainer dropped into public/images/<set>/ (jpg, jpeg, png, webp) and falls back to the
// generated placeholder SVG (scripts/content/makePlaceholders.ts).
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { largestSrc, type Img } from '../images/img.ts'
import { responsive, type ImageUse } from '../images/responsive.ts'
import { loadContentJson } from './markdown.ts'
import { CONTENT_DIR } from '../config/buildEnv.ts'

const baseName = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes, without extension')

export const photoSetSchema = z.object({
  /** Heading shown above the grid (optional). */
  title: z.string().optional(),
  /** Folder under public/images/. */
  folder: baseName,
  photos: z.array(z.object({ name: baseName, caption: z.string().min(1), alt: z.string().optional() })).min(1),
})
export type PhotoSetFile = z.infer<typeof photoSetSchema>

export interface Photo {
  /** What the thumbnail's link opens: the largest variant (long edge <= 2048), or the file itself. */
  src: string
  /** The thumbnail: the pipeline's variants of a real photo; a placeholder SVG as it is. */
  image: Img
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
    photos: file.photos.map((p) => {
      // Shown in PhotoGrid's 4:3 cells.
      const image = contentImage(resolveImage(file.folder, p.name), { crop: true })
      return {
        src: largestSrc(image),
        image,
        caption: p.caption,
        alt: p.alt ?? p.caption,
        // Placeholders are 800 x 600; real photos have their own size and are cropped to 4:3 in the grid.
        width: image.width ?? 800,
        height: image.height ?? 600,
      }
    }),
  }
}

/** Every photo-set file name (without .json), for the placeholder script. */
export function photoSetNames(dir = path.join(CONTENT_DIR, 'photos')): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort()
}

/** A photo file the image pipeline makes variants of (not the SVG placeholders). */
export const isRaster = (src: string) => /\.(jpe?g|png|webp)$/i.test(src)

/**
 * The Img of a content photo: a maintainer's real photo goes through the image pipeline like the
 * API's (the build's image step lists it, contentPhotoUrls); a generated placeholder SVG is already
 * small and stays as it is.
 */
export const contentImage = (src: string, use?: ImageUse): Img => (isRaster(src) ? responsive(src, undefined, use) : { src })

/**
 * Every real photo of the content pages (the photo sets and the kindergarten activities), as site
 * URLs (/images/<set>/<name>.jpg): the build's image step makes their variants from the files under public/ (scripts/images/run.ts).
 */
export function contentPhotoUrls(root = process.cwd(), dir = CONTENT_DIR): string[] {
  const setsDir = path.join(dir, 'photos')
  return [...(fs.existsSync(setsDir) ? photoSetUrls(root, dir, setsDir) : []), ...kinderActivityUrls(dir)]
}

/** The static images of the kindergarten activities page (data/content/kinder-activities.json, spec §2). */
function kinderActivityUrls(dir: string): string[] {
  try {
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'kinder-activities.json'), 'utf8')) as { curricularImages?: { src?: unknown }[] }
    return (file.curricularImages ?? [])
      .map((i) => i.src)
      .filter((src): src is string => typeof src === 'string' && src.startsWith('/') && isRaster(src))
  } catch {
    return [] // missing or invalid: the page's own loader reports it
  }
}

function photoSetUrls(root: string, dir: string, setsDir: string): string[] {
  return photoSetNames(setsDir).flatMap((set) => {
    const file = loadContentJson(`photos/${set}.json`, photoSetSchema, dir)
    return file.photos.flatMap((p) => {
      try {
        const src = resolveImage(file.folder, p.name, path.join(root, 'public'))
        return isRaster(src) ? [src] : []
      } catch {
        return [] // a missing file fails the build where the page loads it, with its own message
      }
    })
  })
}

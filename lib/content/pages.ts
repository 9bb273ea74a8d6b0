// Page copy of the informational routes (spec §2): data/content/pages/<route>.md with front matter.
import { z } from 'zod'
import { loadMarkdownPage } from './markdown.ts'
import { loadPhotoSet, resolveImage } from './photos.ts'

const imageRef = z.object({
  /** Folder under public/images/ and the file name without extension. */
  folder: z.string().min(1),
  name: z.string().min(1),
  alt: z.string().min(1),
  caption: z.string().optional(),
})

/** Front matter every information page may carry. */
export const pageFrontMatterSchema = z.object({
  title: z.string().min(1),
  /** Small line above the title (section name). */
  eyebrow: z.string().optional(),
  /** One-sentence summary under the title. */
  lead: z.string().optional(),
  /** A main picture shown beside or above the text. */
  image: imageRef.optional(),
})
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>

export interface PageImage {
  src: string
  alt: string
  caption?: string
}

export interface ProsePage {
  title: string
  eyebrow?: string
  lead?: string
  image?: PageImage
  html: string
}

/** Loads pages/<name>.md with the base front matter (or an extension of it). */
export function loadProsePage<S extends z.ZodType<PageFrontMatter, unknown>>(name: string, schema?: S) {
  const doc = loadMarkdownPage(name, schema ?? pageFrontMatterSchema)
  const meta = doc.meta as z.output<S>
  const image = meta.image
    ? { src: resolveImage(meta.image.folder, meta.image.name), alt: meta.image.alt, caption: meta.image.caption }
    : undefined
  return {
    meta,
    page: { title: meta.title, eyebrow: meta.eyebrow, lead: meta.lead, image, html: doc.html } satisfies ProsePage,
  }
}

/** +data of a plain information page: its copy and, optionally, one photo set. */
export function infoPageData(name: string, photoSet?: string) {
  const { page } = loadProsePage(name)
  return { title: page.title, page, photos: photoSet ? loadPhotoSet(photoSet) : undefined }
}

// Spec §2 (Magazine listing, Magazine reader editions, Newsletter reader) and §7 (magazine images):
// the editions as hand-edited content in data/content/magazines.json and data/content/newsletters.json.
import { z } from 'zod'
import { isAllowedHref } from '../format/url.ts'

/**
 * One folder or file name on the media host. Kept exactly as it is there (spaces and the word
 * 'copy' included); it is URL-encoded only when an address is built. No '/' or '\', so a name
 * can never climb out of its folder.
 */
export const mediaName = z
  .string()
  .trim()
  .min(1, 'is empty')
  .refine((s) => !/[/\\]/.test(s) && s !== '.' && s !== '..', 'must be a single name without "/" or "\\"')

/**
 * A run of numbered file names: `{ "pattern": "{n}.jpg", "first": 1, "last": 47, "skip": [16] }`
 * gives 1.jpg … 15.jpg, 17.jpg … 47.jpg (the media host's real sequence, gaps kept).
 */
export const fileRangeSchema = z
  .object({
    pattern: z.string().refine((p) => p.includes('{n}'), 'must contain {n}'),
    first: z.number().int().min(0),
    last: z.number().int().min(0),
    skip: z.array(z.number().int()).default([]),
  })
  .strict()
  .refine((r) => r.last >= r.first, { message: 'last must be >= first', path: ['last'] })
  .refine((r) => r.last - r.first < 2000, { message: 'range is too long (2000 names at most)', path: ['last'] })

/** Expands a range into its file names, in order. */
export function expandRange(r: z.output<typeof fileRangeSchema>): string[] {
  const skip = new Set(r.skip)
  const names: string[] = []
  for (let n = r.first; n <= r.last; n++) if (!skip.has(n)) names.push(r.pattern.replaceAll('{n}', String(n)))
  return names
}

/**
 * The ordered page images of a book: file names and ranges, mixed. Normalised to a flat list of
 * file names; a name listed twice is an error (it would show the same page twice).
 */
export const pageFilesSchema = z
  .array(z.union([mediaName, fileRangeSchema]))
  .min(1, 'lists no page')
  .transform((items, ctx) => {
    const files = items.flatMap((item) => (typeof item === 'string' ? [item] : expandRange(item)))
    for (const f of files) {
      const check = mediaName.safeParse(f)
      if (!check.success) ctx.addIssue({ code: 'custom', message: `"${f}": ${check.error.issues[0]?.message}` })
    }
    const seen = new Set<string>()
    for (const f of files) {
      if (seen.has(f)) ctx.addIssue({ code: 'custom', message: `"${f}" is listed twice` })
      seen.add(f)
    }
    return files
  })

const bookFields = {
  /** What readers call it: 'Volume 3, 2010-11', 'Golden Jubilee souvenir, 1963-2013'. */
  label: z.string().trim().min(1, 'is empty'),
  /** Year of publication; the listing shows the newest first. */
  year: z.number().int().min(1900).max(2200),
  /** Folder on the media host, under public/Images/ (spec §7). */
  folder: mediaName,
  /** Page image file names in reading order; the first is the cover. Page N is the Nth name. */
  pages: pageFilesSchema,
  /** True when the spec gives no page count and the list is a plausible guess to be corrected. */
  pageCountAssumed: z.boolean().default(false),
  /** Anything a maintainer should know about this entry (what is assumed, where it came from). */
  note: z.string().trim().optional(),
}

/** An edition shown in the page-flip reader at /magazine1/{id}/. */
export const magazineEditionSchema = z
  .object({
    /** The original site's id (navigation state `magazine`); also the URL segment. */
    id: z.number().int().positive(),
    /** Volume number, if the edition has one; orders editions of the same year. */
    volume: z.number().int().positive().optional(),
    ...bookFields,
  })
  .strict()
export type MagazineEdition = z.output<typeof magazineEditionSchema>

/** An edition that is a document elsewhere (the Silver Jubilee souvenir): the listing links out. */
export const externalEditionSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be lower-case letters, digits or "-"'),
    label: z.string().trim().min(1, 'is empty'),
    year: z.number().int().min(1900).max(2200),
    href: z
      .string()
      .trim()
      .refine((h) => isAllowedHref(h) && /^https?:\/\//i.test(h), 'must be an http(s) address'),
    note: z.string().trim().optional(),
  })
  .strict()
export type ExternalEdition = z.output<typeof externalEditionSchema>

export const magazineManifestSchema = z
  .object({
    editions: z.array(magazineEditionSchema),
    externalEditions: z.array(externalEditionSchema).default([]),
  })
  .strict()
  .superRefine((m, ctx) => {
    const ids = new Set<number>()
    m.editions.forEach((e, i) => {
      if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['editions', i, 'id'], message: `id ${e.id} is used twice` })
      ids.add(e.id)
    })
    const keys = new Set<string>()
    m.externalEditions.forEach((e, i) => {
      if (keys.has(e.key)) ctx.addIssue({ code: 'custom', path: ['externalEditions', i, 'key'], message: `key ${e.key} is used twice` })
      keys.add(e.key)
    })
  })
export type MagazineManifest = z.output<typeof magazineManifestSchema>

/** A newsletter, read at /newsletter1/{key}/ (the original's navigation state value, e.g. news1). */
export const newsletterSchema = z
  .object({
    key: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be letters, digits, "-" or "_"'),
    ...bookFields,
  })
  .strict()
export type Newsletter = z.output<typeof newsletterSchema>

export const newsletterManifestSchema = z
  .object({ newsletters: z.array(newsletterSchema) })
  .strict()
  .superRefine((m, ctx) => {
    const keys = new Set<string>()
    m.newsletters.forEach((n, i) => {
      if (keys.has(n.key)) ctx.addIssue({ code: 'custom', path: ['newsletters', i, 'key'], message: `key ${n.key} is used twice` })
      keys.add(n.key)
    })
  })
export type NewsletterManifest = z.output<typeof newsletterManifestSchema>

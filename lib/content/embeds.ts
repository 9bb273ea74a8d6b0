// The hosts whose pages the site may show inside its own, in a frame: the contact page's map, and
// any <iframe> in page copy (a video, say). One list in data/content/embeds.json, which the school
// edits; read by the Markdown sanitiser (lib/content/sanitize.ts), by `npm run check:content`
// (every *EmbedUrl field must name a listed host) and by the CSP's frame-src
// (scripts/postbuild/csp.ts), so the policy allows exactly the frames the copy may hold.
import path from 'node:path'
import { z } from 'zod'
import { CONTENT_DIR } from '../config/buildEnv.ts'
import { parsedFile } from '../load/fileCache.ts'
import { loadContentJson } from './contentJson.ts'

/** https and a host name, nothing else: what a CSP source and sanitize-html's host list both say exactly. */
export const frameOriginSchema = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/,
    'must be https:// and a host name in lower case, with nothing after it, e.g. https://www.openstreetmap.org',
  )

export const embedsSchema = z.object({
  /** Origins such as https://www.openstreetmap.org; 'self' (the site's own PDFs) is always allowed. */
  frameOrigins: z.array(frameOriginSchema),
})
export type Embeds = z.infer<typeof embedsSchema>

export const EMBEDS_FILE = 'embeds.json'

/**
 * data/content/embeds.json (or the given content folder's), validated; parsed once while the file is
 * unchanged (lib/load/fileCache.ts: an edit shows in `npm run dev` on the next request).
 */
export function loadEmbeds(contentDir = CONTENT_DIR): Embeds {
  const dir = path.resolve(contentDir)
  return parsedFile(path.join(dir, EMBEDS_FILE), () => loadContentJson(EMBEDS_FILE, embedsSchema, dir))
}

/** Whether a frame may show this URL: a site path, or an https URL of a listed origin. */
export function frameAllowed(url: string, frameOrigins: readonly string[]): boolean {
  const u = url.trim()
  if (u.startsWith('/') && !u.startsWith('//')) return true
  try {
    const parsed = new URL(u)
    return parsed.protocol === 'https:' && frameOrigins.includes(parsed.origin)
  } catch {
    return false
  }
}

// What the image step makes variants of (docs/images.md): every image path the snapshots' records
// hold, read through their schemas (lib/endpoints.ts `images`), the magazine and newsletter page
// scans on the media host, the photos of data/content/photos/; and which of them are shown whole
// as a page's largest paint (lead images, which get AVIF of the whole image too).
import fs from 'node:fs'
import path from 'node:path'
import type { BuildEnv } from '#lib/config/buildEnv.ts'
import { contentPhotoUrls } from '#lib/content/photos.ts'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { nonFolders } from '#lib/files/walk.ts'
import { apiImageUrl } from '#lib/format/url.ts'
import { snapshotImagePaths } from '#lib/load/snapshot.ts'
import { loadMagazines, loadNewsletters } from '#lib/magazine/load.ts'
import { bookPages } from '#lib/magazine/pages.ts'

/**
 * Endpoints whose images lead a page, shown whole as its largest paint: a news item's and an
 * event's own page (lib/select/itemPages.ts), a notification in the home page's dialog.
 */
export const LEAD_IMAGE_ENDPOINTS: readonly EndpointName[] = ['news', 'newsAll', 'events', 'eventsAll', 'notifications']

/** Every image of the synced snapshots (or only of `names`), as the image URL pages use (apiImageUrl). */
export function snapshotImageUrls(
  dataDir: string,
  apiBase: string,
  names: readonly EndpointName[] = Object.keys(endpoints) as EndpointName[],
): string[] {
  const urls = new Set<string>()
  for (const name of names) for (const p of snapshotImagePaths(name, dataDir)) urls.add(apiImageUrl(p, apiBase))
  return [...urls]
}

/** Magazine and newsletter page scans on the media host (none offline: the placeholders are SVG). */
export function mediaImageUrls(mediaBase: string): string[] {
  if (!mediaBase) return []
  const m = loadMagazines()
  return [
    ...m.editions.flatMap((e) => bookPages({ key: String(e.id), folder: e.folder, pages: e.pages }, mediaBase).map((p) => p.src)),
    ...loadNewsletters().flatMap((n) => bookPages({ key: n.key, folder: n.folder, pages: n.pages }, mediaBase).map((p) => p.src)),
  ]
}

/** What a source is shown as, which decides the variants it gets (plan.ts variantKind). */
export interface ImageRoles {
  /** Magazine and newsletter pages: shown whole, never in a card's 4:3 box, so no crops. */
  pages: ReadonlySet<string>
  /** Lead images: shown whole as a page's largest paint, so AVIF of the whole image too. */
  leads: ReadonlySet<string>
}

/** Every source of the step, once each: the snapshots' images, the media host's page scans, the content pages' photos. */
export function stepSources(
  env: Pick<BuildEnv, 'dataDir' | 'apiBase' | 'mediaBase'>,
  root: string,
  contentDir?: string,
): { sources: string[]; roles: ImageRoles } {
  const pages = new Set(mediaImageUrls(env.mediaBase))
  const leads = new Set(snapshotImageUrls(env.dataDir, env.apiBase, LEAD_IMAGE_ENDPOINTS))
  const sources = [...new Set([...snapshotImageUrls(env.dataDir, env.apiBase), ...pages, ...contentPhotoUrls(root, contentDir)])]
  return { sources, roles: { pages, leads } }
}

/** A source the step downloads (the API's, the media host's), as against a file of the site's own public/. */
export const isDownloaded = (url: string) => /^https?:\/\//i.test(url)

export interface PublicFiles {
  /** <root>/public */
  dir: string
  /** Its files as site-relative URL paths (/images/a.jpg). */
  byUrl: Set<string>
}

/** A file's site-relative URL path (/images/a.jpg) from its path and the public folder's. */
const urlPathOf = (dir: string, file: string) => '/' + path.relative(dir, file).split(path.sep).join('/')

/** The files under <root>/public (the placeholders hold no symbolic links). */
export function listPublicFiles(root: string): PublicFiles {
  const dir = path.resolve(root, 'public')
  return { dir, byUrl: new Set(fs.existsSync(dir) ? nonFolders(dir).map((rel) => '/' + rel) : []) }
}

/**
 * The local file of a site-relative source (the offline placeholders under public/), or null.
 * Every file under public/ is listed once a run: an API photo (/api-image/…, 200,000 of them at
 * 10,000 albums) then costs a lookup of its URL path, not a system call or a path.resolve().
 */
export function localSource(url: string, pub: PublicFiles): string | null {
  if (!url.startsWith('/')) return null
  const rel = url.split('?')[0]!
  // A plain path (no escapes, no dot or empty segments, no backslash) is its own key; anything else
  // is decoded and resolved as the file system would first (outside public/ it matches no key).
  if (!/%|\/\.|\/\/|\\/.test(rel)) return pub.byUrl.has(rel) ? path.join(pub.dir, rel) : null
  let decoded: string
  try {
    decoded = decodeURIComponent(rel)
  } catch {
    return null
  }
  const file = path.resolve(pub.dir, '.' + decoded)
  return pub.byUrl.has(urlPathOf(pub.dir, file)) ? file : null
}

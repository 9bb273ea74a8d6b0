// Every image from the API or the media host is shown through one pipeline (developers' guide:
// "every image sized for its place"). The build's image step (scripts/images/run.ts) turns each
// source URL into WebP variants at a few widths and records them in a manifest; pages ask for an
// image by its source URL here and get what <ResponsiveImage> renders. Build-time only: page data
// carries the result (an Img) to the browser, so islands render the same markup when they hydrate.
import fs from 'node:fs'
import path from 'node:path'
import { apiImageUrl } from '../format/url.ts'
import type { Img } from './img.ts'
import { keepParsed, parsedFile } from '../load/fileCache.ts'
import { cdnUrl, type ImageCdn } from './cdn.ts'
import { tableJson, tableMap, type EntryTableJson } from './entryTable.ts'

/** What the image step recorded for one source URL. */
export type ManifestEntry =
  | {
      ok: true
      width: number
      height: number
      /** served folder, /img/<key>/ */
      key: string
      /** widths of the whole image, /img/<key>/<w>.webp */
      widths: number[]
      /** widths of the 4:3 crops, /img/<key>/c<w>.avif (photos only; none for magazine pages) */
      crops?: number[]
      /** widths of the whole image in AVIF, /img/<key>/a<w>.avif (lead images only: scripts/images/run.ts) */
      avif?: number[]
    }
  /**
   * Image-CDN mode (lib/images/cdn.ts): sized for the CDN's URLs, nothing published. The URLs are
   * written where a page names them, from the manifest's `cdn`: kept here, three or four a photo,
   * they made the manifest of 200,000 photos four times larger in every process that reads it.
   */
  | { ok: true; width: number; height: number; widths: number[]; cdn: true }
  | { ok: false; reason: string }

/** An entry of an image the step could use. */
export type ImageEntry = Extract<ManifestEntry, { ok: true }>

export interface ImageManifest {
  /** The image CDN the build ran with (NCSR_IMAGE_CDN), when any entry is sized for it. */
  cdn?: ImageCdn
  /** Each source URL's entry, in the order the image step recorded them. */
  images: Map<string, ManifestEntry>
}

/** Version 2: the images as an entry table (lib/images/entryTable.ts); version 1 held one object a URL. */
const MANIFEST_VERSION = 2

interface ManifestJson extends EntryTableJson<ManifestEntry> {
  version: typeof MANIFEST_VERSION
  cdn?: ImageCdn
}

/** The manifest file's text (dist/image-manifest.json). */
export function manifestText(manifest: ImageManifest): string {
  return JSON.stringify({
    version: MANIFEST_VERSION,
    ...(manifest.cdn ? { cdn: manifest.cdn } : {}),
    ...tableJson(manifest.images),
  } satisfies ManifestJson)
}

/** The manifest a file's text holds; throws on another version or a malformed table. */
export function parseManifest(text: string): ImageManifest {
  const json = JSON.parse(text) as Partial<ManifestJson>
  if (json.version !== MANIFEST_VERSION) throw new Error(`version ${String(json.version)}, expected ${MANIFEST_VERSION}`)
  return { ...(json.cdn ? { cdn: json.cdn } : {}), images: tableMap<ManifestEntry>(json) }
}

/** The manifest in a file (parseManifest), its path in the error when it cannot be read. */
export function parseManifestFile(file: string): ImageManifest {
  try {
    return parseManifest(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    throw new Error(`image manifest ${file}: ${(e as Error).message}. Run \`npm run build\`, which writes it.`)
  }
}

/** The URL of width widths[i] of the entry for src: the CDN's, or the published variant's. */
function entryUrl(manifest: ImageManifest, src: string, entry: ImageEntry, i: number): string {
  if ('key' in entry) return variantUrl(entry.key, entry.widths[i]!)
  if (!manifest.cdn) throw new Error(`image manifest: ${src} is sized for an image CDN, but the manifest names none`)
  return cdnUrl(manifest.cdn, src, entry.widths[i]!)
}

export const MANIFEST_FILE = 'image-manifest.json'
/** Where variants are served from on the site. */
export const VARIANT_URL_DIR = 'img'

/** File names in an image's folder (the cache's and the site's /img/<key>/): a WebP width, a 4:3 AVIF crop, an AVIF width. */
export const variantFile = (width: number) => `${width}.webp`
export const cropFile = (width: number) => `c${width}.avif`
export const avifFile = (width: number) => `a${width}.avif`
/** Every file of an image's folder: its WebP widths, its crops, then its AVIF widths. */
export const imageFiles = (e: { widths: number[]; crops?: number[]; avif?: number[] }) => [
  ...e.widths.map(variantFile),
  ...(e.crops ?? []).map(cropFile),
  ...(e.avif ?? []).map(avifFile),
]

export const variantUrl = (key: string, width: number) => `/${VARIANT_URL_DIR}/${key}/${variantFile(width)}`
export const cropUrl = (key: string, width: number) => `/${VARIANT_URL_DIR}/${key}/${cropFile(width)}`
export const avifUrl = (key: string, width: number) => `/${VARIANT_URL_DIR}/${key}/${avifFile(width)}`

// The manifest last asked for, by out dir and working folder: every image of every page asks for it,
// and the same folder as last time costs no path.resolve() and no stat(). Invalidated by: another
// out dir or working folder, and adoptManifest() (the build hands over the manifest it just wrote).
// Within one build the file is written once, before any page is rendered,
// so it is not checked again; `npm run dev` reads no manifest at all.
let memo: { outDir: string; cwd: string; file: string; manifest: ImageManifest | null } | undefined

/** The output folder the build's variables name, as readManifest() is asked for it by default. */
export const buildOutDir = () => process.env['NCSR_OUT_DIR'] || 'dist'

/**
 * The manifest of the current build (next to dist/client, never published), or null outside a
 * production prerender (dev server, unit tests: they see the source URLs, whatever a previous build left).
 */
export function readManifest(outDir = buildOutDir()): ImageManifest | null {
  if (process.env.NODE_ENV !== 'production') return null
  const cwd = process.cwd()
  if (memo?.outDir === outDir && memo.cwd === cwd) return memo.manifest
  const file = path.resolve(outDir, MANIFEST_FILE)
  // No manifest: no image step ran (a bare `vike build`). One that cannot be read fails the build:
  // its pages would otherwise name the camera originals.
  const manifest = fs.existsSync(file) ? parsedFile(file, () => parseManifestFile(file)) : null
  memo = { outDir, cwd, file, manifest }
  return manifest
}

/**
 * Hands this process the manifest the image step just wrote to outDir, so it is not read back and
 * parsed again (at 10,000 albums it holds 200,000 entries).
 */
export function adoptManifest(outDir: string, manifest: ImageManifest): void {
  const file = path.resolve(outDir, MANIFEST_FILE)
  memo = { outDir, cwd: process.cwd(), file, manifest }
  keepParsed(file, manifest)
}

/** Where a page shows an image, as far as its variants are concerned. */
export interface ImageUse {
  /**
   * In a box of 4:3 or wider with object-fit: cover (cards, photo grids, 16:9 video thumbnails:
   * ResponsiveImage `crop`): the Img also lists the AVIF crops. Elsewhere it lists the whole
   * image's AVIF variants instead, when the image has them (lead images). Either way island props
   * carry no list of files the page never shows.
   */
  crop?: boolean
}

/**
 * The image a page shows for a source URL. With a manifest: its variants and real size, or, when
 * the image step could not process it, `failed` (the place shows a neutral box with the alt text,
 * never the original, which may be the 60 MB file or the HTML error page that failed). With no
 * manifest (dev server, unit tests): the source as it is.
 */
export function responsive(src: string, manifest: ImageManifest | null = readManifest(), use: ImageUse = {}): Img {
  if (!src) return { src: '' }
  const entry = manifest?.images.get(src)
  if (!manifest || !entry) return { src }
  if (!entry.ok) return { src, failed: true }
  const urls = entry.widths.map((_, i) => entryUrl(manifest, src, entry, i))
  const srcset = entry.widths.map((w, i) => `${urls[i]} ${w}w`).join(', ')
  // src: the variant nearest 800 px wide, for the rare browser without srcset.
  const fallback = entry.widths.reduce((best, w, i) => (Math.abs(w - 800) < Math.abs(entry.widths[best]! - 800) ? i : best), 0)
  return {
    src: urls[fallback]!,
    srcset,
    width: entry.width,
    height: entry.height,
    large: urls[urls.length - 1]!,
    ...(use.crop && 'key' in entry && entry.crops?.length
      ? { crop: entry.crops.map((w) => `${cropUrl(entry.key, w)} ${w}w`).join(', ') }
      : {}),
    ...(!use.crop && 'key' in entry && entry.avif?.length
      ? { avif: entry.avif.map((w) => `${avifUrl(entry.key, w)} ${w}w`).join(', ') }
      : {}),
  }
}

/** The Img of an API attachment path (spec §7 `{NCSR_API_BASE}/api/image/{path}`), '' -> no image. */
export const apiImage = (attachment: string | undefined, apiBase: string, use?: ImageUse): Img =>
  attachment ? responsive(apiImageUrl(attachment, apiBase), undefined, use) : { src: '' }

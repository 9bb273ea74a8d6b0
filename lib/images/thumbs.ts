// Issue 8: thumbnails for album cards and photo grids, derived at build time with sharp.
// Build-time only (imported from +data.ts files and scripts): never from browser code.
//
//   original  -> with no API base (embedded snapshot): public/api-image/<path> (the placeholders);
//                with NCSR_API_BASE: .cache/images/<api host>/<encoded path>, downloaded by `npm run sync -- --images`
//                (the build itself has no network).
//   cache     -> .cache/thumbs/<width>/<encoded path>.<key>.webp, key = hash of the original's size and
//                mtime, so a changed original gets a new thumbnail and an unchanged one is never redone.
//   site      -> <outDir>/client/thumbs/<width>/<encoded path>.webp, served as /thumbs/<width>/<…>.webp,
//                written by the post-build step (emitThumbnails); pages link them via thumbSrc().
// When no original is available locally the full image URL is used instead (documented in README
// "Performance"): the page still works, it only transfers more.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { apiImageUrl, encodeAttachmentPath } from '../format/url.ts'

/** Width in px of every thumbnail: album cards show 400 x 300 and grid cells are narrower. */
export const THUMB_WIDTH = 400

export interface ThumbOptions {
  apiBase: string
  /** Project root (holds public/ and .cache/). */
  root?: string
  /** Thumbnails are only linked in a production build (`npm run build` emits them); tests and dev get full images. */
  enabled?: boolean
}

export const IMAGE_CACHE_DIR = '.cache/images'
export const THUMB_CACHE_DIR = '.cache/thumbs'

const thumbsEnabled = () => process.env.NODE_ENV === 'production'

/** The encoded path's segments, or null when one cannot be a plain file name. */
function segments(encoded: string): string[] | null {
  const segs = encoded.split('/')
  return segs.length && segs.every((s) => s !== '' && s !== '.' && s !== '..' && !/[\\/\u0000]/.test(s)) ? segs : null
}

/** Folder of the images `sync --images` downloaded from one API (keyed by its host, so two APIs never mix). */
export function imageCacheDir(apiBase: string, root = process.cwd()): string {
  let host = 'api'
  try {
    host = new URL(apiBase).host.replace(/[^A-Za-z0-9.-]/g, '_') || 'api'
  } catch {
    // not a URL: one shared folder
  }
  return path.join(root, IMAGE_CACHE_DIR, host)
}

/**
 * Where the originals of an encoded folder path are kept: .cache/images/<api host>/ with encoded
 * names, or public/api-image/ with raw names (a URL decodes to them). Null when a segment cannot be
 * a plain folder name. `base` bounds the listing walk (listDir).
 */
function originalFolder(encodedDirSegs: string[], opts: ThumbOptions): { base: string; dir: string; raw: boolean } | null {
  const root = opts.root ?? process.cwd()
  if (opts.apiBase) {
    const base = imageCacheDir(opts.apiBase, root)
    return { base, dir: path.join(base, ...encodedDirSegs), raw: false }
  }
  const rawSegs = encodedDirSegs.map((seg) => decodeURIComponent(seg))
  if (rawSegs.length && !segments(rawSegs.join('/'))) return null
  const base = path.join(root, 'public', 'api-image')
  return { base, dir: path.join(base, ...rawSegs), raw: true }
}

/** The local file holding the original of an attachment path, or null. */
export function localOriginal(attachment: string, opts: ThumbOptions): string | null {
  const segs = segments(encodeAttachmentPath(attachment))
  if (!segs) return null
  const folder = originalFolder(segs.slice(0, -1), opts)
  const name = folder?.raw ? decodeURIComponent(segs[segs.length - 1]!) : segs[segs.length - 1]!
  if (!folder || !segments(name)) return null
  return listDir(folder.dir, folder.base)?.has(name) ? path.join(folder.dir, name) : null
}

// One directory listing per folder and build instead of a stat per photo (200,000 at 10,000 albums).
// A folder is only read when its parent's listing has it: most albums have no local originals, and a
// failed readdir per album (an exception each) cost more than all the rest (issue 8).
interface Listing {
  files: Set<string>
  dirs: Set<string>
}
const dirs = new Map<string, Listing | null>()
function listDir(dir: string, base: string): Set<string> | null {
  return listing(dir, base)?.files ?? null
}
function listing(dir: string, base: string): Listing | null {
  let found = dirs.get(dir)
  if (found !== undefined) return found
  const parent = path.dirname(dir)
  if (dir !== base && dir.startsWith(base + path.sep) && parent !== dir && !listing(parent, base)?.dirs.has(path.basename(dir))) {
    found = null
  } else {
    try {
      found = { files: new Set(), dirs: new Set() }
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const st = e.isSymbolicLink() ? fs.statSync(path.join(dir, e.name), { throwIfNoEntry: false }) : e
        if (st?.isFile()) found.files.add(e.name)
        else if (st?.isDirectory()) found.dirs.add(e.name)
      }
    } catch {
      found = null
    }
  }
  dirs.set(dir, found)
  return found
}

/**
 * Whether the original of an attachment is local (what localOriginal finds), answered from one
 * listing per folder keyed by the encoded folder path: no path building per photo (issue 8).
 */
function hasLocalOriginal(attachment: string, opts: ThumbOptions): boolean {
  const encoded = encodeAttachmentPath(attachment)
  const cut = encoded.lastIndexOf('/')
  const key = `${opts.root ?? ''}\u0000${opts.apiBase}\u0000${encoded.slice(0, cut + 1)}`
  let names = encodedNames.get(key)
  if (names === undefined) {
    const dirSegs = cut < 0 ? [] : segments(encoded.slice(0, cut))
    const folder = dirSegs && originalFolder(dirSegs, opts)
    const listing = folder ? listDir(folder.dir, folder.base) : null
    // Compared in encoded form: raw names on disk are encoded the way encodeAttachmentPath does.
    names = listing && folder ? (folder.raw ? new Set([...listing].map((n) => encodeURIComponent(n))) : listing) : null
    encodedNames.set(key, names)
  }
  return names !== null && names.has(encoded.slice(cut + 1))
}
const encodedNames = new Map<string, Set<string> | null>()

/** Forgets the folder listings (tests that add files after a lookup). */
export function resetThumbLookups(): void {
  dirs.clear()
  encodedNames.clear()
}

/** Where a thumbnail is served: segments are percent-encoded on disk, so they are encoded again in the URL. */
export const thumbUrl = (attachment: string, width = THUMB_WIDTH) =>
  `/thumbs/${width}/${encodeAttachmentPath(attachment).split('/').map(encodeURIComponent).join('/')}.webp`

/**
 * What an album card or photo grid shows for an attachment: its thumbnail when the original is
 * available locally (the post-build step then emits it, see emitThumbnails), else the full image URL.
 */
export function thumbSrc(attachment: string, opts: ThumbOptions): string {
  if ((opts.enabled ?? thumbsEnabled()) && hasLocalOriginal(attachment, opts)) return thumbUrl(attachment)
  return apiImageUrl(attachment, opts.apiBase)
}

/**
 * Post-build: writes the thumbnail of every attachment into <clientDir>/thumbs/, from the cache when
 * the original is unchanged (same size and mtime), else made with sharp. Returns the counts.
 */
export async function emitThumbnails(attachments: Iterable<string>, clientDir: string, opts: ThumbOptions & { concurrency?: number }): Promise<{ emitted: number; made: number; missing: number }> {
  const root = opts.root ?? process.cwd()
  const todo = new Map<string, string>()
  let missing = 0
  for (const a of attachments) {
    const enc = encodeAttachmentPath(a)
    if (todo.has(enc)) continue
    const original = localOriginal(a, opts)
    if (original) todo.set(enc, original)
    else missing++
  }
  const counts = { emitted: 0, made: 0, missing }
  if (!todo.size) return counts
  const { default: sharp } = await import('sharp')
  const queue = [...todo]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [encoded, original] = job
      const st = fs.statSync(original)
      const version = crypto.createHash('sha1').update(`${st.size}:${st.mtimeMs}`).digest('hex').slice(0, 12)
      const cached = path.join(root, THUMB_CACHE_DIR, String(THUMB_WIDTH), `${encoded}.${version}.webp`)
      if (!fs.existsSync(cached)) {
        fs.mkdirSync(path.dirname(cached), { recursive: true })
        const tmp = `${cached}.${process.pid}.tmp`
        await sharp(original).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toFile(tmp)
        fs.renameSync(tmp, cached)
        counts.made++
      }
      const target = path.join(clientDir, 'thumbs', String(THUMB_WIDTH), `${encoded}.webp`)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(cached, target)
      counts.emitted++
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker))
  return counts
}

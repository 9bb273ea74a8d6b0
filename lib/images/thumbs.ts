// Issue 8: thumbnails for album cards and photo grids, derived at build time with sharp.
// Build-time only (imported from +data.ts files and scripts): never from browser code.
//
//   original  -> with no API base (embedded snapshot): public/api-image/<path> (the placeholders);
//                with NCSR_API_BASE: .cache/images/<encoded path>, downloaded by `npm run sync -- --images`
//                (the build itself has no network).
//   cache     -> .cache/thumbs/<width>/<encoded path>.<key>.webp, key = hash of the original's size and
//                mtime, so a changed original gets a new thumbnail and an unchanged one is never redone.
//   site      -> <outDir>/client/thumbs/<width>/<encoded path>.webp, served as /thumbs/<width>/<…>.webp.
// When no original is available locally the full image URL is used instead (documented in README
// "Performance"): the page still works, it only transfers more.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { apiImageUrl, encodeAttachmentPath } from '../format/url.ts'

/** Width in px of every thumbnail: album cards show 400 x 300 and grid cells are narrower. */
export const THUMB_WIDTH = 400

export interface Thumb {
  /** URL of the image to show (the thumbnail, or the full image when no thumbnail could be made). */
  src: string
  width: number
  height: number
  /** True when src is a generated thumbnail. */
  thumbnail: boolean
}

export interface ThumbOptions {
  apiBase: string
  /** Project root (holds public/ and .cache/). */
  root?: string
  /** The build's output folder (its client/ receives thumbs/); null: do not emit (unit tests, dev). */
  outDir?: string | null
}

export const IMAGE_CACHE_DIR = '.cache/images'
export const THUMB_CACHE_DIR = '.cache/thumbs'

/** Default output folder of the running build, or null outside a production build. */
export function buildOutDir(): string | null {
  if (process.env.NODE_ENV !== 'production' && !process.env.NCSR_THUMBS_OUT) return null
  return path.resolve(process.env.NCSR_THUMBS_OUT || process.env.NCSR_OUT_DIR || 'dist')
}

/** The encoded path's segments, or null when one cannot be a plain file name. */
function segments(encoded: string): string[] | null {
  const segs = encoded.split('/')
  return segs.length && segs.every((s) => s !== '' && s !== '.' && s !== '..' && !/[\\/\u0000]/.test(s)) ? segs : null
}

/** The local file holding the original of an attachment path, or null. */
export function localOriginal(attachment: string, opts: ThumbOptions): string | null {
  const root = opts.root ?? process.cwd()
  const encoded = encodeAttachmentPath(attachment)
  const segs = segments(encoded)
  if (!segs) return null
  let file: string
  if (opts.apiBase) {
    file = path.join(root, IMAGE_CACHE_DIR, ...segs)
  } else {
    // public/api-image/ keeps the raw names (a URL decodes to them).
    const raw = segs.map((s) => decodeURIComponent(s))
    if (!segments(raw.join('/'))) return null
    file = path.join(root, 'public', 'api-image', ...raw)
  }
  try {
    return fs.statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

const made = new Map<string, Promise<Thumb>>()

/**
 * The thumbnail of an API attachment at `width` CSS px (made once per build and cached across builds),
 * or the full image when the original is not available locally. `fallback` gives the size attributes
 * of the full image when no thumbnail is made.
 */
export function thumbnail(attachment: string, width: number, opts: ThumbOptions, fallback = { width, height: Math.round((width * 3) / 4) }): Promise<Thumb> {
  const full: Thumb = { src: apiImageUrl(attachment, opts.apiBase), ...fallback, thumbnail: false }
  const outDir = opts.outDir === undefined ? buildOutDir() : opts.outDir
  const original = outDir ? localOriginal(attachment, opts) : null
  if (!original || !outDir) return Promise.resolve(full)
  const key = `${original}|${width}|${outDir}`
  let job = made.get(key)
  if (!job) {
    job = makeThumb(original, encodeAttachmentPath(attachment), width, opts.root ?? process.cwd(), outDir).catch(() => full)
    made.set(key, job)
  }
  return job
}

async function makeThumb(original: string, encoded: string, width: number, root: string, outDir: string): Promise<Thumb> {
  const st = fs.statSync(original)
  const version = crypto.createHash('sha1').update(`${st.size}:${st.mtimeMs}`).digest('hex').slice(0, 12)
  const cached = path.join(root, THUMB_CACHE_DIR, String(width), `${encoded}.${version}.webp`)
  const meta = `${cached}.json`
  let size: { width: number; height: number }
  if (fs.existsSync(cached) && fs.existsSync(meta)) {
    size = JSON.parse(fs.readFileSync(meta, 'utf8')) as { width: number; height: number }
  } else {
    const { default: sharp } = await import('sharp')
    fs.mkdirSync(path.dirname(cached), { recursive: true })
    const tmp = `${cached}.${process.pid}.tmp`
    const info = await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toFile(tmp)
    fs.renameSync(tmp, cached)
    size = { width: info.width, height: info.height }
    fs.writeFileSync(meta, JSON.stringify(size))
  }
  const target = path.join(outDir, 'client', 'thumbs', String(width), `${encoded}.webp`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(cached, target)
  // Segments are already percent-encoded on disk; encode again so a server's one decoding finds them.
  const url = `/thumbs/${width}/${encoded.split('/').map(encodeURIComponent).join('/')}.webp`
  return { src: url, ...size, thumbnail: true }
}

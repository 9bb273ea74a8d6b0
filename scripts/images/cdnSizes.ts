// Image-CDN mode (NCSR_IMAGE_CDN; docs/images.md "Image-CDN mode"): the CDN resizes what it can reach,
// so the image step only learns each image's real size, for the pages' width and height.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fetchHead, ImageFault, type FetchLimits } from './fetchOriginal.ts'
import { MAX_PIXELS } from './makeVariants.ts'
import { originalFile } from './originals.ts'
import { loadSharp } from './sharpOnce.ts'

export interface ImageSize {
  width: number
  height: number
}

const sha1 = (s: string) => crypto.createHash('sha1').update(s).digest('hex')

/**
 * The real size of a source (as displayed: EXIF orientation applied), from (in order) the cache's
 * sizes/<sha1 of url>.json, a cached original, or the original's first bytes (a Range request, never
 * the whole 4 MB). `from` says which. A source that answers 404 or HTML, or whose header is not an
 * image, throws ImageFault as the local mode does; a fault further into the file (a truncated JPEG)
 * is the CDN's to meet.
 */
export async function cdnImageSize(
  url: string,
  cache: string,
  limits: FetchLimits,
  doFetch?: typeof fetch,
): Promise<{ size: ImageSize; from: 'cache' | 'original' | 'probe' }> {
  const sizeFile = path.join(cache, 'sizes', `${sha1(url)}.json`)
  try {
    return { size: JSON.parse(fs.readFileSync(sizeFile, 'utf8')) as ImageSize, from: 'cache' }
  } catch {
    // not known yet
  }
  const original = originalFile(cache, url)
  const input = fs.existsSync(original) ? original : await fetchHead(url, limits, doFetch)
  let meta
  try {
    meta = await (await loadSharp())(input).metadata()
  } catch (e) {
    throw new ImageFault('undecodable', (e as Error).message)
  }
  if (!meta.width || !meta.height) throw new ImageFault('undecodable', 'no size in the header')
  if (meta.width * meta.height > MAX_PIXELS) throw new ImageFault('too-many-pixels', `${meta.width}x${meta.height}`)
  const swap = (meta.orientation ?? 1) >= 5
  const size = swap ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
  fs.mkdirSync(path.dirname(sizeFile), { recursive: true })
  fs.writeFileSync(sizeFile, JSON.stringify(size))
  return { size, from: typeof input === 'string' ? 'original' : 'probe' }
}

// The photos of `npm run bench scale`: every album photo of the synthetic snapshot exists on a local
// stand-in for the API and is camera-sized (4032x3024, a quarter of them portrait), so the build's
// image step learns real sizes and the pages carry the srcsets a real album has. The scale bench
// runs in image-CDN mode, the mode docs/images.md names for a site of this many photos (200,000 at
// 10,000 albums: no static host carries their local variants), where the image step reads only each
// original's first bytes: one plain-colour JPEG of each orientation is enough, and cheap to serve.
import sharp from 'sharp'
import { startMockApi, type MockApi } from '../mock-api/server.ts'

export const PHOTO_SIZE = { width: 4032, height: 3024 }

/**
 * Whether a synthetic photo path (bench/<album>/photo-<n>.jpg) is a portrait one: every fourth.
 * Self-contained: the Eleventy baseline's template holds its source text (scripts/bench/eleventy.ts).
 */
export const isPortrait = (photo: string): boolean => Number(/photo-(\d+)\./.exec(photo)?.[1] ?? 1) % 4 === 0

/**
 * The photo API on 127.0.0.1: a fixed port when it is free, so the image cache's URLs (and so its
 * entries) stay the same from one bench run to the next; any free port otherwise (a cold cache).
 */
export async function startScalePhotoApi(dataDir: string, preferredPort = 8791): Promise<MockApi> {
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7f9cb8' } })
      .jpeg({ quality: 80 })
      .toBuffer()
  const landscape = await jpeg(PHOTO_SIZE.width, PHOTO_SIZE.height)
  const portrait = await jpeg(PHOTO_SIZE.height, PHOTO_SIZE.width)
  const imageFor = (pathname: string) =>
    pathname.startsWith('/api/image/') ? { bytes: isPortrait(pathname) ? portrait : landscape, type: 'image/jpeg' } : null
  try {
    return await startMockApi({ fixtureDir: dataDir, port: preferredPort, imageFor })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e
    console.log(`scale: port ${preferredPort} is taken; the photo API takes another, so the image cache starts cold`)
    return startMockApi({ fixtureDir: dataDir, port: 0, imageFor })
  }
}

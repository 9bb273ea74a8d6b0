// The bench's stand-in for the school's API, serving a snapshot and its photos on 127.0.0.1.
import sharp from 'sharp'
import { startMockApi, type MockApi, type MockApiOptions } from '../mock-api/server.ts'

/**
 * The mock API on a fixed port when it is free, so the image cache's keys (which follow the source
 * URLs) stay the same from one bench run to the next; any free port otherwise, with a cold cache.
 */
export async function startPhotoApi(fixtureDir: string, imageFor: MockApiOptions['imageFor'], port: number): Promise<MockApi> {
  try {
    return await startMockApi({ fixtureDir, port, imageFor })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e
    console.log(`bench: port ${port} is taken; the photo API takes another, so the image cache starts cold`)
    return startMockApi({ fixtureDir, port: 0, imageFor })
  }
}

/**
 * The scale bench's photos: every album photo is camera-sized (4032x3024, every fourth portrait),
 * so the pages carry a real album's srcsets. The bench runs in image-CDN mode, the mode
 * docs/images.md names for this many photos, where the image step reads only each original's
 * first bytes: one plain JPEG of each orientation is enough, and cheap to serve.
 */
export async function startScalePhotoApi(fixtureDir: string): Promise<MockApi> {
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7f9cb8' } })
      .jpeg({ quality: 80 })
      .toBuffer()
  const [landscape, portrait] = await Promise.all([jpeg(4032, 3024), jpeg(3024, 4032)])
  const isPortrait = (pathname: string) => Number(/photo-(\d+)\./.exec(pathname)?.[1] ?? 1) % 4 === 0
  return startPhotoApi(
    fixtureDir,
    (pathname) => (pathname.startsWith('/api/image/') ? { bytes: isPortrait(pathname) ? portrait : landscape, type: 'image/jpeg' } : null),
    Number(process.env.BENCH_SCALE_PORT ?? 8791),
  )
}

// The build's image step against a loopback server serving good photos and every kind of bad one
// (developers' guide: bad images never break a build or a page). Images are generated here with sharp.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runImageStep } from '#scripts/images/run.ts'
import { emptyIndex, INDEX_FILE, readCacheIndex, writeCacheIndex } from '#scripts/images/cacheIndex.ts'
import { INDEX_TRANSFORM } from '#scripts/images/makeVariants.ts'
import { parseManifestFile, responsive } from '#lib/images/responsive.ts'
import { ResponsiveImage } from '#components/images/ResponsiveImage.tsx'
import type { BuildEnv } from '#lib/config/buildEnv.ts'

// Light noise: a photo-like JPEG whose encodes stay quick (at sigma 40 the AVIF encodes were most of the file's time).
const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 4 } } })

/** A PNG whose header claims width x height (CRC fixed): a decompression bomb's first bytes. */
async function bombPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
  const out = Buffer.from(png)
  out.writeUInt32BE(width, 16)
  out.writeUInt32BE(height, 20)
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29)
  return out
}

let server: http.Server
let base = ''
const requests: string[] = []
const ranges: { path: string; range: string | undefined }[] = []
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imgstep-'))
const bodies = new Map<string, (res: http.ServerResponse) => void>()

beforeAll(async () => {
  const landscape = await noisy(2400, 1600).jpeg({ quality: 80 }).toBuffer()
  // Stored landscape, EXIF orientation 6: a portrait photo as cameras write it.
  const portrait = await noisy(1200, 900).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer()
  const truncated = landscape.subarray(0, Math.floor(landscape.length / 2))
  const bomb = await bombPng(30_000, 30_000)
  const jpeg = (b: Buffer) => (res: http.ServerResponse) =>
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': b.length }).end(b)
  bodies.set('ok/landscape.jpg', jpeg(landscape))
  bodies.set('ok/portrait.jpg', jpeg(portrait))
  bodies.set('bad/html.jpg', (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Error</title><h1>Server error</h1>'),
  )
  bodies.set('bad/truncated.jpg', jpeg(truncated))
  bodies.set('bad/not-an-image.jpg', jpeg(Buffer.from('this is a text file, not a JPEG\n'.repeat(100))))
  bodies.set('bad/bomb.png', (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(bomb))
  // 60 MB, declared: refused on the header. The undeclared one is streamed and cut at the cap.
  bodies.set('bad/huge-declared.jpg', (res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 60 * 1024 * 1024 })
    res.write(Buffer.alloc(64 * 1024))
    setTimeout(() => res.destroy(), 50)
  })
  bodies.set('bad/huge-streamed.jpg', (res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' })
    const chunk = Buffer.alloc(1024 * 1024, 0xff)
    let sent = 0
    const more = () => {
      while (sent < 60 && res.write(chunk)) sent++
      if (sent >= 60) res.end()
      else res.once('drain', () => (sent++, more()))
    }
    more()
  })
  bodies.set('bad/slow.jpg', (res) => void setTimeout(() => jpeg(landscape)(res), 6_000))
  server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api\/image\//, ''))
    requests.push(p)
    ranges.push({ path: p, range: req.headers.range })
    const body = bodies.get(p)
    if (body) body(res)
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  })
  server.on('clientError', () => {})
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const dataDir = path.join(root, 'data')
  fs.mkdirSync(dataDir)
  const album = { _id: 'a1', title: 'A', description: '', date: '2026-01-01T00:00:00.000Z', category: 'PhotoGallery', school: 'Senior' }
  fs.writeFileSync(
    path.join(dataDir, 'gallery.json'),
    JSON.stringify([
      {
        ...album,
        attachments: ['ok/landscape.jpg', 'ok/portrait.jpg', 'bad/missing.jpg', ...[...bodies.keys()].filter((k) => k.startsWith('bad/'))],
      },
    ]),
  )
}, 30_000)

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

const env = (): BuildEnv => ({
  apiBase: base,
  formToken: '',
  dataDir: path.join(root, 'data'),
  contactFormEndpoint: '',
  careerFormEndpoint: '',
  alumniFormEndpoint: '',
  mediaBase: '',
  siteUrl: 'https://s.example',
  now: new Date('2026-06-15T00:00:00Z'),
})
const run = () =>
  runImageStep({
    env: env(),
    outDir: path.join(root, 'dist'),
    root,
    concurrency: 3,
    limits: { timeoutMs: 2_000, maxBytes: 8 * 1024 * 1024 },
    log: () => {},
  })
const manifest = () => parseManifestFile(path.join(root, 'dist', 'image-manifest.json'))
const url = (p: string) => `${base}/api/image/${p.split('/').map(encodeURIComponent).join('/')}`

describe('the image step', () => {
  it('sizes good photos and counts each bad one by kind, without failing', async () => {
    const s = await run()
    expect(s).toMatchObject({ sources: 10, downloaded: 5, encoded: 2, failed: 8 })
    expect(s.faults).toEqual({ http: 1, 'not-image': 1, undecodable: 2, 'too-many-pixels': 1, 'too-large': 2, timeout: 1 })
    const m = manifest()
    const land = m.images.get(url('ok/landscape.jpg'))!
    const port = m.images.get(url('ok/portrait.jpg'))!
    // Real sizes (EXIF rotation applied), widths capped by the photo and the 2048 px long edge.
    expect(land).toMatchObject({ ok: true, width: 2400, height: 1600, widths: [400, 800, 1600], crops: [336, 672] })
    expect(port).toMatchObject({ ok: true, width: 900, height: 1200, widths: [400, 800, 900], crops: [336, 672] })
    for (const p of [
      'bad/missing.jpg',
      'bad/html.jpg',
      'bad/truncated.jpg',
      'bad/not-an-image.jpg',
      'bad/bomb.png',
      'bad/huge-declared.jpg',
      'bad/huge-streamed.jpg',
      'bad/slow.jpg',
    ]) {
      expect(m.images.get(url(p)), p).toMatchObject({ ok: false })
    }
    if (land.ok && 'key' in land) {
      for (const w of land.widths) {
        const file = path.join(root, 'dist', 'client', 'img', land.key, `${w}.webp`)
        const meta = await sharp(file).metadata()
        expect(meta).toMatchObject({ format: 'webp', width: w })
      }
    }
    // The 4:3 crops of the portrait photo, AVIF, for cards and grids.
    if (port.ok && 'key' in port) {
      for (const w of port.crops!) {
        const meta = await sharp(path.join(root, 'dist', 'client', 'img', port.key, `c${w}.avif`)).metadata()
        expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: w, height: (w * 3) / 4 })
      }
    }
  }, 30_000)

  it('a rebuild with nothing new downloads and encodes nothing, and retries what failed', async () => {
    requests.length = 0
    const s = await run()
    // the originals that could not be decoded were dropped from the cache: fetched again, in case they were fixed
    expect(s).toMatchObject({ downloaded: 3, encoded: 0, fromCache: 2, failed: 8 })
    expect(requests).not.toContain('ok/landscape.jpg')
    expect(requests).toContain('bad/missing.jpg')
  }, 30_000)

  it('a page shows the variants of a good photo and a neutral box with the alt text for a bad one', () => {
    const m = manifest()
    const good = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: responsive(url('ok/portrait.jpg'), m),
        alt: 'Sports day',
        sizes: 'grid',
        width: 400,
        height: 300,
      }),
    )
    expect(good).toMatch(
      /^<img src="\/img\/[0-9a-f]{16}\/800\.webp" srcSet="\/img\/[0-9a-f]{16}\/400\.webp 400w, \/img\/[0-9a-f]{16}\/800\.webp 800w, \/img\/[0-9a-f]{16}\/900\.webp 900w" sizes="[^"]+" alt="Sports day" width="900" height="1200"/,
    )
    // In a card or grid (a 4:3 box, object-fit: cover) the AVIF crops come first; the WebP variants stay the fallback.
    const cropped = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: responsive(url('ok/portrait.jpg'), m, { crop: true }),
        alt: 'Sports day',
        sizes: 'grid',
        width: 400,
        height: 300,
        crop: true,
      }),
    )
    expect(cropped).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/img\/[0-9a-f]{16}\/c336\.avif 336w, \/img\/[0-9a-f]{16}\/c672\.avif 672w" sizes="[^"]+"\/><img src="\/img\/[0-9a-f]{16}\/800\.webp" srcSet="[^"]+" sizes="[^"]+" alt="Sports day" width="900" height="1200"[^>]*\/><\/picture>$/,
    )
    // An image a page shows whole (a carousel slide, a dialog) does not list the crops at all: island
    // props carry no files the page never shows.
    expect(responsive(url('ok/portrait.jpg'), m).crop).toBeUndefined()
    expect(responsive(url('ok/portrait.jpg'), m, { crop: true }).crop).toMatch(/c336\.avif 336w, .*c672\.avif 672w$/)
    const bad = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: responsive(url('bad/truncated.jpg'), m),
        alt: 'Sports day',
        sizes: 'grid',
        width: 400,
        height: 300,
      }),
    )
    expect(bad).toContain('role="img" aria-label="Sports day"')
    expect(bad).not.toContain('<img')
    expect(bad).not.toContain('/api/image/')
  })

  it("a lead image (a news item's photo) also gets AVIF of the whole image, made again only for it, and back", async () => {
    const news = path.join(root, 'data', 'news.json')
    fs.writeFileSync(news, JSON.stringify([{ _id: 'n1', title: 'Sports day', school: 'Senior', attachments: ['ok/landscape.jpg'] }]))
    try {
      const s = await run()
      // Its kind changed (the index's entry is not taken): its own folder, encoded once; the portrait is not.
      expect(s).toMatchObject({ encoded: 1, failed: 8 })
      const land = manifest().images.get(url('ok/landscape.jpg'))!
      expect(land).toMatchObject({ ok: true, widths: [400, 800, 1600], crops: [336, 672], avif: [400, 640, 800, 1600] })
      expect(manifest().images.get(url('ok/portrait.jpg'))).not.toHaveProperty('avif')
      if (land.ok && 'key' in land) {
        for (const w of land.avif!) {
          const meta = await sharp(path.join(root, 'dist', 'client', 'img', land.key, `a${w}.avif`)).metadata()
          expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: w, height: Math.round((w * 1600) / 2400) })
        }
      }
      // Shown whole (an item page, the notification dialog): AVIF of the whole image first, WebP the fallback.
      const whole = renderToStaticMarkup(
        createElement(ResponsiveImage, {
          image: responsive(url('ok/landscape.jpg'), manifest()),
          alt: '',
          sizes: 'full',
          width: 800,
          height: 600,
        }),
      )
      expect(whole).toMatch(
        /^<picture><source type="image\/avif" srcSet="\/img\/[0-9a-f]{16}\/a400\.avif 400w, [^"]*a640\.avif 640w, [^"]*a800\.avif 800w, [^"]*a1600\.avif 1600w" sizes="[^"]+"\/><img src="\/img\/[0-9a-f]{16}\/800\.webp"/,
      )
      // In a card the crops serve it; the whole image's AVIF is not listed.
      const card = responsive(url('ok/landscape.jpg'), manifest(), { crop: true })
      expect(card.crop).toMatch(/c336\.avif/)
      expect(card.avif).toBeUndefined()
      expect((await run()).encoded).toBe(0)
    } finally {
      fs.rmSync(news)
    }
    // No longer a lead image: its earlier folder, from the cache, with nothing encoded.
    expect(await run()).toMatchObject({ encoded: 0, failed: 8 })
    expect(manifest().images.get(url('ok/landscape.jpg'))).not.toHaveProperty('avif')
  }, 60_000)
})

describe('the image step in image-CDN mode', () => {
  const cdnRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'imgstep-cdn-'))
  const runCdn = () =>
    runImageStep({
      env: env(),
      outDir: path.join(cdnRoot, 'dist'),
      root: cdnRoot,
      concurrency: 3,
      limits: { timeoutMs: 2_000, maxBytes: 8 * 1024 * 1024 },
      log: () => {},
      cdn: { name: 'cloudflare', base: 'https://www.school.example', apiBase: base },
    })

  it('learns real sizes from the first bytes of each original, encodes and publishes nothing', async () => {
    requests.length = 0
    ranges.length = 0
    const s = await runCdn()
    expect(s).toMatchObject({ sources: 10, downloaded: 0, encoded: 0, variantFiles: 0 })
    expect(s.probed).toBeGreaterThanOrEqual(2)
    // Range requests only: never the whole camera original
    expect(ranges.filter((r) => r.path.startsWith('ok/')).every((r) => r.range === 'bytes=0-131071')).toBe(true)
    const m = parseManifestFile(path.join(cdnRoot, 'dist', 'image-manifest.json'))
    expect(m.images.get(url('ok/portrait.jpg'))).toMatchObject({ ok: true, width: 900, height: 1200, widths: [400, 800, 900] })
    const entry = m.images.get(url('ok/landscape.jpg'))!
    expect(entry).toMatchObject({ ok: true, width: 2400, height: 1600, widths: [400, 800, 1600] })
    expect(m.cdn).toEqual({ name: 'cloudflare', base: 'https://www.school.example', apiBase: base })
    expect(responsive(url('ok/landscape.jpg'), m).srcset!.split(' ')[0]).toBe(
      `https://www.school.example/cdn-cgi/image/width=400,quality=70,fit=scale-down,f=auto/${url('ok/landscape.jpg')}`,
    )
    // what the header already shows is bad fails here as in the local mode: a neutral box, not a CDN URL
    for (const p of ['bad/missing.jpg', 'bad/html.jpg', 'bad/not-an-image.jpg', 'bad/bomb.png', 'bad/slow.jpg'])
      expect(m.images.get(url(p)), p).toMatchObject({ ok: false })
    expect(fs.existsSync(path.join(cdnRoot, 'dist', 'client', 'img'))).toBe(false)
  }, 30_000)

  it('a rebuild asks the API for no size it already knows (only the failed ones again)', async () => {
    ranges.length = 0
    const s = await runCdn()
    expect(s.fromCache).toBeGreaterThanOrEqual(2)
    expect(s.probed).toBeLessThanOrEqual(s.failed)
    expect(ranges.filter((r) => r.path.startsWith('ok/'))).toEqual([])
  }, 30_000)
})

describe("the cache's index", () => {
  // Its own cache and output, so the order of the other tests does not matter.
  const at = fs.mkdtempSync(path.join(os.tmpdir(), 'imgstep-index-'))
  const cache = path.join(at, 'cache')
  const runAt = (cdn?: { name: 'cloudflare'; base: string; apiBase: string }) =>
    runImageStep({
      env: env(),
      outDir: path.join(at, 'dist'),
      root: at,
      cacheDir: cache,
      concurrency: 3,
      limits: { timeoutMs: 2_000, maxBytes: 8 * 1024 * 1024 },
      log: () => {},
      cdn,
    })
  const manifestAt = () => parseManifestFile(path.join(at, 'dist', 'image-manifest.json'))
  // A function: the server's port is known once beforeAll has run.
  const good = () => ['ok/landscape.jpg', 'ok/portrait.jpg'].map(url)

  it('lets a rebuild record every known image without reading its files: the same manifest with keys/ and originals/ gone', async () => {
    await runAt()
    const first = manifestAt()
    const index = readCacheIndex(cache, INDEX_TRANSFORM)
    expect([...index.photos.keys()].sort()).toEqual(good().sort())
    // failures are not remembered: they are retried every run
    expect([...index.photos.keys()]).not.toContain(url('bad/truncated.jpg'))
    fs.rmSync(path.join(cache, 'keys'), { recursive: true })
    fs.rmSync(path.join(cache, 'originals'), { recursive: true })
    requests.length = 0
    const s = await runAt()
    expect(s).toMatchObject({ encoded: 0, fromCache: 2 })
    expect(requests.filter((r) => r.startsWith('ok/'))).toEqual([])
    for (const u of good()) expect(manifestAt().images.get(u)).toEqual(first.images.get(u))
    // …and the published variants are still there for the pages
    const land = manifestAt().images.get(good()[0]!)!
    if (land.ok && 'key' in land) expect(fs.existsSync(path.join(at, 'dist', 'client', 'img', land.key, '400.webp'))).toBe(true)
  }, 30_000)

  it('is not trusted for an image whose variants folder is gone: that one is fetched and encoded again', async () => {
    const land = manifestAt().images.get(good()[0]!)!
    if (!land.ok || !('key' in land)) throw new Error('no local entry for the landscape photo')
    fs.rmSync(path.join(cache, 'variants', land.key), { recursive: true })
    requests.length = 0
    const s = await runAt()
    expect(s).toMatchObject({ encoded: 1, fromCache: 1 })
    expect(requests).toContain('ok/landscape.jpg')
    expect(requests).not.toContain('ok/portrait.jpg')
    expect(manifestAt().images.get(good()[0]!)).toEqual(land)
  }, 30_000)

  it('in image-CDN mode, keeps sizes only: a rebuild asks for no size and writes the CDN URLs again', async () => {
    const cdn = { name: 'cloudflare' as const, base: 'https://www.school.example', apiBase: base }
    await runAt(cdn)
    expect(readCacheIndex(cache, INDEX_TRANSFORM).photos.get(good()[1]!)).toEqual({
      ok: true,
      width: 900,
      height: 1200,
      widths: [400, 800, 900],
      cdn: true,
    })
    const first = manifestAt()
    // Without the index a size is read from sizes/, else from a cached original, else asked for.
    fs.rmSync(path.join(cache, 'sizes'), { recursive: true })
    fs.rmSync(path.join(cache, 'originals'), { recursive: true, force: true })
    ranges.length = 0
    await runAt(cdn)
    expect(ranges.filter((r) => r.path.startsWith('ok/'))).toEqual([])
    for (const u of good()) expect(manifestAt().images.get(u)).toEqual(first.images.get(u))
    // Back to local variants: a CDN entry is not a local one, so the local entries are made again.
    const s = await runAt()
    expect(s.fromCache).toBe(2)
    expect(manifestAt().images.get(good()[0]!)).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{16}$/) })
  }, 30_000)

  it('is ignored when it was written for another transform version, or cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imgstep-index-version-'))
    const entry = { ok: true as const, width: 800, height: 600, widths: [400, 800], key: 'abcdef0123456789' }
    writeCacheIndex(dir, 'old-transform', { photos: new Map([['https://a.example/1.jpg', entry]]), pages: new Map() })
    expect(readCacheIndex(dir, 'old-transform').photos.get('https://a.example/1.jpg')).toEqual(entry)
    expect(readCacheIndex(dir, INDEX_TRANSFORM)).toEqual(emptyIndex())
    fs.writeFileSync(path.join(dir, INDEX_FILE), '{"version": "3 ')
    expect(readCacheIndex(dir, 'old-transform')).toEqual(emptyIndex())
    // an index of the earlier format (one object a URL) is ignored, not misread
    fs.writeFileSync(
      path.join(dir, INDEX_FILE),
      JSON.stringify({ version: '2 old-transform', photos: { 'https://a.example/1.jpg': entry }, pages: {} }),
    )
    expect(readCacheIndex(dir, 'old-transform')).toEqual(emptyIndex())
    // written whole: no temporary file is left beside it
    expect(fs.readdirSync(dir)).toEqual([INDEX_FILE])
  })
})

// The real-media bench (README "Images", docs/images.md): camera-sized photos and A4 scans served by
// the mock API, the contract's commands (`npm run sync`, then `npm run build` with NCSR_API_BASE
// and MEDIA_BASE set) in a scratch folder, then a phone (412x823 at DPR 1.75) in Chromium.
// Figures only: each is printed beside its target from the spec's image budget, never asserted.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { endpoints } from '#lib/endpoints.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { apiImageUrl } from '#lib/format/url.ts'
import { imageFiles, MANIFEST_FILE, parseManifestFile } from '#lib/images/responsive.ts'
import { loadMagazines } from '#lib/magazine/load.ts'
import { startMockApi, type MockApi, type MockApiOptions } from '../mock-api/server.ts'
import { CHROMIUM, lighthouse, medianRun, run, startGzipStaticServer, type LighthouseFigures } from './browser.ts'
import { buildEleventyAlbum } from './eleventyImages.ts'
import { writeSyntheticSnapshot } from './generateSynthetic.ts'
import { assertBuildDidNotWait, filesIn, median } from './measure.ts'
import { snapshotImageUrls } from '../images/sources.ts'
import { ensureDistinctPhotos, ensurePhotoSet, isPortrait, withComment, type PhotoSet } from './realPhotos.ts'

export type Line = (name: string, value: number | string, unit?: string) => void

const KB = 1024
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** `value unit (target <= max unit) ok|MISSED` */
const vsTarget = (value: number, max: number, unit: string, scale = 1) =>
  `${+(value / scale).toFixed(1)} ${unit} (target <= ${max} ${unit}) ${value / scale <= max ? 'ok' : 'MISSED'}`

/**
 * Image bytes for any /api/image/ or /public/Images/ path: the path's own photo from `photos`
 * (ensureDistinctPhotos: distinct pixels, a quarter portrait), else one of the base set's photos
 * picked by a hash of the path and made unique by a JPEG comment; magazine scans likewise from the
 * base set's six (their pixels repeat; every scan URL is still its own original to the image step).
 */
function imageServer(set: PhotoSet, photos: ReadonlyMap<string, string>) {
  const bytes = new Map<string, Buffer>()
  const read = (f: string) => bytes.get(f) ?? (bytes.set(f, fs.readFileSync(f)), bytes.get(f)!)
  return (pathname: string) => {
    const own = photos.get(pathname)
    // Read each time, not kept: hundreds of 4.7 MB photos, each asked for once by a cold build.
    if (own) return { bytes: fs.readFileSync(own), type: 'image/jpeg' }
    const h = crypto.createHash('sha1').update(pathname).digest().readUInt32BE(0)
    let file: string
    if (pathname.startsWith('/public/Images/')) file = set.scans[h % set.scans.length]!
    else if (isPortrait(pathname)) file = set.portrait[(h >>> 2) % set.portrait.length]!
    else file = set.landscape[(h >>> 2) % set.landscape.length]!
    return { bytes: withComment(read(file), pathname), type: 'image/jpeg' }
  }
}

/**
 * The mock API on a fixed port (the image cache and its index are keyed by source URL, so a warm
 * run, BENCH_COLD=0, finds what the cold run downloaded only at the same origin); while another
 * bench holds the port, waits for it.
 */
async function startApiOn(port: number, opts: Omit<MockApiOptions, 'port'>): Promise<MockApi> {
  for (let waited = 0; ; waited += 15) {
    try {
      return await startMockApi({ ...opts, port })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || waited >= 3600) throw e
      if (waited % 300 === 0) console.error(`realmedia: port ${port} is busy (another bench?); waiting`)
      await new Promise((r) => setTimeout(r, 15_000))
    }
  }
}

/** Each API photo path of the synced snapshots gets its own photo (ensureDistinctPhotos), into `photos`. */
async function distinctPhotos(root: string, dataDir: string, api: MockApi, photos: Map<string, string>, line: Line) {
  const paths = snapshotImageUrls(dataDir, api.url)
    .filter((u) => u.startsWith(`${api.url}/api/image/`))
    .map((u) => new URL(u).pathname)
  for (const [p, f] of await ensureDistinctPhotos(path.join(root, 'distinct-photos'), paths)) photos.set(p, f)
  const portrait = paths.filter(isPortrait).length
  line('realmedia.photos', `${paths.length} distinct camera photos (${paths.length - portrait} landscape 4032x3024, ${portrait} portrait)`)
}

interface BuildFigures {
  seconds: number
  imageSeconds: number
  sources: number
  encoded: number
  fromCache: number
  failed: number
}

/** `npm run build` (async: the mock API answers from this process meanwhile), with the image step's own time. */
async function build(env: Record<string, string>): Promise<BuildFigures> {
  const res = await run('npm', ['run', '--silent', 'build'], env)
  if (res.code !== 0) throw new Error(`build failed (${res.code}):\n${res.stderr.slice(-3000)}\n${res.stdout.slice(-3000)}`)
  assertBuildDidNotWait(res.stdout)
  const m = /images: (\d+) sources, \d+ downloaded, (\d+) encoded, (\d+) from [^,]+, (\d+) failed.*?([\d.]+) s, \d+ MB$/m.exec(res.stdout)
  if (!m) throw new Error(`no image step summary in the build output:\n${res.stdout.slice(0, 3000)}`)
  return { seconds: res.seconds, sources: +m[1]!, encoded: +m[2]!, fromCache: +m[3]!, failed: +m[4]!, imageSeconds: +m[5]! }
}

async function sync(api: MockApi, dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true })
  const res = await run('npm', ['run', '--silent', 'sync'], { NCSR_API_BASE: api.url, NCSR_DATA_DIR: dataDir })
  if (res.code !== 0) throw new Error(`sync failed (${res.code}): ${res.stderr.slice(-2000)}`)
}

interface RouteBytes {
  firstView: number
  /** Images fetched before any scroll. */
  firstCount: number
  whole: number
  largest: { bytes: number; url: string }
  count: number
}

/** Image bytes a phone downloads: on load (no scroll), then scrolled to the end. */
async function routeBytes(
  browser: Browser,
  url: string,
  act?: (page: Page) => Promise<void>,
  { withoutAvif = false } = {},
): Promise<RouteBytes & { afterAct: number; actLargest: number }> {
  const context = await browser.newContext(PHONE)
  // On the shared 2-core machine under other builds (load average 40), a page took longer than
  // Playwright's 30 s to reach network idle; the figures are bytes, not times, so waiting longer is fair.
  context.setDefaultTimeout(180_000)
  context.setDefaultNavigationTimeout(180_000)
  const page = await context.newPage()
  // A browser without AVIF (Safari before 16, older Android browsers) takes the <img>'s WebP in a
  // <picture>: the AVIF sources are given a type no browser knows, in the HTML and in the islands.
  if (withoutAvif)
    await page.route(
      (u) => u.pathname.endsWith('/') || u.pathname.endsWith('.js'),
      async (route) => {
        const res = await route.fetch()
        await route.fulfill({ response: res, body: (await res.text()).replaceAll('image/avif', 'image/x-bench-unsupported') })
      },
    )
  const seen: { url: string; bytes: number; phase: number }[] = []
  let phase = 0
  const pending: Promise<void>[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return
    const at = phase
    pending.push(
      res.body().then(
        (b) => void seen.push({ url: res.url(), bytes: b.length, phase: at }),
        () => {},
      ),
    )
  })
  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(400)
    await Promise.all(pending)
  }
  try {
    await page.goto(url)
    await settle()
    const sum = (upTo: number) => seen.filter((s) => s.phase <= upTo).reduce((t, s) => t + s.bytes, 0)
    const firstView = sum(0)
    let afterAct = 0
    let actLargest = 0
    if (act) {
      phase = 2
      await act(page)
      await settle()
      const acted = seen.filter((s) => s.phase === 2)
      afterAct = acted.reduce((t, s) => t + s.bytes, 0)
      actLargest = Math.max(0, ...acted.map((s) => s.bytes))
    } else {
      phase = 1
      await page.evaluate(async () => {
        for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 120))
        }
        window.scrollTo(0, document.documentElement.scrollHeight)
      })
      await settle()
    }
    const outside = seen.filter((s) => s.phase !== 2)
    const largest = outside.reduce((b, s) => (s.bytes > b.bytes ? s : b), { bytes: 0, url: '' })
    return {
      firstView,
      firstCount: seen.filter((s) => s.phase === 0).length,
      whole: sum(1),
      largest,
      count: outside.length,
      afterAct,
      actLargest,
    }
  } finally {
    await context.close()
  }
}

/** The bench's fixture: the committed snapshot, one album grown to 30 photos (an album page at its largest). */
function writeFixtures(dir: string): { album: string; albumPhotos: string[]; newsItem: string; event: string } {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const f of fs.readdirSync('data/api').filter((n) => n.endsWith('.json')))
    fs.copyFileSync(path.join('data/api', f), path.join(dir, f))
  const file = path.join(dir, endpoints.gallery.file)
  const gallery = JSON.parse(fs.readFileSync(file, 'utf8')) as { _id: string; attachments: string[] }[]
  const album = [...gallery].sort((a, b) => b.attachments.length - a.attachments.length)[0]!
  album.attachments = Array.from(
    { length: 30 },
    (_, i) => album.attachments[i] ?? `gallery/bench-30/photo-${String(i + 1).padStart(2, '0')}.jpg`,
  )
  fs.writeFileSync(file, JSON.stringify(gallery, null, 2) + '\n')
  // The first news item and the first event with a photo: their pages' largest paint is that photo.
  const read = (f: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { _id: string; attachments?: string[]; images?: string[] }[]
  const newsItem = read(endpoints.news.file).find((n) => n.attachments?.length)!._id
  const event = read(endpoints.events.file).find((n) => n.images?.length)!._id
  return { album: album._id, albumPhotos: album.attachments, newsItem: newsHref(newsItem), event: eventHref(event) }
}

/**
 * Published variant files and bytes of camera photos (/api/image/), of those that lead a page (news,
 * events, notifications: also AVIF of the whole image) and of page scans (the media host).
 */
function publishedByKind(outDir: string) {
  const manifest = parseManifestFile(path.join(outDir, MANIFEST_FILE))
  const kinds = {
    photos: { images: 0, files: 0, bytes: 0 },
    leads: { images: 0, files: 0, bytes: 0 },
    scans: { images: 0, files: 0, bytes: 0 },
  }
  const seen = new Set<string>()
  for (const [src, e] of manifest.images) {
    if (!e.ok || !('key' in e) || seen.has(e.key)) continue
    seen.add(e.key)
    const k = src.includes('/public/Images/')
      ? kinds.scans
      : src.includes('/api/image/')
        ? e.avif?.length
          ? kinds.leads
          : kinds.photos
        : null
    if (!k) continue
    k.images++
    for (const name of imageFiles(e)) {
      k.files++
      k.bytes += fs.statSync(path.join(outDir, 'client', 'img', e.key, name)).size
    }
  }
  return kinds
}

const dirStats = (dir: string) => {
  const files = filesIn(dir)
  return { files: files.length, bytes: files.reduce((s, f) => s + fs.statSync(f).size, 0) }
}

/** `npm run bench realmedia`: the phone figures and cold/warm image time on the committed snapshot's places. */
export async function benchRealMedia(root: string, line: Line): Promise<void> {
  const set = await ensurePhotoSet(path.join(root, 'photos'))
  const sharp = (await import('sharp')).default
  const sample = await sharp(set.landscape[0]).resize({ width: 800 }).webp({ quality: 75 }).toBuffer()
  line('realmedia.photo.original', fs.statSync(set.landscape[0]!).size / KB / KB, 'MB')
  line('realmedia.photo.800px-webp-q75', `${(sample.length / KB).toFixed(0)} KB (calibration: 120-150 KB)`)
  line('realmedia.scan.original', fs.statSync(set.scans[0]!).size / KB / KB, 'MB')

  const { album, albumPhotos, newsItem, event } = writeFixtures(path.join(root, 'fixtures'))
  // The pages measured: one of each kind that shows camera photos.
  const routes = ['/', '/gallery/', `/SubGallery/${album}/`, '/news/', newsItem, '/events/', event, '/topperXII/', '/videoGallery/']
  const photos = new Map<string, string>()
  const api = await startApiOn(Number(process.env.BENCH_API_PORT ?? 4391), {
    fixtureDir: path.join(root, 'fixtures'),
    imageFor: imageServer(set, photos),
  })
  const out = path.join(root, 'out')
  const cache = path.join(root, 'cache')
  const dataDir = path.join(root, 'data')
  try {
    await sync(api, dataDir)
    await distinctPhotos(root, dataDir, api, photos, line)
    const env = { NCSR_API_BASE: api.url, MEDIA_BASE: api.url, NCSR_DATA_DIR: dataDir, NCSR_OUT_DIR: out, NCSR_IMAGE_CACHE: cache }
    // Cold: an empty cache (a fresh clone); warm: the same again (an hourly run with no new photo).
    // BENCH_COLD=0 keeps the cache of an earlier run (both builds warm; for re-measuring the pages).
    const coldRun = process.env.BENCH_COLD !== '0'
    if (coldRun) fs.rmSync(cache, { recursive: true, force: true })
    const first = await build(env)
    line('realmedia.sources', `${first.sources} images (${first.failed} failed)`)
    if (coldRun) {
      line('realmedia.cold.build', first.seconds, 's')
      line('realmedia.cold.images', `${first.imageSeconds} s for ${first.encoded} encoded`)
      line(
        'realmedia.cold.per-image',
        (first.imageSeconds * 1000) / Math.max(1, first.encoded),
        'ms (download + decode + 3 WebP widths, and 2 AVIF crops for a photo; wall time over the worker pool, on this machine as loaded now)',
      )
    }
    const warm = await build(env)
    line('realmedia.warm.build', warm.seconds, 's')
    line(
      'realmedia.warm.images',
      `${warm.imageSeconds} s for ${warm.sources} images, ${warm.encoded} encoded, ${warm.fromCache} from cache`,
    )
    line('realmedia.warm.per-image', (warm.imageSeconds * 1000) / Math.max(1, warm.sources), 'ms')
    line('realmedia.warm.images at 1,000 photos (computed)', vsTarget((warm.imageSeconds * 1000) / Math.max(1, warm.sources), 5, 's'))
    const client = path.join(out, 'client')
    const site = dirStats(client)
    line('realmedia.published.site', `${site.files} files, ${(site.bytes / KB / KB).toFixed(1)} MB`)
    const kinds = publishedByKind(out)
    for (const [kind, k] of Object.entries(kinds))
      line(
        `realmedia.published.${kind}`,
        `${k.images} images, ${k.files} files, ${(k.bytes / KB / KB).toFixed(1)} MB (${(k.files / Math.max(1, k.images)).toFixed(2)} files and ${(k.bytes / Math.max(1, k.images) / KB).toFixed(0)} KB an image)`,
      )
    // 1,000 and 10,000 camera photos, computed from the per-photo averages measured above, on top of
    // this site without its photos, plus an album page (the average one here) for every 20 photos.
    // Lead images stay as many as here (news and events do not grow with the albums).
    const photo = kinds.photos
    const base = { files: site.files - photo.files, bytes: site.bytes - photo.bytes }
    const albumPages = filesIn(path.join(client, 'SubGallery')).filter((f) => f.endsWith('.html'))
    const albumPage = albumPages.reduce((t, f) => t + fs.statSync(f).size, 0) / Math.max(1, albumPages.length)
    for (const n of [1_000, 10_000]) {
      const files = Math.round(base.files + (photo.files / Math.max(1, photo.images)) * n + n / 20)
      const bytes = base.bytes + (photo.bytes / Math.max(1, photo.images)) * n + (albumPage * n) / 20
      line(
        `realmedia.published at ${n.toLocaleString('en')} photos (computed)`,
        `${files} files, ${(bytes / KB / KB / KB).toFixed(2)} GB; GitHub Pages (1 GB): ${bytes < KB ** 3 ? 'fits' : 'too big'}; Cloudflare Pages (20,000 files): ${files <= 20_000 ? 'fits' : 'too many'}`,
      )
    }
    const html = filesIn(client)
      .filter((f) => f.endsWith('.html'))
      .map((f) => fs.readFileSync(f, 'utf8'))
    const originals = html.reduce((n, h) => n + (h.match(/\/api\/image\/|\/public\/Images\//g)?.length ?? 0), 0)
    line('realmedia.pages-linking-an-original', `${originals} links (target 0) ${originals === 0 ? 'ok' : 'MISSED'}`)

    const albumRoute = `/SubGallery/${album}/`
    // The peer: the same album page with its photos made by Eleventy Image (scripts/bench/eleventyImages.ts).
    const peer = buildEleventyAlbum(
      path.join(root, 'eleventy-img'),
      client,
      albumRoute,
      albumPhotos.map((a) => photos.get(new URL(apiImageUrl(a, api.url)).pathname)!),
    )
    line(
      'realmedia.eleventy-img.build',
      peer.seconds,
      's (30 photos; AVIF, WebP and JPEG at 400, 800, 1600 px; cached in its output after a first run)',
    )
    const server = await startGzipStaticServer(client)
    const peerServer = await startGzipStaticServer(peer.site)
    try {
      const browser = await chromium.launch({ executablePath: CHROMIUM })
      try {
        let largest = { bytes: 0, url: '' }
        let ourAlbum: RouteBytes | undefined
        for (const route of routes) {
          const r = await routeBytes(browser, server.url + route)
          if (route === albumRoute) ourAlbum = r
          line(`realmedia ${route} first view`, `${vsTarget(r.firstView, 400, 'KB', KB)} (${r.firstCount} images)`)
          const wholeTarget = route === '/gallery/' || route === albumRoute ? 2 : undefined
          line(
            `realmedia ${route} scrolled to the end`,
            wholeTarget ? vsTarget(r.whole, wholeTarget, 'MB', KB * KB) : `${(r.whole / KB / KB).toFixed(2)} MB (${r.count} images)`,
          )
          if (r.largest.bytes > largest.bytes) largest = r.largest
        }
        // The magazine edition with the most pages, opened and left alone (before the first page turn).
        const edition = [...loadMagazines().editions].sort((a, b) => b.pages.length - a.pages.length)[0]!
        const mag = await routeBytes(browser, `${server.url}/magazine1/${edition.id}/`, async () => {})
        line(`realmedia /magazine1/${edition.id}/ (${edition.pages.length} pages) opening`, vsTarget(mag.firstView, 1, 'MB', KB * KB))
        if (mag.largest.bytes > largest.bytes) largest = mag.largest
        line('realmedia largest image outside the lightbox', `${vsTarget(largest.bytes, 150, 'KB', KB)} ${new URL(largest.url).pathname}`)
        // The lightbox: the album's first photo opened.
        const lb = await routeBytes(browser, server.url + albumRoute, async (page) => {
          await page.locator('main a[data-pswp-width]').first().click()
          await page.locator('.pswp img').first().waitFor({ state: 'visible', timeout: 10_000 })
        })
        line('realmedia lightbox image', vsTarget(lb.actLargest, 500, 'KB', KB))
        // What a phone without AVIF fetches (no target: the figures above are Chromium's, as the issue's).
        for (const route of routes) {
          const r = await routeBytes(browser, server.url + route, undefined, { withoutAvif: true })
          line(`realmedia without AVIF ${route} first view`, `${(r.firstView / KB).toFixed(0)} KB (${r.firstCount} images)`)
        }
        const theirs = await routeBytes(browser, peerServer.url + albumRoute)
        const ahead = (a: number, b: number) => (a < b ? 'ours ahead' : 'ours BEHIND')
        line(
          'realmedia peer album first view',
          `ours ${(ourAlbum!.firstView / KB).toFixed(0)} KB, Eleventy Image ${(theirs.firstView / KB).toFixed(0)} KB (${theirs.firstCount} images): ${ahead(ourAlbum!.firstView, theirs.firstView)}`,
        )
        line(
          'realmedia peer album scrolled to the end',
          `ours ${(ourAlbum!.whole / KB / KB).toFixed(2)} MB, Eleventy Image ${(theirs.whole / KB / KB).toFixed(2)} MB: ${ahead(ourAlbum!.whole, theirs.whole)}`,
        )
      } finally {
        await browser.close()
      }

      if (process.env.BENCH_LIGHTHOUSE !== '0') {
        const report = (route: string) => path.join(root, `lighthouse-${route.replace(/\W+/g, '_')}.json`)
        // Each page BENCH_LH_RUNS times (default 3), the median reported with every run's score:
        // one run's TBT swings by seconds with the machine's other load (its benchmark index says how
        // loaded; Lighthouse counts a quiet desktop at about 1,500-2,500).
        const lhRuns = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
        line(
          'realmedia lighthouse load',
          `load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(', ')} on ${os.cpus().length} cores`,
        )
        for (const route of routes) {
          const all: LighthouseFigures[] = []
          for (let i = 0; i < lhRuns; i++) all.push(await lighthouse(server.url + route, report(route)))
          const f = medianRun(all)
          const each = all
            .map(
              (r) =>
                `${r.performance}/${(r.lcpMs / 1000).toFixed(2)} s/TBT ${Math.round(r.tbtMs)} ms/index ${Math.round(r.benchmarkIndex)}`,
            )
            .join('; ')
          line(
            `realmedia lighthouse ${route} performance`,
            `${f.performance} (target >= 97) ${f.performance >= 97 ? 'ok' : 'MISSED'} (median of ${all.length}: ${each})`,
          )
          // Issue targets for the other categories: 100 each, every run (a failed audit is not noise).
          const others = (['accessibility', 'bestPractices', 'seo'] as const).map((k) => {
            const low = Math.min(...all.map((r) => r[k]))
            return `${k} ${low}${low === 100 ? '' : ' MISSED'}`
          })
          const failing = [...new Set(all.flatMap((r) => r.failing))]
          line(
            `realmedia lighthouse ${route} categories (lowest of ${all.length})`,
            `${others.join(', ')}${failing.length ? ` (${failing.join(', ')})` : ''}`,
          )
          line(`realmedia lighthouse ${route} lcp`, `${vsTarget(f.lcpMs / 1000, 2, 's')} (${phases(f)})`)
          line(`realmedia lighthouse ${route} cls`, `${+f.cls.toFixed(3)} (target <= 0.02) ${f.cls <= 0.02 ? 'ok' : 'MISSED'}`)
        }
        // The peer's LCP against ours on the album, alternating (Lighthouse swings on a shared machine).
        const runs = Math.max(1, Number(process.env.BENCH_PEER_RUNS ?? 3))
        const ours: number[] = []
        const theirs: number[] = []
        for (let i = 0; i < runs; i++) {
          ours.push((await lighthouse(server.url + albumRoute, report('peer-ours'))).lcpMs)
          theirs.push((await lighthouse(peerServer.url + albumRoute, report('peer-eleventy'))).lcpMs)
        }
        const ms = (xs: number[]) => `${Math.round(median(xs))} ms (runs ${xs.map((x) => Math.round(x)).join(', ')})`
        line(
          'realmedia peer album lighthouse lcp (median)',
          `ours ${ms(ours)}, Eleventy Image ${ms(theirs)}: ${median(ours) < median(theirs) ? 'ours ahead' : 'ours BEHIND'}`,
        )
      }
    } finally {
      await Promise.all([server.close(), peerServer.close()])
    }
  } finally {
    await api.close()
  }
}

/** Lighthouse's LCP phases in one line: "TTFB 150, load delay 600, load time 400, render delay 200 ms; <img …>". */
const phases = (f: LighthouseFigures) =>
  `${Object.entries(f.lcpPhases)
    .map(([k, v]) => `${k.toLowerCase()} ${Math.round(v)}`)
    .join(', ')} ms; ${f.lcpElement.slice(0, 120)}`

/**
 * `npm run bench realmedia-scale`: BENCH_PHOTOS (default 1000) distinct camera photos in albums of
 * 20 (no magazine scans), built cold then warm; published size and file count, and the 10,000-photo figures computed
 * from the measured per-photo averages (labelled as computed).
 */
export async function benchRealMediaScale(root: string, line: Line): Promise<void> {
  const photos = Number(process.env.BENCH_PHOTOS ?? 1000)
  const set = await ensurePhotoSet(path.join(root, 'photos'))
  const scale = path.join(root, `scale-${photos}`)
  const fixtures = path.join(scale, 'fixtures')
  fs.rmSync(fixtures, { recursive: true, force: true })
  writeSyntheticSnapshot(fixtures, { albums: Math.ceil(photos / 20), photosPerAlbum: 20, news: 200, seed: 11 })
  const ownPhotos = new Map<string, string>()
  const api = await startApiOn(Number(process.env.BENCH_API_PORT ?? 4392), { fixtureDir: fixtures, imageFor: imageServer(set, ownPhotos) })
  const out = path.join(scale, 'out')
  const cache = path.join(scale, 'cache')
  const dataDir = path.join(scale, 'data')
  try {
    await sync(api, dataDir)
    await distinctPhotos(root, dataDir, api, ownPhotos, line)
    // No MEDIA_BASE: camera photos only (the magazine scans are measured by `realmedia`).
    const env = { NCSR_API_BASE: api.url, NCSR_DATA_DIR: dataDir, NCSR_OUT_DIR: out, NCSR_IMAGE_CACHE: cache }
    fs.rmSync(cache, { recursive: true, force: true })
    const cold = await build(env)
    line(`realmedia.${photos}.sources`, cold.sources, 'images')
    line(
      `realmedia.${photos}.cold.images`,
      `${cold.imageSeconds} s (${((cold.imageSeconds * 1000) / Math.max(1, cold.encoded)).toFixed(0)} ms a photo)`,
    )
    line(`realmedia.${photos}.cold.build`, cold.seconds, 's')
    const warm = await build(env)
    line(
      `realmedia.${photos}.warm.images`,
      `${vsTarget(warm.imageSeconds, 5, 's')} (${warm.encoded} encoded, ${warm.fromCache} from cache)`,
    )
    line(`realmedia.${photos}.warm.build`, warm.seconds, 's')
    const client = path.join(out, 'client')
    const img = dirStats(path.join(client, 'img'))
    const site = dirStats(client)
    line(
      `realmedia.${photos}.published`,
      `${site.files} files, ${(site.bytes / KB / KB).toFixed(0)} MB (variants: ${img.files} files, ${(img.bytes / KB / KB).toFixed(0)} MB)`,
    )
    // 10,000 photos, computed: this site, plus for each further photo its measured variant files and
    // bytes, plus one album page (the average album page measured here) for each further 20 photos.
    const n = Math.max(1, cold.sources - cold.failed)
    const perPhoto = { files: img.files / n, bytes: img.bytes / n }
    const albumPages = filesIn(path.join(client, 'SubGallery')).filter((f) => f.endsWith('.html'))
    const albumPage = albumPages.reduce((t, f) => t + fs.statSync(f).size, 0) / Math.max(1, albumPages.length)
    const more = 10_000 - n
    const computed = {
      files: Math.round(site.files + perPhoto.files * more + more / 20),
      bytes: site.bytes + perPhoto.bytes * more + (albumPage * more) / 20,
    }
    line(
      'realmedia.10000.published (computed)',
      `${computed.files} files, ${(computed.bytes / KB / KB / KB).toFixed(2)} GB (from ${perPhoto.files.toFixed(2)} files and ${(perPhoto.bytes / KB).toFixed(0)} KB a photo measured at ${photos})`,
    )
    line(
      `realmedia.${photos}.fits`,
      `GitHub Pages (1 GB): ${site.bytes < KB ** 3 ? 'yes' : 'no'}; Cloudflare Pages (20,000 files): ${site.files <= 20_000 ? 'yes' : 'no'}`,
    )
    line(
      'realmedia.10000.fits (computed)',
      `GitHub Pages (1 GB): ${computed.bytes < KB ** 3 ? 'yes' : 'no'}; Cloudflare Pages (20,000 files): ${computed.files <= 20_000 ? 'yes' : 'no'}`,
    )
  } finally {
    await api.close()
  }
}

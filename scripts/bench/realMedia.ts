// `npm run bench realmedia`: page weight on real photos (docs/images.md). Camera-sized photos and A4
// scans served by the mock API, the contract's commands (`npm run sync`, then `npm run build` with
// NCSR_API_BASE and MEDIA_BASE) in .bench/realmedia/, then a phone (412x823 at DPR 1.75) in Chromium.
// Each figure is printed beside its target from the spec's image budget, never asserted.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { endpoints } from '#lib/endpoints.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { loadMagazines } from '#lib/magazine/load.ts'
import { snapshotImageUrls } from '../images/sources.ts'
import { CHROMIUM, lighthouseLines, serveSite, type Line } from './browser.ts'
import { filesIn, run, timedBuild } from './measure.ts'
import { startPhotoApi } from './photoApi.ts'
import { ensureMedia, isPortrait, withComment } from './realPhotos.ts'

const KB = 1024
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** `value unit (target <= max unit) ok|MISSED` */
const vsTarget = (value: number, max: number, unit: string, scale = 1) =>
  `${+(value / scale).toFixed(1)} ${unit} (target <= ${max} ${unit}) ${value / scale <= max ? 'ok' : 'MISSED'}`

/** The committed snapshot with one album grown to 30 photos (an album page at its largest); the routes to measure. */
function writeFixtures(dir: string): { albumRoute: string; routes: string[] } {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync('data/api', dir, { recursive: true })
  const read = (f: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { _id: string; attachments?: string[]; images?: string[] }[]
  const gallery = read(endpoints.gallery.file)
  const album = [...gallery].sort((a, b) => (b.attachments?.length ?? 0) - (a.attachments?.length ?? 0))[0]!
  album.attachments = Array.from({ length: 30 }, (_, i) => album.attachments?.[i] ?? `gallery/bench-30/photo-${i + 1}.jpg`)
  fs.writeFileSync(path.join(dir, endpoints.gallery.file), JSON.stringify(gallery, null, 2) + '\n')
  // The first news item and the first event with a photo: their pages' largest paint is that photo.
  const newsItem = newsHref(read(endpoints.news.file).find((n) => n.attachments?.length)!._id)
  const event = eventHref(read(endpoints.events.file).find((n) => n.images?.length)!._id)
  const albumRoute = `/SubGallery/${album._id}/`
  return { albumRoute, routes: ['/', '/gallery/', albumRoute, '/news/', newsItem, '/events/', event, '/topperXII/', '/videoGallery/'] }
}

/** The image bytes a phone downloads on `url`: on opening, then after `act` (default: scrolled to the end). */
async function imageBytes(browser: Browser, url: string, act?: (page: Page) => Promise<void>) {
  const context = await browser.newContext(PHONE)
  // Bytes, not times: on the loaded 2-core machine a page can take longer than 30 s to reach network idle.
  context.setDefaultTimeout(180_000)
  context.setDefaultNavigationTimeout(180_000)
  const page = await context.newPage()
  const seen: { url: string; bytes: number; later: boolean }[] = []
  const pending: Promise<void>[] = []
  let later = false
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return
    const at = later
    pending.push(
      res.body().then(
        (b) => void seen.push({ url: res.url(), bytes: b.length, later: at }),
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
    later = true
    await (act ?? scrollToEnd)(page)
    await settle()
    const opening = seen.filter((s) => !s.later)
    return {
      // Bytes and images on opening the page (no scroll); bytes in all; the largest image, and the largest after `act`.
      first: opening.reduce((t, s) => t + s.bytes, 0),
      firstCount: opening.length,
      total: seen.reduce((t, s) => t + s.bytes, 0),
      largest: seen.reduce((b, s) => (s.bytes > b.bytes ? s : b), { bytes: 0, url: '' }),
      laterLargest: Math.max(0, ...seen.filter((s) => s.later).map((s) => s.bytes)),
    }
  } finally {
    await context.close()
  }
}

const scrollToEnd = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 120))
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
  })

/** `npm run build` timed, with the counts of its `images:` line. */
async function build(env: Record<string, string>, out: string) {
  const b = await timedBuild(env, out)
  const m = /^images: (\d+) sources, \d+ downloaded, (\d+) encoded, (\d+) from [^,]+, (\d+) failed/m.exec(b.stdout)
  if (!m) throw new Error(`no image step summary in the build output:\n${b.stdout.slice(0, 3000)}`)
  return { ...b, imageSeconds: b.steps['images'] ?? NaN, sources: +m[1]!, encoded: +m[2]!, fromCache: +m[3]!, failed: +m[4]! }
}

export async function benchRealMedia(root: string, line: Line): Promise<void> {
  const { albumRoute, routes } = writeFixtures(path.join(root, 'fixtures'))
  let media: Awaited<ReturnType<typeof ensureMedia>> | undefined
  // Each API photo its own picture; the magazine scans six pictures, each URL still its own original.
  const api = await startPhotoApi(
    path.join(root, 'fixtures'),
    (pathname) => {
      const own = media?.photos.get(pathname)
      if (own) return { bytes: fs.readFileSync(own), type: 'image/jpeg' }
      if (!media || !pathname.startsWith('/public/Images/')) return null
      const scan = media.scans[crypto.createHash('sha1').update(pathname).digest().readUInt32BE(0) % media.scans.length]!
      return { bytes: withComment(fs.readFileSync(scan), pathname), type: 'image/jpeg' }
    },
    Number(process.env.BENCH_API_PORT ?? 4391),
  )
  const out = path.join(root, 'out')
  const dataDir = path.join(root, 'data')
  const env = { NCSR_API_BASE: api.url, MEDIA_BASE: api.url, NCSR_DATA_DIR: dataDir, NCSR_IMAGE_CACHE: path.join(root, 'cache') }
  try {
    fs.rmSync(dataDir, { recursive: true, force: true })
    const synced = await run('npm', ['run', '--silent', 'sync'], { NCSR_API_BASE: api.url, NCSR_DATA_DIR: dataDir })
    if (synced.code !== 0) throw new Error(`sync failed (${synced.code}): ${synced.stderr.slice(-2000)}`)
    const paths = snapshotImageUrls(dataDir, api.url)
      .filter((u) => u.startsWith(`${api.url}/api/image/`))
      .map((u) => new URL(u).pathname)
    media = await ensureMedia(path.join(root, 'media'), paths)
    const portrait = paths.filter(isPortrait).length
    line(
      'realmedia.photos',
      `${paths.length} distinct camera photos (${paths.length - portrait} landscape 4032x3024, ${portrait} portrait)`,
    )
    // Cold: an empty cache (a fresh clone); warm: the same again (an hourly run with no new photo).
    // BENCH_COLD=0 keeps the cache of an earlier run (both builds warm: minutes instead of half an hour).
    if (process.env.BENCH_COLD !== '0') {
      fs.rmSync(env.NCSR_IMAGE_CACHE, { recursive: true, force: true })
      const cold = await build(env, out)
      line(
        'realmedia.cold.images',
        `${cold.imageSeconds} s for ${cold.encoded} encoded (${Math.round((cold.imageSeconds * 1000) / cold.encoded)} ms each)`,
      )
    }
    const warm = await build(env, out)
    line('realmedia.sources', `${warm.sources} images (${warm.failed} failed)`)
    line(
      'realmedia.warm.images',
      `${warm.imageSeconds} s for ${warm.sources} images (${warm.encoded} encoded, ${warm.fromCache} from cache)`,
    )
    line('realmedia.warm.build', warm.wallSeconds, 's')
    const client = path.join(out, 'client')
    const size = (dir: string) => {
      const files = filesIn(dir)
      return `${files.length} files, ${(files.reduce((s, f) => s + fs.statSync(f).size, 0) / KB / KB).toFixed(1)} MB`
    }
    line('realmedia.published', `${size(client)} (image variants: ${size(path.join(client, 'img'))})`)
    const originals = filesIn(client)
      .filter((f) => f.endsWith('.html'))
      .reduce((n, f) => n + (fs.readFileSync(f, 'utf8').match(/\/api\/image\/|\/public\/Images\//g)?.length ?? 0), 0)
    line('realmedia.links-to-an-original', `${originals} (target 0) ${originals === 0 ? 'ok' : 'MISSED'}`)

    const server = await serveSite(client)
    try {
      const browser = await chromium.launch({ executablePath: CHROMIUM })
      try {
        let largest = { bytes: 0, url: '' }
        for (const route of routes) {
          const r = await imageBytes(browser, server.url + route)
          line(`realmedia ${route} first view`, `${vsTarget(r.first, 400, 'KB', KB)} (${r.firstCount} images)`)
          const listing = route === '/gallery/' || route === albumRoute
          line(
            `realmedia ${route} scrolled to the end`,
            listing ? vsTarget(r.total, 2, 'MB', KB * KB) : `${(r.total / KB / KB).toFixed(2)} MB`,
          )
          if (r.largest.bytes > largest.bytes) largest = r.largest
        }
        // The magazine edition with the most pages, opened and left alone (before the first page turn).
        const edition = [...loadMagazines().editions].sort((a, b) => b.pages.length - a.pages.length)[0]!
        const mag = await imageBytes(browser, `${server.url}/magazine1/${edition.id}/`, async () => {})
        line(`realmedia /magazine1/${edition.id}/ (${edition.pages.length} pages) opening`, vsTarget(mag.first, 1, 'MB', KB * KB))
        if (mag.largest.bytes > largest.bytes) largest = mag.largest
        line('realmedia largest image outside the lightbox', `${vsTarget(largest.bytes, 150, 'KB', KB)} ${new URL(largest.url).pathname}`)
        const lightbox = await imageBytes(browser, server.url + albumRoute, async (page) => {
          await page.locator('main a[data-pswp-width]').first().click()
          await page.locator('.pswp img').first().waitFor({ state: 'visible', timeout: 10_000 })
        })
        line('realmedia lightbox image', vsTarget(lightbox.laterLargest, 500, 'KB', KB))
      } finally {
        await browser.close()
      }
      if (process.env.BENCH_LIGHTHOUSE !== '0') {
        await lighthouseLines('realmedia lighthouse', server.url, routes, Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3)), root, line)
      }
    } finally {
      await server.close()
    }
  } finally {
    await api.close()
  }
}

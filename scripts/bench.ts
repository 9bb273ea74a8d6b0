// `npm run bench`: performance figures, one per line as `name: value unit`. Prints; asserts nothing.
// Timings are noisy on a shared 2-core machine: compare figures from the same run only.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { writeSyntheticSnapshot } from './bench/generateSynthetic.ts'
import fs from 'node:fs'
import { assertReused, bundleFigure, median, pageWeights, removeSetAside, setAside, timedBuild, type BuildRun } from './bench/measure.ts'
import { lighthouse, run, startGzipStaticServer } from './bench/browser.ts'
import { benchRealMedia, benchRealMediaScale } from './bench/realMedia.ts'
import { startMockApi } from './mock-api/server.ts'
import { SAMPLE_PAGES, copySnapshot, eleventySamples, timedEleventy, writeEleventyProject, type EleventyRun } from './bench/eleventy.ts'
import { refreshSnapshot, type Refresh } from './bench/refresh.ts'
import { assertShowsTitle, countPages, pageSize, pagesFigure } from './bench/scalePages.ts'
import { startScalePhotoApi } from './bench/scalePhotos.ts'
import { indexFigures, measureSearch, prepareSearchSite } from './bench/search.ts'

const only = process.argv.slice(2)
const want = (name: string) => only.length === 0 || only.includes(name)
const line = (name: string, value: number | string, unit = '') =>
  console.log(`${name}: ${typeof value === 'number' ? +value.toFixed(2) : value}${unit ? ' ' + unit : ''}`)
// In the project's .bench/ folder (ignored by git), kept between bench runs.
const tmp = (name: string) => path.resolve('.bench', name)
/** The embedded-snapshot build (what `weight` builds), built once per bench run. */
let embeddedBuilt = false
const embeddedClient = async () => {
  if (!embeddedBuilt && !(want('weight') && fs.existsSync(tmp('embedded/client/index.html')))) await timedBuild({}, tmp('embedded'))
  embeddedBuilt = true
  return tmp('embedded/client')
}

if (want('weight')) {
  const out = tmp('embedded')
  const build = await timedBuild({}, out)
  embeddedBuilt = true
  line('embedded.build.wall', build.wallSeconds, 's')
  line('embedded.pages', build.htmlPages, 'pages')
  const weights = pageWeights(path.join(out, 'client'))
  line('embedded.html.gzip.median', median(weights.map((w) => w.htmlGzip)), 'B')
  line('embedded.html.gzip.max', Math.max(...weights.map((w) => w.htmlGzip)), 'B')
  const byJs = new Map<number, string[]>()
  for (const w of weights) {
    if (w.route.startsWith('/SubGallery/') || w.route.startsWith('/magazine1/')) continue
    line(`js.gzip ${w.route}`, w.jsGzip, 'B')
    byJs.set(w.jsGzip, [...(byJs.get(w.jsGzip) ?? []), w.route])
  }
  line('embedded.zero-js.pages', weights.filter((w) => w.jsGzip === 0).length, 'pages')
}

/** `4.04 s (runs: 4.04, 4.04, 4.01)`: the median wall time of timed builds, and each, with a note if any. */
const wallFigure = (runs: { wallSeconds: number }[], note?: string) =>
  `${median(runs.map((r) => r.wallSeconds)).toFixed(2)} s (runs: ${runs.map((r) => r.wallSeconds.toFixed(2)).join(', ')}${note ? `; ${note}` : ''})`

/** One kind of timed build of ours: its wall and processor time, each step's time (medians), and its peak memory. */
function buildFigures(name: string, runs: BuildRun[], note?: string): void {
  line(`${name}.wall`, wallFigure(runs, note))
  line(`${name}.cpu`, median(runs.map((r) => r.cpuSeconds)), 's')
  for (const step of Object.keys(runs.at(-1)!.steps)) line(`${name}.step.${step}`, median(runs.map((r) => r.steps[step] ?? NaN)), 's')
  line(`${name}.peak-rss`, Math.max(...runs.map((r) => r.peakRssMb)), 'MB')
  line(`${name}.peak-rss-all-processes`, Math.max(...runs.map((r) => r.peakTotalRssMb)), 'MB')
}

if (want('scale')) {
  // A rebuild as the hourly job runs it at this scale: every photo exists on the API, in image-CDN
  // mode (scripts/bench/scalePhotos.ts says why), with the image cache already filled by a first
  // build of each size (kept in .bench/scale-images-<albums>/ between bench runs, so only a machine's
  // first run pays the 200,000 first-byte requests). Side by side with Eleventy building the same
  // album and news pages from the same snapshot (scripts/bench/eleventy.ts). Each size is timed
  // BENCH_RUNS times (default 3), ours and Eleventy's alternating, each after a refresh of the
  // snapshot as the hourly job's (scripts/bench/refresh.ts), and the medians are compared: one run
  // of either swings by a second on this machine, which is 0.1 ms an album in the marginal figure.
  const sizes = (process.env.BENCH_ALBUMS ?? '1000,10000').split(',').map(Number)
  const repeats = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
  const api = await startScalePhotoApi(tmp('scale-photo-api'))
  const runs = []
  try {
    for (const albums of sizes) {
      const dataDir = tmp(`data-${albums}`)
      writeSyntheticSnapshot(dataDir, { albums, photosPerAlbum: 20, news: 5000, seed: 7 })
      const env = {
        NCSR_DATA_DIR: dataDir,
        NCSR_API_BASE: api.url,
        NCSR_IMAGE_CDN: 'cloudflare',
        NCSR_IMAGE_CACHE: tmp(`scale-images-${albums}`),
        // One clock for every build of the size and for the page-model check below.
        NCSR_NOW: '2026-11-28T00:00:00Z',
      }
      const out = tmp(`out-${albums}`)
      const fill = await timedBuild(env, out)
      line(`scale.${albums}.fill`, `${fill.wallSeconds.toFixed(1)} s: ${fill.imagesLine.replace(/;.*/, '')}`)
      const ours: BuildRun[] = []
      const rendered: BuildRun[] = []
      const eleventy: EleventyRun[] = []
      const eleventyDir = tmp(`eleventy-${albums}`)
      // Each timed build, ours or Eleventy's, rebuilds after a refresh of the snapshot (scripts/bench/refresh.ts).
      const site = { ours: path.join(out, 'client'), eleventy: path.join(eleventyDir, '_site') }
      // Eleventy's shells come from the fill's pages, of the snapshot as it was written.
      writeEleventyProject(eleventyDir, dataDir, eleventySamples(dataDir, site.ours), api.url)
      const refreshed: Partial<Record<keyof typeof site, Refresh>> = {}
      for (let i = 0; i < repeats; i++) {
        // Eleventy first: our last build reads the snapshot the page-model check below reads.
        setAside(site.eleventy)
        refreshed.eleventy = refreshSnapshot(dataDir, 3 * i + 1)
        copySnapshot(eleventyDir, dataDir)
        eleventy.push(timedEleventy(eleventyDir))
        // Ours twice: rendering every bulk page (no page kept: the kept pages moved aside, not
        // deleted, for the disk's sake), then as a rebuild runs, reusing the pages kept by the
        // build before it whose inputs the refresh left unchanged (scripts/build/pageCache.ts).
        refreshSnapshot(dataDir, 3 * i + 2)
        rendered.push(await timedBuild(env, out))
        assertReused(rendered.at(-1)!, 'none')
        refreshed.ours = refreshSnapshot(dataDir, 3 * i + 3)
        ours.push(await timedBuild(env, out))
        assertReused(ours.at(-1)!, 'all but the refreshed')
      }
      // A build that missed its refresh is stale, its time no rebuild's: the bench stops.
      for (const [build, r] of Object.entries(refreshed) as [keyof typeof site, Refresh][]) {
        assertShowsTitle(path.join(site[build], 'SubGallery', r.albumId, 'index.html'), r.albumTitle, build)
        assertShowsTitle(path.join(site[build], 'news', r.newsId, 'index.html'), r.newsTitle, build)
      }
      const run = ours[ours.length - 1]!
      line(`scale.${albums}.images`, run.imagesLine.replace(/;.*/, ''))
      buildFigures(`scale.${albums}.build`, ours)
      line(`scale.${albums}.build.reused`, `${run.bulk.reused} of ${run.bulk.pages} bulk pages`)
      buildFigures(`scale.${albums}.build-rendered`, rendered, 'every bulk page rendered')
      line(`scale.${albums}.bundle`, bundleFigure([...rendered, ...ours]))
      line(`scale.${albums}.pages`, pagesFigure(countPages(site.ours)))
      line(`scale.${albums}.output`, run.outputMb, 'MB')
      const weights = pageWeights(path.join(out, 'client'))
      line(`scale.${albums}.html.gzip.median`, median(weights.map((w) => w.htmlGzip)), 'B')
      line(`scale.${albums}.html.gzip.max`, Math.max(...weights.map((w) => w.htmlGzip)), 'B')
      line(`scale.${albums}.eleventy.wall`, wallFigure(eleventy))
      line(`scale.${albums}.eleventy.cpu`, median(eleventy.map((r) => r.cpuSeconds)), 's')
      line(`scale.${albums}.eleventy.peak-rss`, Math.max(...eleventy.map((r) => r.peakRssMb)), 'MB')
      line(`scale.${albums}.eleventy.pages`, pagesFigure(eleventy[0]!.pages))
      // One page of each kind, ours and Eleventy's: the same markup should weigh about the same.
      for (const [kind, file] of Object.entries(SAMPLE_PAGES)) {
        const [a, b] = [pageSize(path.join(site.ours, file)), pageSize(path.join(site.eleventy, file))]
        line(`scale.${albums}.page.${kind}`, `ours ${a.bytes} B (gzip ${a.gzip} B), Eleventy ${b.bytes} B (gzip ${b.gzip} B): ${file}`)
      }
      // One page model: every bulk page of the last build is the page Vike renders for its address.
      const model = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/checkPageModel.ts', out, '/', '/gallery', '/news'], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
      const modelLines = model.stdout.trim().split('\n')
      line(
        `scale.${albums}.page-model`,
        `${modelLines.at(-1)}${model.status === 0 ? '' : ` (exit ${model.status}; first: ${modelLines[0]})`}`,
      )
      runs.push({ albums, ours, rendered, eleventy })
    }
  } finally {
    await api.close()
  }
  const [small, large] = runs
  if (small && large) {
    const perAlbum = (of: (r: BuildRun | EleventyRun) => number, a: (BuildRun | EleventyRun)[], b: (BuildRun | EleventyRun)[]) =>
      ((median(b.map(of)) - median(a.map(of))) * 1000) / (large.albums - small.albums)
    const wall = (r: BuildRun | EleventyRun) => r.wallSeconds
    const cpu = (r: BuildRun | EleventyRun) => r.cpuSeconds
    line('scale.marginal-per-album', perAlbum(wall, small.ours, large.ours), 'ms')
    line('scale.marginal-per-album.rendered', perAlbum(wall, small.rendered, large.rendered), 'ms')
    line('scale.marginal-per-album.eleventy', perAlbum(wall, small.eleventy, large.eleventy), 'ms')
    line(
      'scale.marginal-per-album.bulk-step',
      perAlbum((r) => ('steps' in r ? (r.steps['bulk'] ?? NaN) : NaN), small.ours, large.ours),
      'ms',
    )
    // Processor time: what the build costs whatever else the machine runs (both cores counted).
    line('scale.marginal-cpu-per-album', perAlbum(cpu, small.ours, large.ours), 'ms')
    line('scale.marginal-cpu-per-album.rendered', perAlbum(cpu, small.rendered, large.rendered), 'ms')
    line('scale.marginal-cpu-per-album.eleventy', perAlbum(cpu, small.eleventy, large.eleventy), 'ms')
  }
}

if (want('sync')) {
  // `npm run sync` against the mock API serving the 10,000-album data set (written by `scale`, or here).
  const fixtureDir = tmp('data-10000')
  if (!fs.existsSync(path.join(fixtureDir, 'gallery.json')))
    writeSyntheticSnapshot(fixtureDir, { albums: 10000, photosPerAlbum: 20, news: 5000, seed: 7 })
  const api = await startMockApi({ fixtureDir, port: 0 })
  try {
    const dataDir = tmp('sync-10000')
    fs.rmSync(dataDir, { recursive: true, force: true })
    const res = await run('/usr/bin/time', ['-v', 'npm', 'run', '--silent', 'sync', '--', '--summary', path.join(dataDir, 'summary.md')], {
      NCSR_API_BASE: api.url,
      NCSR_DATA_DIR: dataDir,
    })
    if (res.code !== 0) throw new Error(`sync failed (${res.code}): ${res.stderr.slice(-2000)}`)
    line('sync.10000.wall', res.seconds, 's')
    line('sync.10000.peak-rss', Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(res.stderr)?.[1] ?? NaN) / 1024, 'MB')
    line('sync.10000.gallery.json', fs.statSync(path.join(dataDir, 'gallery.json')).size / 1024 / 1024, 'MB')
  } finally {
    await api.close()
  }
}

if (want('realmedia')) {
  // Camera photos and A4 scans through sync + build + a phone (scripts/bench/realMedia.ts, docs/images.md).
  await benchRealMedia(tmp('realmedia'), line)
}

if (want('realmedia-scale')) {
  // BENCH_PHOTOS (default 1000) distinct camera photos: cold and warm image time, published size and files.
  await benchRealMediaScale(tmp('realmedia'), line)
}

if (want('lighthouse')) {
  const client = await embeddedClient()
  const album = fs.readdirSync(path.join(client, 'SubGallery'), { withFileTypes: true }).find((e) => e.isDirectory())!.name
  const server = await startGzipStaticServer(client)
  try {
    // BENCH_ROUTES=/,/news/ measures only those (the default is six pages, one of each kind).
    const routes = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/news/', '/gallery/', `/SubGallery/${album}/`, '/magazine1/2/', '/about/']
    for (const route of routes) {
      const name = route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '_')
      const f = await lighthouse(server.url + route, tmp(`lighthouse-${name}.json`))
      line(`lighthouse ${route} performance`, f.performance)
      line(`lighthouse ${route} accessibility`, f.accessibility)
      line(`lighthouse ${route} best-practices`, f.bestPractices)
      line(`lighthouse ${route} seo`, f.seo)
      line(`lighthouse ${route} lcp`, f.lcpMs, 'ms')
      line(`lighthouse ${route} tbt`, f.tbtMs, 'ms')
      line(`lighthouse ${route} cls`, +f.cls.toFixed(3))
    }
  } finally {
    await server.close()
  }
}

if (want('search')) {
  // The site search at 20,000 entries (BENCH_SEARCH_ENTRIES): the embedded build's own entries plus
  // ten synthetic years, the query typed key by key (BENCH_TYPING_MS apart), against the old
  // main-thread search in the same run. Targets (docs/search.md): <= 400 KB before the first
  // result, <= 50 ms main-thread blocking per keystroke, first results <= 300 ms after the last key.
  const count = Number(process.env.BENCH_SEARCH_ENTRIES ?? 20_000)
  const query = process.env.BENCH_SEARCH_QUERY ?? 'anual sprots day'
  const typing = Number(process.env.BENCH_TYPING_MS ?? 150)
  const site = prepareSearchSite(await embeddedClient(), tmp(`search-${count}`), count)
  const f = indexFigures(site.root, site.manifest, site.entries)
  line(`search.${count}.entries`, site.entries.length, 'entries')
  line(`search.${count}.shards`, f.shards, 'shards')
  line(`search.${count}.first-shard.entries`, f.firstEntries, 'entries')
  line(`search.${count}.first-shard.gzip`, f.firstGzip, 'B')
  line(`search.${count}.manifest.gzip`, f.manifestGzip, 'B')
  line(`search.${count}.worker-js.gzip`, f.workerGzip, 'B')
  line(`search.${count}.all-shards.gzip`, f.allShardsGzip, 'B')
  line(`search.${count}.old-single-index.gzip`, f.oldIndexGzip, 'B')
  // Fuse.createIndex/parseIndex, considered: bytes it would add against worker time it would save.
  line(`search.${count}.prebuilt-fuse-index.first-shard.gzip`, f.firstPrebuiltIndexGzip, 'B')
  line(`search.${count}.prebuilt-fuse-index.all.gzip`, f.allPrebuiltIndexGzip, 'B')
  line(`search.${count}.index-build.first-shard (node)`, f.firstBuildIndexMs, 'ms')
  line(`search.${count}.index-parse.first-shard (node)`, f.firstParseIndexMs, 'ms')
  line(`search.${count}.index-build.all (node)`, f.allBuildIndexMs, 'ms')
  line(`search.${count}.index-parse.all (node)`, f.allParseIndexMs, 'ms')
  const server = await startGzipStaticServer(site.root)
  try {
    const { now, old } = await measureSearch(server.url, query, typing)
    const row = (name: string, unit: string, pick: (x: typeof now) => number) => {
      line(`search.${count}.${name} worker (old main-thread)`, `${+pick(now).toFixed(1)} (${+pick(old).toFixed(1)})`, unit)
    }
    console.log(
      `# query "${query}" typed ${typing} ms a key; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    )
    row('transfer-before-first-result', 'B', (x) => x.bytesBeforeFirst)
    row('transfer-before-first-result.search-files', 'B', (x) => x.searchBytesBeforeFirst)
    row('main-thread-blocking-per-keystroke.max', 'ms', (x) => x.blockingMaxMs)
    row('main-thread-blocking-per-keystroke.median', 'ms', (x) => x.blockingMedianMs)
    row('typing-total-blocking-time', 'ms', (x) => x.typingTbtMs)
    row('last-key-to-first-results', 'ms', (x) => x.lastKeyToFirstMs)
    row('last-key-to-complete-results', 'ms', (x) => x.lastKeyToDoneMs)
    row('address-q-to-first-results', 'ms', (x) => x.addressToFirstMs)
  } finally {
    await server.close()
  }
}

// Earlier outputs were only moved aside while builds were timed (measure.ts setAside).
removeSetAside(path.resolve('.bench'))

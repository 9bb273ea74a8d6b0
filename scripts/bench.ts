// `npm run bench [kind…]`: performance figures of the product, one a line as `name: value unit`
// (docs/performance.md). Prints; asserts nothing. Timings are noisy on a shared 2-core machine:
// compare figures from one run only, and read them with the load average printed at each end.
import fs from 'node:fs'
import path from 'node:path'
import { lighthouseLines, serveSite } from './bench/browser.ts'
import { writeSyntheticSnapshot } from './bench/generateSynthetic.ts'
import { median, pageWeights, removeSetAside, run, timedBuild, type BuildRun } from './bench/measure.ts'
import { startScalePhotoApi } from './bench/photoApi.ts'
import { benchRealMedia } from './bench/realMedia.ts'
import { refreshSnapshot } from './bench/refresh.ts'
import { measureSearch, prepareSearchSite } from './bench/search.ts'
import { startMockApi } from './mock-api/server.ts'

const KINDS = ['weight', 'scale', 'sync', 'realmedia', 'lighthouse', 'search']
const asked = process.argv.slice(2)
for (const kind of asked) if (!KINDS.includes(kind)) throw new Error(`bench: no kind "${kind}" (kinds: ${KINDS.join(', ')})`)
const want = (kind: string) => asked.length === 0 || asked.includes(kind)
const line = (name: string, value: number | string, unit = '') =>
  console.log(`${name}: ${typeof value === 'number' ? +value.toFixed(2) : value}${unit ? ' ' + unit : ''}`)
const loadAverage = () => line('load average', fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '))
// In the project's .bench/ folder (ignored by git; a build's output must be inside the project).
const tmp = (name: string) => path.resolve('.bench', name)

/** The build of the committed snapshot, made once a bench run. */
let embedded: BuildRun | undefined
const embeddedClient = async () => {
  embedded ??= await timedBuild({}, tmp('embedded'))
  return tmp('embedded/client')
}

loadAverage()

if (want('weight')) {
  const weights = pageWeights(await embeddedClient())
  line('weight.build', embedded!.wallSeconds, 's')
  line('weight.pages', weights.length, 'pages')
  line('weight.html.gzip.median', median(weights.map((w) => w.htmlGzip)), 'B')
  line('weight.html.gzip.max', Math.max(...weights.map((w) => w.htmlGzip)), 'B')
  line('weight.zero-js.pages', weights.filter((w) => w.jsGzip === 0).length, 'pages')
  for (const w of weights) if (w.jsGzip > 0) line(`weight.js.gzip ${w.route}`, w.jsGzip, 'B')
}

if (want('scale')) {
  // The hourly job's rebuild at BENCH_ALBUMS sizes of a synthetic snapshot whose photos exist, in
  // image-CDN mode (scripts/bench/photoApi.ts says why), the image cache filled by a first build
  // (kept in .bench/scale-images-<albums>/, so only a machine's first run pays the 200,000 first-byte
  // requests), then BENCH_RUNS timed builds, each after a refresh of the snapshot.
  const sizes = (process.env.BENCH_ALBUMS ?? '1000,10000').split(',').map(Number)
  const repeats = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
  const api = await startScalePhotoApi(tmp('scale-photo-api'))
  const sized: { albums: number; runs: BuildRun[] }[] = []
  try {
    for (const albums of sizes) {
      const dataDir = tmp(`data-${albums}`)
      writeSyntheticSnapshot(dataDir, { albums, photosPerAlbum: 20, news: 5000, seed: 7 })
      // One clock for every build, so that every run writes the same pages.
      const env = {
        NCSR_DATA_DIR: dataDir,
        NCSR_API_BASE: api.url,
        NCSR_IMAGE_CDN: 'cloudflare',
        NCSR_IMAGE_CACHE: tmp(`scale-images-${albums}`),
        NCSR_NOW: '2026-11-28T00:00:00Z',
      }
      const out = tmp(`out-${albums}`)
      const fill = await timedBuild(env, out)
      line(`scale.${albums}.fill`, `${fill.wallSeconds.toFixed(1)} s; ${/^images: [^;]*/m.exec(fill.stdout)?.[0]}`)
      const runs: BuildRun[] = []
      for (let i = 1; i <= repeats; i++) {
        refreshSnapshot(dataDir, i)
        runs.push(await timedBuild(env, out))
      }
      /** `scale.1000.wall: 4.04 s (runs: 4.04, 4.11, 4.01)`: the median and each run. */
      const seconds = (name: string, pick: (r: BuildRun) => number, note = '') =>
        line(
          `scale.${albums}.${name}`,
          `${median(runs.map(pick)).toFixed(2)} s (runs: ${runs.map((r) => pick(r).toFixed(2)).join(', ')})${note}`,
        )
      seconds('wall', (r) => r.wallSeconds)
      seconds('cpu', (r) => r.cpuSeconds)
      for (const step of Object.keys(runs[0]!.steps)) {
        const mb = Math.max(...runs.map((r) => r.stepMb[step] ?? NaN))
        seconds(`step.${step.replace(' ', '-')}`, (r) => r.steps[step] ?? NaN, `; the build's process ${mb} MB after it`)
      }
      line(`scale.${albums}.peak-rss.largest-process`, Math.max(...runs.map((r) => r.peakRssMb)), 'MB')
      line(`scale.${albums}.peak-rss.all-processes`, Math.max(...runs.map((r) => r.peakTotalRssMb)), 'MB')
      line(`scale.${albums}.pages`, runs.at(-1)!.htmlPages, 'pages')
      line(`scale.${albums}.output`, runs.at(-1)!.outputMb, 'MB')
      sized.push({ albums, runs })
    }
  } finally {
    await api.close()
  }
  // What one more album costs, from the medians of the first two sizes.
  const [small, large] = sized
  if (small && large) {
    const perAlbum = (pick: (r: BuildRun) => number) =>
      ((median(large.runs.map(pick)) - median(small.runs.map(pick))) * 1000) / (large.albums - small.albums)
    for (const [name, pick] of [['wall', (r: BuildRun) => r.wallSeconds] as const, ['cpu', (r: BuildRun) => r.cpuSeconds] as const])
      line(`scale.marginal-per-album.${name}`, perAlbum(pick), 'ms')
  }
}

if (want('sync')) {
  // `npm run sync` against the mock API serving the 10,000-album snapshot (written by `scale`, or here).
  const fixtureDir = tmp('data-10000')
  if (!fs.existsSync(path.join(fixtureDir, 'gallery.json')))
    writeSyntheticSnapshot(fixtureDir, { albums: 10000, photosPerAlbum: 20, news: 5000, seed: 7 })
  const api = await startMockApi({ fixtureDir, port: 0 })
  try {
    const dataDir = tmp('sync-10000')
    fs.rmSync(dataDir, { recursive: true, force: true })
    const res = await run('/usr/bin/time', ['-v', 'npm', 'run', '--silent', 'sync'], { NCSR_API_BASE: api.url, NCSR_DATA_DIR: dataDir })
    if (res.code !== 0) throw new Error(`sync failed (${res.code}): ${res.stderr.slice(-2000)}`)
    line('sync.10000.wall', res.seconds, 's')
    line('sync.10000.peak-rss', Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(res.stderr)?.[1] ?? NaN) / 1024, 'MB')
    line('sync.10000.gallery.json', fs.statSync(path.join(dataDir, 'gallery.json')).size / 1024 / 1024, 'MB')
  } finally {
    await api.close()
  }
}

if (want('realmedia')) await benchRealMedia(tmp('realmedia'), line)

if (want('lighthouse')) {
  // Pages of the committed snapshot's build (or of the built client folder BENCH_SITE), one of each
  // kind (BENCH_ROUTES=/,/news/ for some), BENCH_LH_RUNS times.
  const client = process.env.BENCH_SITE ? path.resolve(process.env.BENCH_SITE) : await embeddedClient()
  const album = fs.readdirSync(path.join(client, 'SubGallery'), { withFileTypes: true }).find((e) => e.isDirectory())!.name
  const routes = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/news/', '/gallery/', `/SubGallery/${album}/`, '/magazine1/2/', '/about/']
  const server = await serveSite(client)
  try {
    await lighthouseLines('lighthouse', server.url, routes, Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1)), tmp('.'), line)
  } finally {
    await server.close()
  }
}

if (want('search')) {
  // The site search at BENCH_SEARCH_ENTRIES (default 20,000): the committed snapshot's entries plus
  // ten synthetic years, the query typed key by key BENCH_TYPING_MS apart (docs/search.md).
  const count = Number(process.env.BENCH_SEARCH_ENTRIES ?? 20_000)
  const query = process.env.BENCH_SEARCH_QUERY ?? 'anual sprots day'
  const typing = Number(process.env.BENCH_TYPING_MS ?? 150)
  const site = prepareSearchSite(await embeddedClient(), tmp(`search-${count}`), count)
  const server = await serveSite(site.root)
  try {
    const typed = await measureSearch(`${server.url}/search/`, query, typing)
    line(`search.${count}.query`, `"${query}" typed ${typing} ms a key`)
    for (const [name, value, unit] of [...site.figures, ...typed]) line(`search.${count}.${name}`, value, unit)
  } finally {
    await server.close()
  }
}

// Earlier outputs were only moved aside while builds were timed (scripts/bench/measure.ts).
removeSetAside(path.resolve('.bench'))
loadAverage()

// `npm run bench`: performance figures, one per line as `name: value unit`. Prints; asserts nothing.
// Timings are noisy on a shared 2-core machine: compare figures from the same run only.
import path from 'node:path'
import { writeSyntheticSnapshot } from './bench/generateSynthetic.ts'
import { median, pageWeights, timedBuild } from './bench/measure.ts'

const only = process.argv.slice(2)
const want = (name: string) => only.length === 0 || only.includes(name)
const line = (name: string, value: number | string, unit = '') => console.log(`${name}: ${typeof value === 'number' ? +value.toFixed(2) : value}${unit ? ' ' + unit : ''}`)
// Inside the project: vike build cannot find its manifest when outDir is outside the root.
const tmp = (name: string) => path.resolve('.bench', name)

if (want('weight')) {
  const out = tmp('embedded')
  const run = timedBuild({}, out)
  line('embedded.build.wall', run.wallSeconds, 's')
  line('embedded.pages', run.htmlPages, 'pages')
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

if (want('scale')) {
  const sizes = (process.env.BENCH_ALBUMS ?? '1000,10000').split(',').map(Number)
  const runs = sizes.map((albums) => {
    const dataDir = tmp(`data-${albums}`)
    writeSyntheticSnapshot(dataDir, { albums, photosPerAlbum: 20, news: 5000, seed: 7 })
    const run = timedBuild({ NCSR_DATA_DIR: dataDir }, tmp(`out-${albums}`))
    line(`scale.${albums}.build.wall`, run.wallSeconds, 's')
    line(`scale.${albums}.build.peak-rss`, run.peakRssMb, 'MB')
    line(`scale.${albums}.pages`, run.htmlPages, 'pages')
    line(`scale.${albums}.output`, run.outputMb, 'MB')
    const weights = pageWeights(path.join(tmp(`out-${albums}`), 'client'))
    line(`scale.${albums}.html.gzip.median`, median(weights.map((w) => w.htmlGzip)), 'B')
    line(`scale.${albums}.html.gzip.max`, Math.max(...weights.map((w) => w.htmlGzip)), 'B')
    return run
  })
  const [small, large] = runs
  if (small && large) line('scale.marginal-per-page', ((large.wallSeconds - small.wallSeconds) * 1000) / (large.htmlPages - small.htmlPages), 'ms')
}

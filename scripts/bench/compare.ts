// A/B Lighthouse: `node --import tsx scripts/bench/compare.ts DIR_A DIR_B [runs]` alternates runs between
// two built client folders (each served by the bench's gzip server) so the noisy machine affects both alike.
// The last report of each side is left in .bench/compare-A.json and .bench/compare-B.json.
// BENCH_THROTTLING=devtools: the network and processor really throttled (scripts/bench/browser.ts).
import path from 'node:path'
import { lighthouse, startGzipStaticServer } from './browser.ts'

const [a, b, runsArg] = process.argv.slice(2)
if (!a || !b) throw new Error('usage: compare.ts DIR_A DIR_B [runs]')
const runs = Number(runsArg ?? 3)
const routes = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/news/', '/gallery/']
const servers = await Promise.all([a, b].map((d) => startGzipStaticServer(path.resolve(d))))
try {
  for (const route of routes) {
    for (let i = 0; i < runs; i++) {
      for (const [k, s] of servers.entries()) {
        const f = await lighthouse(s.url + route, path.resolve(`.bench/compare-${k === 0 ? 'A' : 'B'}.json`))
        console.log(
          `${route} ${k === 0 ? 'A' : 'B'} perf ${f.performance} lcp ${Math.round(f.lcpMs)} tbt ${Math.round(f.tbtMs)} cls ${f.cls.toFixed(3)}`,
        )
      }
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.close()))
}

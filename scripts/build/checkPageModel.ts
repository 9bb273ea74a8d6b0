// One page model, checked on any finished build (docs/architecture.md "The build, step by step"):
// every album, news item and event page the bulk step's loop wrote (scripts/build/bulkWorker.ts) is,
// byte for byte, the page Vike renders for its address from the same build, once the build's steps
// after Vike's prerender have run on it (scripts/build/islandlessPages.ts, then the publish step's
// module preloads). Routes given on the command line (pages Vike prerendered) are held to the same
// comparison, which shows that Vike's renderPage gives what its prerender wrote.
//   node --import tsx scripts/build/checkPageModel.ts OUT_DIR [ROUTE…]
// with the build's own environment (NCSR_DATA_DIR and the rest: the pages read them; NCSR_NOW too, so
// both renders use one clock: a page that lists what is upcoming depends on it). It imports
// OUT_DIR/server (the server bundle the build's prerender used) and renders each address with
// renderPage (https://vike.dev/renderPage), the production render Vike's prerender also runs, in a
// process of its own started as the build's is (tsx's loader, so one copy of lib/, React's
// production build). Prints each page that differs (its first differing line) and a summary line:
// `page model: 15073 pages compared, 0 differ, in 41.2 s`; exits 1 when one differs.
// Run by tests/e2e/bulkPages.spec.ts on the test build, and by the scale bench on its largest build.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [outDir, ...prerendered] = process.argv.slice(2)
if (!outDir) throw new Error('usage: checkPageModel.ts OUT_DIR [ROUTE…]')
process.env.NODE_ENV = 'production'
process.env.NCSR_OUT_DIR = outDir
const clientDir = path.resolve(outDir, 'client')

const started = performance.now()
const { BULK_KINDS, bulkRoutes } = await import('./bulkPages.ts')
const { withoutIdleScripts } = await import('./islandlessPages.ts')
const { staticImportGraph, withModulePreloads } = await import('./modulePreloads.ts')
const byKind = BULK_KINDS.map((kind) => ({ kind, routes: bulkRoutes(kind) }))
const routes = [...prerendered, ...byKind.flatMap((k) => k.routes)]
await import(pathToFileURL(path.resolve(outDir, 'server', 'entry.mjs')).href)
const { renderPage } = await import('vike/server')
const importsOf = staticImportGraph(clientDir)

/** The first line where two pages part, for the message. */
function firstDifference(built: string, rendered: string): string {
  const a = built.split('\n')
  const b = rendered.split('\n')
  const i = a.findIndex((line, n) => line !== b[n])
  const at = i < 0 ? a.length : i
  return `line ${at + 1}: built ${JSON.stringify((a[at] ?? '(end)').slice(0, 160))}, Vike ${JSON.stringify((b[at] ?? '(end)').slice(0, 160))}`
}

let differ = 0
for (const route of routes) {
  const { httpResponse } = await renderPage({ urlOriginal: route })
  const file = path.join(clientDir, route.slice(1), 'index.html')
  let problem: string | undefined
  if (httpResponse?.statusCode !== 200) problem = `Vike answered ${httpResponse?.statusCode ?? 'nothing'}`
  else if (!fs.existsSync(file)) problem = 'the build wrote no page'
  else {
    const built = fs.readFileSync(file, 'utf8')
    const byVike = withModulePreloads(withoutIdleScripts(httpResponse.body), importsOf)
    if (built !== byVike) problem = firstDifference(built, byVike)
  }
  if (problem) {
    differ++
    console.log(`${route}: ${problem}`)
  }
}
const kinds = byKind.map((k) => `${k.routes.length} ${k.kind}`).join(', ')
console.log(
  `page model: ${routes.length} pages compared (${kinds}, ${prerendered.length} prerendered), ${differ} differ, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
process.exitCode = differ ? 1 : 0

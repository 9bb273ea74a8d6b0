// `npm run build`: the whole build, top to bottom (docs/architecture.md "The build, step by step").
// Its variables: docs/contract.md "Environment variables" (read by lib/config/buildEnv.ts).
//   1. images    variants of every image the pages show, and the manifest pages read (scripts/images/)
//   2. bundle    `vike build`: client and server bundles (no HTML yet), in a process of its own that
//                starts first; step 1 runs meanwhile, then the listing JSON files are made
//                (scripts/vite/listingFiles.ts). A warm rebuild (only the API's snapshots changed)
//                copies back the bundle its inputs made last time (scripts/build/bundleCache.ts)
//   3. prerender Vike renders every page but the bulk ones; pages with no island lose the client
//                entry Vike gave them (scripts/build/islandlessPages.ts)
//   4. bulk      every album, news item and event page, by a plain loop in a pool of worker processes
//                (scripts/build/bulkPages.ts), on the cores step 3 leaves free; a page an earlier
//                build with the same bundle made from the same inputs is reused (scripts/build/pageCache.ts)
//   then         the images shared links show: social cards and photo crops (scripts/images/shareImages.ts)
//   5. publish   image variants, sitemap, feeds, search index, _headers, _redirects (scripts/postbuild/)
//   6. admin     the editor at /admin/ (scripts/admin/)
//   then a check that the sync token is in no file of the output (scripts/postbuild/syncTokenScan.ts)
// The listing files and the pages read the manifest of step 1, so they come after it; the variants
// are published in step 5, once, because step 2 empties dist/client.
// Node runs this file as it is (its own type stripping: tsconfig.json's erasableSyntaxOnly keeps the
// code to what it can strip); only the bulk step's workers, which render .tsx modules, load tsx.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BuildEnvError, CONTENT_DIR, pinBuildEnv, type BuildEnv } from '#lib/config/buildEnv.ts'
import { sourceFileProblems } from '#lib/content/sourceFiles.ts'
import { endOnFailure } from './build/endOnFailure.ts'

// React's production build for steps 3 and 4 (what `vike build` would pick), set before React loads;
// the bulk step's workers inherit it.
process.env.NODE_ENV = 'production'

const outDir = path.resolve(process.env.NCSR_OUT_DIR || 'dist')
const clientDir = path.join(outDir, 'client')
// The settings first: one the build cannot go on with (a deploy build without SITE_URL) stops it
// here, with its message alone, before anything is removed or started.
let env: BuildEnv
try {
  env = pinBuildEnv()
} catch (e) {
  if (!(e instanceof BuildEnvError)) throw e
  console.error(`build: ${e.message}`)
  process.exit(1)
}
// Then the source folders: a symbolic link (or fifo, socket, device) in public/ or data/, or a file
// public/ may not publish (raw HTML, an SVG with script…), stops the build here, before Vite copies
// public/ into the site (lib/content/sourceFiles.ts).
const refused = sourceFileProblems({ publicDir: path.resolve('public'), dataDirs: [path.resolve('data'), env.dataDir, CONTENT_DIR] })
if (refused.length) {
  console.error(`build: ${refused.length} file${refused.length === 1 ? '' : 's'} the site may not publish or read:`)
  for (const p of refused) console.error('  ' + p)
  process.exit(1)
}
// Then the chains of + files of the bulk pages: one that sets what the bulk pages' loop cannot apply
// as Vike would stops the build here, naming the setting and its file (scripts/build/pageModel.ts),
// not once the bundle is made. Their +Page and +data are checked as the loop's workers load them.
const { checkBulkPageModels } = await import('./build/bulkPageModels.ts')
const { PageModelError } = await import('./build/pageModel.ts')
try {
  await checkBulkPageModels()
} catch (e) {
  if (!(e instanceof PageModelError)) throw e
  console.error(`build: ${e.message}`)
  process.exit(1)
}
const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024)
// Each step's line ends with its time and the process's memory after it: `bundle: 9.1 s, 310 MB`.
// …and this process's processor time in it (not its child processes'): `(cpu 7.9 s)`.
let cpu = process.cpuUsage()
const begin = () => {
  cpu = process.cpuUsage()
  return performance.now()
}
const seconds = (since: number) => {
  const used = process.cpuUsage(cpu)
  return `(cpu ${((used.user + used.system) / 1e6).toFixed(1)} s) ${((performance.now() - since) / 1000).toFixed(1)} s, ${mb()} MB`
}
/** `vike build` in a process of its own, and its end: a rejection names how it failed. */
function vikeBuild(): { vite: ChildProcess; done: Promise<void> } {
  const vite = spawn(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build'], { stdio: 'inherit' })
  const done = new Promise<void>((resolve, reject) =>
    vite
      .on('error', reject)
      .on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vike build failed (${signal ?? `exit ${code}`})`)))),
  )
  return { vite, done }
}
// One build at a time in this checkout: a second waits here, printing who holds the lock (scripts/build/buildLock.ts).
const { holdBuildLock } = await import('./build/buildLock.ts')
await holdBuildLock()
const started = performance.now()
let t = started

// A clean output folder (removing 15,000 pages here takes a second; Vite's own emptying, a minute).
fs.rmSync(clientDir, { recursive: true, force: true })

t = begin()
// Step 2: a warm rebuild (the same sources, packages, content and variables; only the API's
// snapshots changed) copies back the bundle the last such build made (scripts/build/bundleCache.ts).
const { bundleCacheDir, bundleKey, keepBundle, restoreBundle } = await import('./build/bundleCache.ts')
const bundleCache = bundleCacheDir(process.cwd())
const key = bundleKey({ root: process.cwd(), outDir, dataDir: env.dataDir, contentDir: CONTENT_DIR, env: process.env })
const restored = key === null ? null : restoreBundle(bundleCache, key, outDir)
// Otherwise step 2 starts first and runs in its own process: the bundle needs nothing from step 1
// (the listing files, which read the image manifest, are made here), and Vite's memory (about 250 MB
// at 10,000 albums) is given back before the pages are rendered, which keeps the build's peak low and
// the garbage collection of the steps after it short.
const bundling = restored ? { vite: undefined, done: restored } : vikeBuild()
const bundled = bundling.done
// Awaited once the work below is done; a failed bundle is reported then, not as an unhandled rejection.
bundled.catch(() => undefined)
/** Whatever fails stops Vite too, and the build ends with exit code 1. */
const fail = endOnFailure(bundling.vite ? [bundling.vite] : [])
// The bulk pages' workers (step 4) load the page modules meanwhile; a page model they cannot load
// ends the build as soon as they say so, and no page is rendered before they have.
const { loadPageModels, planBulkPages, startBulkPool, writeBulkPages } = await import('./build/bulkPages.ts')
const bulkPool = startBulkPool(env.now)
const modelsLoaded = loadPageModels(bulkPool)
modelsLoaded.catch(fail)

// Step 1, while Vite bundles.
const { runImageStep } = await import('./images/run.ts')
const { imageCdnFromEnv } = await import('#lib/images/cdn.ts')
// With NCSR_IMAGE_CDN set, a CDN resizes the API's images and this step only learns their sizes.
const images = await runImageStep({
  env,
  outDir,
  cdn: imageCdnFromEnv(),
  publish: false,
  log: (line) => console.log(`${line}, ${mb()} MB`),
})
// The listing files and the prerender's pages read the manifest from here, not from the file.
const { adoptManifest } = await import('#lib/images/responsive.ts')
adoptManifest(outDir, images.manifest)

// Then this process makes the listing files, whose cards and names the prerender's pages reuse.
const { makeListingFiles, writeListingFiles } = await import('./vite/listingFiles.ts')
const listings = makeListingFiles()
// Vike's prerender API, and its Vite plugin's module, which the prerender adds itself (below): half
// a second of modules (Vite, Rolldown, Babel; 1.2 s under tsx's loader, which this process no longer
// runs) loaded while this process waits for the bundle, not after it, where the prerender and the
// bulk pages' workers share the two cores (docs/performance.md "Build scale").
const vikeApi = import('vike/api')
const vikePluginModule = import('vike/plugin')
await bundled
// Kept before anything else writes into the output folder.
if (key && !restored) await keepBundle(bundleCache, key, outDir)
writeListingFiles(clientDir, listings)
const kept = key
  ? `bundle ${key.slice(0, 12)} ${restored ? 'reused: its inputs are unchanged' : 'made and kept'}`
  : 'bundle made (not a git checkout: none is kept)'
console.log(`bundle: ${seconds(t)} (${kept}; ${listings.length} listing files)`)

t = begin()
// Steps 3 and 4 at once: the bulk pages need only the bundle and the image manifest, and their
// workers take the cores the prerender (mostly one) leaves. The prerender starts now; the bulk pages
// once the workers have loaded their page models (which a warm rebuild, whose bundle is only copied
// back, may not have waited for).
// With a bundle key, the bulk pages of an earlier build with the same bundle whose inputs are
// unchanged are reused, not rendered again (scripts/build/pageCache.ts).
const { pageCacheDir, pruneKeptPages } = await import('./build/pageCache.ts')
const bulkPlan = planBulkPages(clientDir, undefined, key ? pageCacheDir(process.cwd(), key) : undefined)
// Its time is wall time: its processor time is the workers'.
const bulk = modelsLoaded
  .then(() => writeBulkPages(bulkPool, bulkPlan))
  .then(({ reused, audit, shareAssets }) => ({
    ...bulkPlan,
    reused,
    audit,
    shareAssets,
    seconds: `${((performance.now() - t) / 1000).toFixed(1)} s, ${mb()} MB`,
  }))
// Reported below, once the prerender is done; this keeps an early failure from being "unhandled" till then.
bulk.catch(() => undefined)
const { prerender } = await vikeApi
await vikePluginModule
// The prerender only reads the built bundles: given the output folder instead of vite.config.ts
// (https://vike.dev/prerender-programmatic: `configFile: false`), it loads none of the other plugins
// (the Preact swap, the licence notices…), about 55 MB less in this process for the same pages. No
// plugin at all: Vike adds its own within the call. Calling `vike()` here, outside the call, made
// Vike resolve its settings there and then as for `vike dev`, loading vite.config.ts to do so (a
// bundle of 47 files, run in this process: 0.1-0.2 s of processor time).
// Its outDir relative to the project, as vite.config.ts gives it; outside the project, the server
// bundle finds its dependencies through a link to the project's (scripts/vite/outDir.ts).
const { linkDependencies, outDirForVite } = await import('./vite/outDir.ts')
linkDependencies(outDir)
await prerender({ viteConfig: { configFile: false, root: process.cwd(), plugins: [], build: { outDir: outDirForVite(outDir) } } })
const { stripIdleScripts } = await import('../scripts/build/islandlessPages.ts')
const idle = stripIdleScripts(clientDir, bulkPlan.files)
console.log(`prerender: ${seconds(t)} (${idle} pages without islands, so without scripts)`)
const written = await bulk
console.log(
  `bulk: ${written.kinds.map((b) => `${b.pages} ${b.kind} pages`).join(', ')} (${written.reused} kept by an earlier build and reused) in ${written.seconds}`,
)
if (key) pruneKeptPages(process.cwd(), key, written.routes)

t = begin()
// The images shared links show, now that every page is rendered: the files the renders returned,
// Vike's and the bulk step's (docs/architecture.md "Sharing").
const { makeShareImages } = await import('./images/shareImages.ts')
const { imageCacheDir } = await import('./images/run.ts')
const { prerenderedShareAssets } = await import('./build/prerenderedPages.ts')
const assets = [...(await prerenderedShareAssets()), ...written.shareAssets]
const shared = await makeShareImages({ assets, clientDir, cacheDir: path.resolve(imageCacheDir()) })
console.log(
  `share images: ${shared.cards} social cards, ${shared.photos} photo crops (${shared.made} made, the rest from the cache), ${(shared.bytes / 1e6).toFixed(1)} MB in ${seconds(t)}`,
)

t = begin()
const { runPostbuild } = await import('./postbuild/index.ts')
const { publishVariants } = await import('./images/publish.ts')
const published = publishVariants(outDir, images.local, images.cacheDir)
const r = runPostbuild(clientDir, env, undefined, written)
console.log(
  `publish: ${published.files} image variant files; ${r.preloaded} pages given module preloads, ${r.pages} pages in sitemap.xml, ${r.searchEntries} search entries in ${r.searchShards} shards, ${r.audited} pages audited against the CSP (${r.parsed} of them read by parse5; ${r.scriptHashes} named inline scripts)${r.metaTagged ? ` (also a <meta> CSP in ${r.metaTagged} HTML files for NCSR_HOST=github-pages)` : ''}; robots.txt, _redirects, _headers, feeds in ${seconds(t)}`,
)

const { buildAdmin } = await import('./admin/build.ts')
const { FALLBACK_HOST, writeMetaPolicies } = await import('./postbuild/fallbackHost.ts')
const { EDITOR_DIR } = await import('./postbuild/builtSite.ts')
const a = buildAdmin(clientDir)
console.log(
  `admin: ${a.files} Decap CMS files (${(a.bytes / 1e6).toFixed(1)} MB, loaded only by /admin/), ${a.collections} collections${a.repo ? ` for ${a.repo}` : '; CMS_GITHUB_REPO unset: set it for sign-in to work'}`,
)
// On the fallback host the editor's page, written just now, carries its policy as a <meta> tag too.
if (process.env.NCSR_HOST === FALLBACK_HOST) writeMetaPolicies(clientDir, r.csp, [`${EDITOR_DIR}index.html`])
// Last, over every file written (the editor's included): the sync token must be in none of them.
const { assertNoSyncToken } = await import('./postbuild/syncTokenScan.ts')
t = begin()
const scanned = assertNoSyncToken(clientDir)
if (scanned !== null) console.log(`secrets: the sync token is in none of ${scanned} files, read in ${seconds(t)}`)
console.log(
  `build: ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
)

// `npm run build`: the whole build, top to bottom (docs/architecture.md "The build, step by step").
// Its variables: docs/contract.md "Environment variables" (read by lib/config/buildEnv.ts).
//   1. images    variants of every image the pages show, and the manifest pages read (scripts/images/)
//   2. bundle    `vike build`: client and server bundles (no HTML yet), in a process of its own that
//                starts first; steps 1 and the start of 4 run meanwhile, and the listing JSON files
//                are made (scripts/build/listingFiles.ts)
//   3. prerender Vike renders every page, and a few samples of each bulk kind (scripts/build/bulkPages.ts);
//                pages with no island lose the client entry Vike gave them (scripts/build/islandlessPages.ts)
//   4. batch     the other bulk pages (albums, news items, events), checked against Vike's samples,
//                rendered by this process and a helper process started during step 2 (scripts/build/)
//   5. publish   image variants, sitemap, feeds, search index, _headers, _redirects (scripts/postbuild/)
//   6. admin     the editor at /admin/ (scripts/admin/)
//   then a check that the sync token is in no file of the output (scripts/postbuild/syncTokenScan.ts)
// The listing files and the pages of step 3 read the manifest of step 1, so both come after it; the
// variants are published in step 5, once, because step 2 empties dist/client.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BuildEnvError, pinBuildEnv, type BuildEnv } from '#lib/config/buildEnv.ts'
import { endOnFailure } from './build/endOnFailure.ts'

// React's production build for steps 3 and 4 (what `vike build` would pick), set before React loads.
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
const started = performance.now()
let t = started

// A clean output folder (removing 15,000 pages here takes a second; Vite's own emptying, a minute).
fs.rmSync(clientDir, { recursive: true, force: true })

t = begin()
// Step 2 starts first and runs in its own process: the bundle needs nothing from step 1 (the
// listing files, which read the image manifest, are made here), and Vite's memory (about 250 MB at
// 10,000 albums) is given back before the pages are rendered, which keeps the build's peak low and
// the batch's garbage collection short.
const vite = spawn(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build'], { stdio: 'inherit' })
const bundled = new Promise<void>((resolve, reject) =>
  vite
    .on('error', reject)
    .on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vike build failed (${signal ?? `exit ${code}`})`)))),
)
// Awaited once the work below is done; a failed bundle is reported then, not as an unhandled rejection.
bundled.catch(() => undefined)
/** Whatever fails stops Vite and the batch's helper too, and the build ends with exit code 1. */
const children: ChildProcess[] = [vite]
endOnFailure(children)

// The batch (step 4) is planned from the snapshots, and its helper process started: it loads the
// page modules and the snapshots while Vite bundles and this process runs step 1, on what processor
// time they leave it, and takes its first chunk once the image manifest exists. Then, on the core Vite
// leaves free, it renders drafts of bulk pages: all of a page but its island preloads, which come
// from Vite's manifest (renderer/renderDocument.tsx). Until Vike's samples are final (after the
// prerender, step 3) it keeps what it renders in memory.
const { planBatch, forkBatchHelper, feedHelper, writeBulkPages } = await import('./build/batch.ts')
const plan = planBatch()
const helperProcess = plan.queue.length > 0 ? forkBatchHelper(clientDir, env.now) : undefined
if (helperProcess) children.push(helperProcess)
const helper = helperProcess && feedHelper(helperProcess)

// Step 1, while Vite bundles.
const { runImageStep, publishVariants } = await import('./images/run.ts')
const { imageCdnFromEnv } = await import('#lib/images/cdn.ts')
// With NCSR_IMAGE_CDN set, a CDN resizes the API's images and this step only learns their sizes.
const images = await runImageStep({
  env,
  outDir,
  cdn: imageCdnFromEnv(),
  publish: false,
  log: (line) => console.log(`${line}, ${mb()} MB`),
})
// The pages this process renders (the batch's share) read the manifest from here, not from the file.
const { adoptManifest } = await import('#lib/images/responsive.ts')
adoptManifest(outDir, images.manifest)

helper?.start(plan.queue)
// Then this process makes the listing files, whose cards and names the prerender's pages reuse.
const { makeListingFiles, writeListingFiles } = await import('./build/listingFiles.ts')
const listings = await makeListingFiles()
await bundled
writeListingFiles(clientDir, listings)
console.log(`bundle: ${seconds(t)} (${listings.length} listing files)`)

t = begin()
const { prerender } = await import('vike/api')
const { default: vikePlugin } = await import('vike/plugin')
// The prerender only reads the built bundles: given Vike's plugin and the output folder instead of
// vite.config.ts, it does not load the other plugins (React's Babel, the Preact swap, the licence
// notices), about 55 MB less in this process at 10,000 albums for the same pages.
await prerender({ viteConfig: { configFile: false, root: process.cwd(), plugins: [vikePlugin()], build: { outDir } } })
const { stripIdleScripts } = await import('../scripts/build/islandlessPages.ts')
const idle = stripIdleScripts(clientDir)
console.log(`prerender: ${seconds(t)} (${idle} pages without islands, so without scripts)`)

t = begin()
const batch = await writeBulkPages(clientDir, plan, helper)
console.log(
  `batch: ${batch.kinds.map((b) => `${b.pages} ${b.kind} pages`).join(', ')} (${batch.byHelper} of them by the helper process, peak memory ${batch.helperPeakMb} MB; each kind checked against ${batch.kinds[0]?.samples ?? 0} rendered by Vike) in ${seconds(t)}`,
)

t = begin()
const { runPostbuild } = await import('./postbuild/index.ts')
const published = publishVariants(outDir, images.local)
const r = runPostbuild(clientDir, env, undefined, batch)
console.log(
  `publish: ${published.files} image variant files; ${r.preloaded} pages given module preloads, ${r.pages} pages in sitemap.xml, ${r.searchEntries} search entries in ${r.searchShards} shards, ${r.audited} pages audited against the CSP (${r.scriptHashes} named inline scripts)${r.metaTagged ? ` (also a <meta> CSP in ${r.metaTagged} pages for NCSR_HOST=github-pages)` : ''}; robots.txt, _redirects, _headers, feeds in ${seconds(t)}`,
)

const { buildAdmin } = await import('./admin/build.ts')
const a = buildAdmin(clientDir)
console.log(
  `admin: ${a.files} Decap CMS files (${(a.bytes / 1e6).toFixed(1)} MB, loaded only by /admin/), ${a.collections} collections${a.repo ? ` for ${a.repo}` : '; CMS_GITHUB_REPO unset: set it for sign-in to work'}`,
)
// Last, over every file written (the editor's included): the sync token must be in none of them.
const { assertNoSyncToken } = await import('./postbuild/syncTokenScan.ts')
t = begin()
const scanned = assertNoSyncToken(clientDir)
if (scanned !== null) console.log(`secrets: the sync token is in none of ${scanned} files, read in ${seconds(t)}`)
console.log(
  `build: ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
)

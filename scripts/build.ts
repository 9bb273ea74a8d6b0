// `npm run build`: the whole build, top to bottom (docs/architecture.md "The build").
// Its variables: docs/contract.md "Environment variables" (read by lib/config/buildEnv.ts).
//   1. images     variants of every image the pages show, and the manifest they read (scripts/images/),
//                 while `vike build` bundles the client and server code in a process of its own
//   2. prerender  Vike's prerender writes every page, albums, news items and events included
//   3. share      the images shared links show: social cards and photo crops (scripts/images/shareImages.ts);
//                 2 and 3 in a process of their own (scripts/build/prerender.ts)
//   4. publish    one pass over the HTML (audit, module scripts), image variants, listing files,
//                 sitemap, feeds, search index, _headers, _redirects (scripts/postbuild/)
//   5. admin      the editor at /admin/ (scripts/admin/)
//   then a check that the sync token is in no file of the output (scripts/postbuild/syncTokenScan.ts).
// The pages read the image manifest of step 1, so the prerender waits for it (`vike build` bundles
// only: renderer/+config.ts sets prerender.disableAutoRun). Node runs this file as it is, with its own
// type stripping (tsconfig.json's erasableSyntaxOnly keeps the code to what it can strip).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BuildEnvError, CONTENT_DIR, readBuildEnv, type BuildEnv } from '#lib/config/buildEnv.ts'
import { sourceFileProblems } from '#lib/content/sourceFiles.ts'
import { endOnFailure } from './build/endOnFailure.ts'
import { mb, stepTimer } from './build/stepTimer.ts'
import { OutDirError, outDirForVite } from './vite/outDir.ts'

// React's production build for the prerender (what `vike build` picks), set before React loads.
process.env.NODE_ENV = 'production'
// One clock for the whole build: this process, the server bundle's copy of lib/ and `vike build`.
process.env.NCSR_NOW ||= new Date().toISOString()

const outDir = path.resolve(process.env.NCSR_OUT_DIR || 'dist')
const clientDir = path.join(outDir, 'client')
// The settings first: one the build cannot go on with (a deploy build without SITE_URL) stops it
// here, with its message alone, before anything is removed or started.
let env: BuildEnv
let viteOutDir: string
try {
  env = readBuildEnv()
  viteOutDir = outDirForVite(outDir)
} catch (e) {
  if (!(e instanceof BuildEnvError || e instanceof OutDirError)) throw e
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

const started = performance.now()
const { took, restart } = stepTimer()
fs.rmSync(clientDir, { recursive: true, force: true })

// Step 1: `vike build` in a process of its own, and the image step here meanwhile.
const children: ChildProcess[] = []
/** A step's process, sharing this one's output; stopped with the build if anything fails. */
function spawnStep(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit' })
  children.push(child)
  return child
}
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) =>
    child
      .on('error', reject)
      .on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`${child.spawnargs.slice(1).join(' ')} failed (${signal ?? `exit ${code}`})`)),
      ),
  )
const bundled = exited(spawnStep(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build']))
// Whatever fails from here on stops the steps' processes too, and the build ends with exit code 1.
endOnFailure(children)
const { imageCacheDir, runImageStep } = await import('./images/run.ts')
const { imageCdnFromEnv } = await import('#lib/images/cdn.ts')
// With NCSR_IMAGE_CDN set, a CDN resizes the API's images and this step only learns their sizes.
const images = await runImageStep({
  env,
  outDir,
  cdn: imageCdnFromEnv(),
  publish: false,
  log: (line) => console.log(`${line}, ${mb()} MB`),
})
await bundled
console.log(`bundle: ${took()}`)

// Steps 2 and 3 in a process of their own (scripts/build/prerender.ts), which gives back what Vike's
// prerender keeps of every page before step 4 reads them again.
await exited(
  spawnStep(process.execPath, [path.resolve('scripts/build/prerender.ts'), viteOutDir, clientDir, path.resolve(imageCacheDir())]),
)
restart()

// Step 4.
const { publishVariants } = await import('./images/publish.ts')
const { makeListingFiles, writeListingFiles } = await import('./vite/listingFiles.ts')
const { runPostbuild } = await import('./postbuild/index.ts')
const published = publishVariants(outDir, images.local, images.cacheDir)
const listings = makeListingFiles()
writeListingFiles(clientDir, listings)
const r = runPostbuild(clientDir, env)
console.log(
  `publish: ${r.pages} pages read, ${r.rewritten} HTML files given their scripts or policy; ${published.files} image variant files, ${listings.length} listing files, ${r.searchEntries} search entries in ${r.searchShards} shards, sitemap, robots.txt, _redirects, _headers, feeds in ${took()}`,
)

// Step 5.
const { buildAdmin } = await import('./admin/build.ts')
const a = buildAdmin(clientDir)
console.log(
  `admin: ${a.files} Decap CMS files (${(a.bytes / 1e6).toFixed(1)} MB, loaded only by /admin/), ${a.collections} collections${a.repo ? ` for ${a.repo}` : '; CMS_GITHUB_REPO unset: set it for sign-in to work'}`,
)
// Last, over every file written (the editor's included): the sync token must be in none of them.
const { assertNoSyncToken } = await import('./postbuild/syncTokenScan.ts')
const scanned = assertNoSyncToken(clientDir)
if (scanned !== null) console.log(`secrets: the sync token is in none of ${scanned} files, read in ${took()}`)
console.log(
  `build: ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
)

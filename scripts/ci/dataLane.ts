// `npm run test:data`: what can fail because of snapshot data, and nothing else (docs/operations.md
// "The data lane"). CI runs it instead of the whole suite on a change that is snapshot files alone
// (scripts/ci/selectLane.ts); `npm test` never reads data/, so for such a change it proves nothing.
//   1. snapshots  every file parses and every record passes its schema (scripts/ci/checkSnapshots.ts)
//   2. build      `npm run build` into NCSR_OUT_DIR (default .test-dist-data/): the schemas again,
//                 the output audit, the stray-script and sync-token checks (scripts/build.ts)
//   3. links      every address of the site's own in every built page and style sheet resolves, and
//                 every #fragment names an element (scripts/ci/localLinks.ts, the site's one link check)
//   4. look       the pages the change reaches, in Chromium (scripts/ci/touchedRoutes.ts, quickLook.ts)
// The change is read against DATA_LANE_BASE, a git revision whose data/api/ is the snapshot before it
// (CI: the last commit that passed everything). Unset, it is HEAD when NCSR_DATA_DIR is data/api/
// (what `npm run sync` just changed), and no snapshot otherwise (every record counts as new).
// Exit 0 when every step passed, 1 otherwise.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { imageCdnFromEnv } from '#lib/images/cdn.ts'
import { resolveFile, startPreviewServer } from '#scripts/lib/previewServer.ts'
import { checkSnapshots } from './checkSnapshots.ts'
import { brokenLocalLinks, hostServedPaths } from './localLinks.ts'
import { quickLook } from './quickLook.ts'
import { snapshotPairs, touchedRoutes } from './touchedRoutes.ts'

const dataDir = path.resolve(process.env.NCSR_DATA_DIR || 'data/api')
const outDir = path.resolve(process.env.NCSR_OUT_DIR || '.test-dist-data')
const clientDir = path.join(outDir, 'client')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const repoSnapshot = dataDir === path.resolve('data/api')
const baseRev = process.env.DATA_LANE_BASE || (repoSnapshot ? 'HEAD' : '')

const started = performance.now()
const secs = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const failures: string[] = []
const fail = (step: string, problems: readonly string[]) => {
  for (const p of problems) console.error(`  ${p}`)
  failures.push(`${step}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`)
}
const finish = () => {
  if (failures.length) {
    console.error(`data lane: FAILED in ${secs(started)} (${failures.join('; ')})`)
    process.exit(1)
  }
  console.log(`data lane: passed in ${secs(started)}`)
}

console.log(`data lane: the snapshot in ${path.relative('.', dataDir) || '.'}, against ${baseRev || 'no earlier snapshot'}`)
let t = performance.now()
const snapshots = checkSnapshots(dataDir)
console.log(`snapshots: ${snapshots.files} files, ${snapshots.records} records valid in ${secs(t)}`)
if (snapshots.problems.length) {
  fail('snapshots', snapshots.problems)
  finish()
}

t = performance.now()
const build = await new Promise<number | null>((resolve) => {
  const child = spawn(process.execPath, [path.resolve('scripts/build.ts')], {
    env: { ...process.env, NCSR_DATA_DIR: dataDir, NCSR_OUT_DIR: outDir },
    stdio: 'inherit',
  })
  child.on('error', () => resolve(null)).on('exit', resolve)
})
console.log(`build: exit ${build} in ${secs(t)}`)
if (build !== 0) {
  fail('build', [`npm run build failed (exit ${build}): its messages are above`])
  finish()
}

t = performance.now()
// In image-CDN mode the host resizes the API's photos at paths of its own: not files, not checked here.
const hostPaths = hostServedPaths(imageCdnFromEnv())
const links = brokenLocalLinks(clientDir, hostPaths)
console.log(`links: ${links.checked} addresses of the site's own, ${links.problems.length} broken, in ${secs(t)}`)
if (links.problems.length) fail('links', links.problems)

/** A snapshot file of the base revision, or null when it has none (or git cannot say). */
const atBase = (file: string): string | null => {
  if (!baseRev) return null
  try {
    return execFileSync('git', ['show', `${baseRev}:data/api/${file}`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' })
  } catch {
    return null
  }
}
const now = (file: string): string | null =>
  fs.existsSync(path.join(dataDir, file)) ? fs.readFileSync(path.join(dataDir, file), 'utf8') : null
const routes = touchedRoutes(snapshotPairs(atBase, now), (route) => resolveFile(clientDir, route) !== null)
console.log(`routes: ${routes.length} reached by the change: ${routes.join(' ')}`)

t = performance.now()
const site = await startPreviewServer({ root: clientDir })
try {
  const looked = await quickLook({ baseUrl: site.url, routes, executablePath: chromiumPath, hostPaths })
  const problems = looked.flatMap((r) => r.problems.map((p) => `${r.route}: ${p}`))
  console.log(`look: ${looked.length} pages in ${path.basename(chromiumPath)}, ${problems.length} problems, in ${secs(t)}`)
  if (problems.length) fail('look', problems)
} finally {
  await site.close()
}
finish()

// The bundle of a warm rebuild (docs/architecture.md "The build, step by step", step 2): `vike build`
// makes the same files from the same inputs, and a refresh of the API's snapshots is not one of them
// (the pages read the snapshots when they are rendered, in steps 3 and 4, never while Vite bundles:
// tests/unit/build/bundleCache.test.ts bundles two different snapshots into the same files). So the
// build keeps what `vike build` wrote, under a key of everything it reads, and a later build with the
// same key copies those files back instead of running Vite and Vike's bundle again: 4-5 s of a 1,000-album
// build (docs/performance.md "Build scale").
//
// The key, and so what invalidates a kept bundle, is a hash of:
// - every file of the checkout git does not ignore, tracked or not (`git ls-files --cached --others
//   --exclude-standard`: the files Vike's own crawl of + files sees), path and content, except the
//   API snapshots' folder (NCSR_DATA_DIR, data/api by default);
// - every file under public/ (Vite copies all of it, ignored or not) and under the content folder
//   (NCSR_CONTENT_DIR, which may be outside the checkout);
// - what npm installed (node_modules/.package-lock.json) and Node's version;
// - every environment variable but those that name the shell's own state, a CI run's (GitHub's
//   runner), or the snapshots' folder (SKIPPED_VARIABLES), and the output folder's path, which the
//   server bundle names.
// Outside a git checkout (a tarball) there is no key and every build bundles.
// Kept in node_modules/.cache/ncsr-bundle/<key>/ (a fresh `npm ci` starts without), the newest few
// only, with the one file `vike build` writes elsewhere (autoImporterFile below). The refresh's lane
// keeps its newest between runs with GitHub's cache (.github/actions/data-lane).
import { execFile, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { regularFiles } from '#lib/files/walk.ts'

/** What `vike build` writes into the output folder, all of it (Vite empties client/ and server/ first). */
const BUNDLE_OUTPUTS = ['client', 'server', 'assets.json'] as const

/**
 * The one file `vike build` writes outside it: Vike's server-entry plugin records the server bundle's
 * path in its own autoImporter.js, through which Vike's prerender imports the bundle (it looks in the
 * output folder only when that file names a bundle outside the checkout). Kept and restored with the
 * bundle, or a warm rebuild's prerender would render with whatever bundle `vike build` made last in
 * this checkout (the tests', say). Restored as the plugin writes it: a new file renamed into place.
 */
const autoImporterFile = () =>
  path.join(path.dirname(fileURLToPath(import.meta.resolve('@brillout/vite-plugin-server-entry/runtime'))), 'autoImporter.js')
const KEPT_AUTO_IMPORTER = 'autoImporter.js'

/** How many kept bundles survive a new one: a developer's dist/, the tests' and the bench's folders. */
const KEEP = 4

/**
 * Variables that no build reads and that change from one run to the next:
 * - as a shell moves about or as npm starts a script;
 * - as GitHub's runner starts a run, a job or a step (its default variables that name the run, the
 *   commit, the actor or a step's files; GitHub's docs, "Variables reference"), and systemd's for the
 *   runner's service. Without them the refresh's lane, which restores the bundle its last run kept
 *   (.github/actions/data-lane), would find a new key every hour.
 * And NCSR_DATA_DIR, which names the snapshots' folder, no more an input than the snapshots are.
 */
const SKIPPED_VARIABLES = new RegExp(
  `^(?:${[
    '_|OLDPWD|PWD|SHLVL|INIT_CWD|COLUMNS|LINES|TERM|TERM_.*|npm_.*',
    `GITHUB_(?:ACTION|ACTION_PATH|ACTION_REF|ACTION_REPOSITORY|ACTOR|ACTOR_ID|BASE_REF|ENV|EVENT_NAME|EVENT_PATH|HEAD_REF|JOB|OUTPUT|PATH|REF|REF_NAME|REF_PROTECTED|REF_TYPE|RUN_ATTEMPT|RUN_ID|RUN_NUMBER|SHA|STATE|STEP_SUMMARY|TRIGGERING_ACTOR|WORKFLOW|WORKFLOW_REF|WORKFLOW_SHA)`,
    'RUNNER_(?:NAME|TEMP|TRACKING_ID)|ACTIONS_.*|INVOCATION_ID|JOURNAL_STREAM|SYSTEMD_EXEC_PID',
    'NCSR_DATA_DIR',
  ].join('|')})$`,
)

export interface BundleInputs {
  root: string
  outDir: string
  /** The API snapshots' folder: not an input of the bundle. */
  dataDir: string
  contentDir: string
  env: NodeJS.ProcessEnv
}

const sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex')

/** The files git lists in the checkout at root (tracked, or new and not ignored); null outside a git checkout. */
function checkoutFiles(root: string): string[] | null {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return out.split('\0').filter(Boolean)
  } catch {
    return null
  }
}

/** The key of the bundle these inputs make (64 hex digits), or null when it cannot be known. */
export function bundleKey({ root, outDir, dataDir, contentDir, env }: BundleInputs): string | null {
  const listed = checkoutFiles(root)
  if (!listed) return null
  const inside = (dir: string) => {
    const rel = path.relative(root, dir)
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') + '/' : null
  }
  const snapshots = inside(dataDir)
  const files = new Set(listed.filter((f) => !(snapshots && f.startsWith(snapshots))).map((f) => path.join(root, f)))
  for (const dir of [path.join(root, 'public'), contentDir]) {
    if (fs.existsSync(dir)) for (const f of regularFiles(dir)) files.add(path.join(dir, f))
  }
  files.add(path.join(root, 'node_modules', '.package-lock.json'))
  const hash = crypto.createHash('sha256')
  for (const file of [...files].sort()) {
    // A file git lists may be gone (deleted, not yet staged): its absence is part of the key.
    const st = fs.statSync(file, { throwIfNoEntry: false })
    hash.update(`${file}\0${st?.isFile() ? sha(fs.readFileSync(file)) : 'absent'}\0`)
  }
  const variables = Object.keys(env)
    .filter((k) => !SKIPPED_VARIABLES.test(k))
    .sort()
    .map((k) => `${k}=${env[k]}`)
  hash.update(`${variables.join('\0')}\0node ${process.version} ${process.platform} ${process.arch}\0out ${path.resolve(outDir)}`)
  return hash.digest('hex')
}

/** Where the kept bundles are. */
export const bundleCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'ncsr-bundle')

/**
 * What `vike build` wrote, copied from one folder into another (the output folder and a kept
 * bundle's, either way) by `cp -R` in a process of its own, so the build's steps go on meanwhile:
 * 2,000 files in 30 ms, where fs.cpSync took 160 ms of the build's own process.
 */
async function copyOutputs(from: string, to: string): Promise<void> {
  const names = BUNDLE_OUTPUTS.filter((name) => fs.existsSync(path.join(from, name)))
  fs.mkdirSync(to, { recursive: true })
  if (names.length) await promisify(execFile)('cp', ['-R', ...names.map((name) => path.join(from, name)), to])
}

/**
 * Copies the bundle kept under key into outDir (in place of what `vike build` would write), resolving
 * once it is there; null at once when none is kept.
 */
export function restoreBundle(cacheDir: string, key: string, outDir: string, importer = autoImporterFile()): Promise<void> | null {
  const kept = path.join(cacheDir, key)
  if (!fs.existsSync(path.join(kept, 'complete'))) return null
  for (const name of BUNDLE_OUTPUTS) fs.rmSync(path.join(outDir, name), { recursive: true, force: true })
  const recorded = fs.readFileSync(path.join(kept, KEPT_AUTO_IMPORTER), 'utf8')
  if (fs.readFileSync(importer, 'utf8') !== recorded) {
    fs.writeFileSync(`${importer}.${process.pid}.tmp`, recorded)
    fs.renameSync(`${importer}.${process.pid}.tmp`, importer)
  }
  // Its age orders the clean-up: a bundle in use is the newest.
  const now = new Date()
  fs.utimesSync(path.join(kept, 'complete'), now, now)
  return copyOutputs(kept, outDir)
}

/** Keeps what `vike build` just wrote into outDir under key, and removes all but the newest KEEP bundles. */
export async function keepBundle(cacheDir: string, key: string, outDir: string, importer = autoImporterFile()): Promise<void> {
  const kept = path.join(cacheDir, key)
  const partial = `${kept}.partial-${process.pid}`
  fs.rmSync(partial, { recursive: true, force: true })
  await copyOutputs(outDir, partial)
  fs.copyFileSync(importer, path.join(partial, KEPT_AUTO_IMPORTER))
  // Written last: a folder without it (a build killed while copying) is never restored.
  fs.writeFileSync(path.join(partial, 'complete'), '')
  fs.rmSync(kept, { recursive: true, force: true })
  fs.renameSync(partial, kept)
  // One build at a time holds the checkout (scripts/build/buildLock.ts), so a folder without its
  // mark is a killed build's, and goes too.
  const entries = fs
    .readdirSync(cacheDir)
    .map((name) => ({ name, at: fs.statSync(path.join(cacheDir, name, 'complete'), { throwIfNoEntry: false })?.mtimeMs ?? -1 }))
    .sort((a, b) => b.at - a.at)
  for (const [i, old] of entries.entries()) {
    if (i >= KEEP || old.at < 0) fs.rmSync(path.join(cacheDir, old.name), { recursive: true, force: true })
  }
}

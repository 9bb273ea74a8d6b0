// Measuring helpers for the bench (build runs, page weight). Figures only; no assertions.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { nonFolders } from '#lib/files/walk.ts'

export interface BuildRun {
  wallSeconds: number
  /** Largest resident set of any one process of the build (/usr/bin/time). */
  peakRssMb: number
  /** Largest sum of the resident sets of all the build's processes at one time (sampled every 0.2 s). */
  peakTotalRssMb: number
  /** Processor seconds of the build and all its processes (user + system, /usr/bin/time): steadier than wall time on a shared machine. */
  cpuSeconds: number
  htmlPages: number
  outputMb: number
  /** Seconds of each step the build printed (`bundle: 9.1 s`, `bulk: … in 3.2 s`: scripts/build.ts). */
  steps: Record<string, number>
  /** The image step's summary line, as the build printed it. */
  imagesLine: string
  /** What the bundle step did (scripts/build/bundleCache.ts): which kind of rebuild was timed. */
  bundle: BundleStep
  /** The bulk pages written, and of them those kept by an earlier build and reused (scripts/build/pageCache.ts). */
  bulk: BulkStep
}

export interface BulkStep {
  pages: number
  reused: number
}

/** The bulk step, from the build's `bulk:` line (`bulk: 1000 album pages, 5000 news pages, 0 event pages (5998 kept … reused) in 1.4 s`). */
export function bulkStepOf(buildStdout: string): BulkStep {
  const line = /^bulk: (.*) \((\d+) kept by an earlier build and reused\)/m.exec(buildStdout)
  if (!line) return { pages: NaN, reused: NaN }
  return { pages: [...line[1]!.matchAll(/(\d+) \w+ pages/g)].reduce((n, m) => n + Number(m[1]), 0), reused: Number(line[2]) }
}

/**
 * A timed build that did not reuse what the bench meant it to (none of the bulk pages, or all but
 * the two a refresh changes) measured another kind of build: the bench stops.
 */
export function assertReused(run: BuildRun, expected: 'none' | 'all but the refreshed'): void {
  const { pages, reused } = run.bulk
  const ok = expected === 'none' ? reused === 0 : reused >= pages - 2 && reused < pages
  if (!ok) throw new Error(`a timed build reused ${reused} of ${pages} bulk pages, where it should have reused ${expected}`)
}

/** The bundle step of a build: copied back from the cache, or made by `vike build`. */
export type BundleStep = 'reused' | 'made' | 'unknown'

/** The bundle step, from the build's `bundle:` line (`… reused: its inputs are unchanged` or `… made and kept`). */
export function bundleStepOf(buildStdout: string): BundleStep {
  const line = /^bundle: .*$/m.exec(buildStdout)?.[0] ?? ''
  return / reused\b/.test(line) ? 'reused' : /\bbundle made\b| made and kept\b/.test(line) ? 'made' : 'unknown'
}

/** `reused in 3 of 3 timed runs`, the other kinds named when there are any. */
export function bundleFigure(runs: { bundle: BundleStep }[]): string {
  const count = (kind: BundleStep) => runs.filter((r) => r.bundle === kind).length
  const others = (['made', 'unknown'] as const).filter((k) => count(k) > 0).map((k) => `${k} in ${count(k)}`)
  return `reused in ${count('reused')} of ${runs.length} timed runs${others.length ? ` (${others.join(', ')})` : ''}`
}

/** Folders setAside() moved out of the way, deleted by removeSetAside() when nothing is being timed. */
const setAsideDirs: string[] = []

/**
 * Moves an earlier run's output out of the way (a rename) instead of deleting it, so the timed run
 * writes into a folder as a fresh runner's build does. On ext4, creating thousands of files within
 * a minute or so of deleting thousands costs many times the system time: the inode allocator skips
 * recently freed inodes, reading their table blocks. On this machine 15,000 pages took 1.9 s to
 * write into a fresh folder and 29-34 s right after deleting 15,000 (docs/performance.md "Build scale").
 */
export function setAside(dir: string): void {
  if (!fs.existsSync(dir)) return
  const to = `${dir}.old-${process.pid}-${setAsideDirs.length}`
  fs.renameSync(dir, to)
  setAsideDirs.push(to)
}

/** Deletes what setAside() moved, and what an interrupted bench left. Call it after the last timed run. */
export function removeSetAside(benchDir: string): void {
  const stale = fs.existsSync(benchDir) ? fs.readdirSync(benchDir).filter((n) => /\.old-\d+-\d+$/.test(n)) : []
  for (const dir of new Set([...setAsideDirs, ...stale.map((n) => path.join(benchDir, n))]))
    fs.rmSync(dir, { recursive: true, force: true })
  setAsideDirs.length = 0
}

/**
 * Runs `npm run build` with env in its own process group, under /usr/bin/time -v (wall time, largest
 * process) while a loop sums the group's resident memory (the build runs several processes).
 * Asynchronous, so a server in the bench's own process (the scale scenario's photo API) can answer it.
 */
export async function timedBuild(env: Record<string, string>, outDir: string): Promise<BuildRun> {
  setAside(outDir)
  const started = process.hrtime.bigint()
  const script = [
    'setsid /usr/bin/time -v npm run --silent build &',
    'pid=$!; max=0',
    'while kill -0 $pid 2>/dev/null; do s=$(ps -o rss= -g $pid 2>/dev/null | awk \'{s+=$1} END {print s+0}\'); [ "$s" -gt "$max" ] && max=$s; sleep 0.2; done',
    'wait $pid; code=$?; echo "NCSR_PEAK_TOTAL_KB=$max" >&2; exit $code',
  ].join('\n')
  const res = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { env: { ...process.env, ...env, NCSR_OUT_DIR: outDir } })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject).on('close', (status) => resolve({ status, stdout, stderr }))
  })
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9
  if (res.status !== 0) throw new Error(`build failed (${res.status}):\n${res.stdout.slice(-2000)}\n${res.stderr.slice(-4000)}`)
  assertBuildDidNotWait(res.stdout)
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(res.stderr)?.[1] ?? NaN)
  const totalKb = Number(/NCSR_PEAK_TOTAL_KB=(\d+)/.exec(res.stderr)?.[1] ?? NaN)
  const files = filesIn(path.join(outDir, 'client'))
  return {
    wallSeconds,
    peakRssMb: rssKb / 1024,
    peakTotalRssMb: totalKb / 1024,
    cpuSeconds: cpuSecondsOf(res.stderr),
    htmlPages: files.filter((f) => f.endsWith('.html')).length,
    outputMb: files.reduce((s, f) => s + fs.statSync(f).size, 0) / 1024 / 1024,
    steps: Object.fromEntries(
      [...res.stdout.matchAll(/^(images|bundle|prerender|bulk|publish): .*?([\d.]+) s, \d+ MB/gm)].map((m) => [m[1]!, Number(m[2])]),
    ),
    imagesLine: /^images: .*$/m.exec(res.stdout)?.[0] ?? '',
    bundle: bundleStepOf(res.stdout),
    bulk: bulkStepOf(res.stdout),
  }
}

/**
 * A build that waited for another build of the checkout (scripts/build/buildLock.ts) measured the
 * wait too (and the other build's load): its figures are not the build's, so the bench stops.
 */
export function assertBuildDidNotWait(buildStdout: string): void {
  const waited = /^build lock: waiting.*$/m.exec(buildStdout)?.[0]
  if (waited)
    throw new Error(`${waited}\nA timed build must have the machine to itself: run the bench when no other build of this checkout runs.`)
}

/** User + system seconds from /usr/bin/time -v output (the process and the children it waited for). */
export const cpuSecondsOf = (timeOutput: string) =>
  Number(/User time \(seconds\): ([\d.]+)/.exec(timeOutput)?.[1] ?? NaN) +
  Number(/System time \(seconds\): ([\d.]+)/.exec(timeOutput)?.[1] ?? NaN)

/** Everything under dir but folders, as paths joined to dir; [] when dir is missing (no build there yet). */
export const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? nonFolders(dir).map((rel) => path.join(dir, rel)) : [])

export const gzipSize = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length

export interface PageWeight {
  route: string
  htmlGzip: number
  /** Gzipped bytes of every script and module preload the page references (its first-load JavaScript). */
  jsGzip: number
}

/** First-load weight of every built page: its HTML and the JavaScript it references. */
export function pageWeights(clientDir: string): PageWeight[] {
  const jsCache = new Map<string, number>()
  return filesIn(clientDir)
    .filter((f) => f.endsWith('.html'))
    .map((file) => {
      const html = fs.readFileSync(file, 'utf8')
      const srcs = new Set<string>()
      for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) srcs.add(m[1]!)
      for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]!)
      let js = 0
      for (const src of srcs) {
        if (!src.startsWith('/')) continue
        if (!jsCache.has(src)) {
          const p = path.join(clientDir, src)
          jsCache.set(src, fs.existsSync(p) ? gzipSize(fs.readFileSync(p)) : 0)
        }
        js += jsCache.get(src)!
      }
      const rel = path
        .relative(clientDir, file)
        .replace(/index\.html$/, '')
        .replace(/\\/g, '/')
      return { route: '/' + rel, htmlGzip: gzipSize(html), jsGzip: js }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0
}

// What the bench measures of a build: a timed `npm run build`, and the weight of the pages it wrote.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { nonFolders } from '#lib/files/walk.ts'

export type BuildRun = Awaited<ReturnType<typeof timedBuild>>

/** Runs a command without blocking the event loop (servers in this process keep answering). */
export function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now()
  return new Promise<{ code: number; stdout: string; stderr: string; seconds: number }>((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child
      .on('error', reject)
      .on('close', (code) => resolve({ code: code ?? 1, stdout, stderr, seconds: (performance.now() - started) / 1000 }))
  })
}

/** Folders setAside() moved out of the way, deleted by removeSetAside() when nothing is being timed. */
const setAsideDirs: string[] = []

/**
 * Moves an earlier run's output out of the way (a rename) instead of letting the build delete it:
 * on ext4, writing thousands of files within minutes of deleting thousands costs many times the
 * system time (15,000 pages took 1.9 s into a fresh folder, 29-34 s right after deleting 15,000).
 */
function setAside(dir: string): void {
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
}

/**
 * `npm run build` with env into outDir, under /usr/bin/time -v in its own process group, while a
 * loop sums the group's resident memory (the build runs `vike build` and sharp's threads beside it).
 */
export async function timedBuild(env: Record<string, string>, outDir: string) {
  setAside(outDir)
  const script = [
    'setsid /usr/bin/time -v npm run --silent build &',
    'pid=$!; max=0',
    'while kill -0 $pid 2>/dev/null; do s=$(ps -o rss= -g $pid 2>/dev/null | awk \'{s+=$1} END {print s+0}\'); [ "$s" -gt "$max" ] && max=$s; sleep 0.2; done',
    'wait $pid; code=$?; echo "NCSR_PEAK_TOTAL_KB=$max" >&2; exit $code',
  ].join('\n')
  const res = await run('bash', ['-c', script], { ...env, NCSR_OUT_DIR: outDir })
  if (res.code !== 0) throw new Error(`build failed (${res.code}):\n${res.stdout.slice(-2000)}\n${res.stderr.slice(-4000)}`)
  const kb = (re: RegExp) => Number(re.exec(res.stderr)?.[1] ?? NaN)
  const seconds = (name: string) => Number(new RegExp(`${name} \\(seconds\\): ([\\d.]+)`).exec(res.stderr)?.[1] ?? NaN)
  const files = filesIn(path.join(outDir, 'client'))
  const stepLines = [...res.stdout.matchAll(/^(images|bundle|prerender|share images|publish): (?:.* )?([\d.]+) s, (\d+) MB$/gm)]
  return {
    wallSeconds: res.seconds,
    // User + system seconds of the build and every process it waited for: steadier than wall time.
    cpuSeconds: seconds('User time') + seconds('System time'),
    // The largest process, and all the build's processes together at their peak.
    peakRssMb: kb(/Maximum resident set size \(kbytes\): (\d+)/) / 1024,
    peakTotalRssMb: kb(/NCSR_PEAK_TOTAL_KB=(\d+)/) / 1024,
    htmlPages: files.filter((f) => f.endsWith('.html')).length,
    outputMb: files.reduce((s, f) => s + fs.statSync(f).size, 0) / 1024 / 1024,
    // Each step's seconds, and the build process's memory after it, from the lines the build prints
    // (`prerender: 9.1 s, 310 MB`: scripts/build.ts).
    steps: Object.fromEntries(stepLines.map((m) => [m[1]!, Number(m[2])])),
    stepMb: Object.fromEntries(stepLines.map((m) => [m[1]!, Number(m[3])])),
    stdout: res.stdout,
  }
}

/** Everything under dir but folders, as paths joined to dir; [] when dir is missing. */
export const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? nonFolders(dir).map((rel) => path.join(dir, rel)) : [])

export const gzipSize = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length

/** A built page's route, its gzipped HTML, and the gzipped bytes of every script and module preload it references. */
export interface PageWeight {
  route: string
  htmlGzip: number
  jsGzip: number
}

export function pageWeights(clientDir: string): PageWeight[] {
  const jsGzip = new Map<string, number>()
  const weigh = (src: string) => {
    const file = path.join(clientDir, src)
    if (!jsGzip.has(src)) jsGzip.set(src, fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0)
    return jsGzip.get(src)!
  }
  return filesIn(clientDir)
    .filter((f) => f.endsWith('.html'))
    .map((file) => {
      const html = fs.readFileSync(file, 'utf8')
      const srcs = new Set([
        ...[...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/[^"]+)"/g)].map((m) => m[1]!),
      ])
      const route = '/' + path.relative(clientDir, file).replace(/index\.html$/, '')
      return { route, htmlGzip: gzipSize(html), jsGzip: [...srcs].reduce((n, src) => n + weigh(src), 0) }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN
}

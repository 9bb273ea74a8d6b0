// `npm run build`, step 3 (docs/architecture.md "The build, step by step"): prerenders every page in parallel processes, one shard of the
// URLs each (lib/build/prerenderShard.ts): first `vike prerender` (all pages but most albums), then
// the album batch (lib/build/albumPages.ts); then removes dist/server as Vike does after a full
// prerender. NCSR_PRERENDER_SHARDS sets how many (default: one per core, at most 4).
// Usage: node --import tsx scripts/prerender.ts
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SHARD_READY } from '../lib/build/prerenderShard.ts'

const requested = Number(process.env['NCSR_PRERENDER_SHARDS'] || Math.min(os.availableParallelism(), 4))
const shards = Number.isInteger(requested) && requested >= 1 ? requested : 1
const outDir = path.resolve(process.env['NCSR_OUT_DIR'] || 'dist')
const vike = path.resolve('node_modules/vike/bin.js')

interface Started {
  /** Resolves once the process printed `ready` (or ended). */
  ready: Promise<void>
  /** Resolves with its output when it exits with 0. */
  done: Promise<string>
}

function startShard(label: string, index: number, args: string[], ready?: string): Started {
  let markReady!: () => void
  const readyP = new Promise<void>((r) => (markReady = r))
  if (!ready) markReady()
  const done = new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      // production: what `vike prerender` runs under (React's production build, thumbnails linked).
      env: { ...process.env, NODE_ENV: 'production', NCSR_PRERENDER_SHARD: `${index}/${shards}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d
      if (ready && out.includes(ready)) markReady()
    })
    child.on('error', reject)
    child.on('close', (code) => {
      markReady()
      if (code === 0) return resolve(out)
      process.stdout.write(out)
      reject(new Error(`prerender: ${label} shard ${index}/${shards} failed (exit ${code})`))
    })
  })
  return { ready: readyP, done }
}

/**
 * Runs `args` once per shard, in parallel, and resolves with each process's output. With `ready`,
 * each process starts once the previous one printed it: `vike prerender` transpiles the +config files
 * to temporary files named by their content, so two processes loading them at once delete each
 * other's (ENOENT).
 */
async function inShards(label: string, args: string[], ready?: string): Promise<string[]> {
  const started: Started[] = []
  for (let i = 0; i < shards; i++) {
    if (ready && i > 0) await started[i - 1]!.ready
    started.push(startShard(label, i, args, ready))
  }
  const results = await Promise.allSettled(started.map((s) => s.done))
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed.length) {
    for (const f of failed) console.error(String(f.reason))
    process.exit(1)
  }
  return results.map((r) => (r as PromiseFulfilledResult<string>).value)
}

const started = Date.now()
// 1. Vike renders every page but the albums beyond its samples (lib/build/albumPages.ts).
const vikeOut = await inShards('vike', [vike, 'prerender'], SHARD_READY)
vikeOut.forEach((out, i) => console.log(`prerender: shard ${i + 1}/${shards}: vike: ${/(\d+) HTML documents pre-rendered/.exec(out)?.[1] ?? '?'} pages`))
// 2. The album batch writes the other albums, checked against Vike's samples.
const batchOut = await inShards('album batch', ['--import', 'tsx', path.resolve('scripts/prerender/albumBatch.ts')])
batchOut.forEach((out, i) => console.log(`prerender: shard ${i + 1}/${shards}: ${out.trim()}`))
fs.rmSync(path.join(outDir, 'server'), { recursive: true, force: true })
console.log(`prerender: ${shards} processes in ${((Date.now() - started) / 1000).toFixed(1)} s`)

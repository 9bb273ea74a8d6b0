// `npm run build`, step 2 (issue 8): prerenders every page with `vike prerender` in parallel
// processes, one shard of the URLs each (lib/build/prerenderShard.ts), then removes dist/server as
// Vike does after a full prerender. NCSR_PRERENDER_SHARDS sets how many (default: one per core,
// at most 4). Usage: node --import tsx scripts/prerender.ts
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const requested = Number(process.env['NCSR_PRERENDER_SHARDS'] || Math.min(os.availableParallelism(), 4))
const shards = Number.isInteger(requested) && requested >= 1 ? requested : 1
const outDir = path.resolve(process.env['NCSR_OUT_DIR'] || 'dist')
const vike = path.resolve('node_modules/vike/bin.js')

function runShard(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vike, 'prerender'], {
      env: { ...process.env, NCSR_PRERENDER_SHARD: `${index}/${shards}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d))
    child.on('error', reject)
    child.on('close', (code) => {
      const done = /(\d+) HTML documents pre-rendered/.exec(out)?.[1]
      if (code === 0) {
        console.log(`prerender: shard ${index + 1}/${shards}: ${done ?? '?'} pages`)
        resolve()
      } else {
        process.stdout.write(out)
        reject(new Error(`prerender shard ${index}/${shards} failed (exit ${code})`))
      }
    })
  })
}

const started = Date.now()
const results = await Promise.allSettled(Array.from({ length: shards }, (_, i) => runShard(i)))
const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
if (failed.length) {
  for (const f of failed) console.error(String(f.reason))
  process.exit(1)
}
fs.rmSync(path.join(outDir, 'server'), { recursive: true, force: true })
console.log(`prerender: ${shards} processes in ${((Date.now() - started) / 1000).toFixed(1)} s`)

// The two ways the build is served, side by side (docs/operations.md "Serving the build"):
//   node --import tsx scripts/bench/servers.ts [CLIENT_DIR] [rounds]
// crawls every file of a built site (default dist/client: build first) with 8 requests in flight,
// gzip accepted as a browser does, on Vite's preview server (scripts/lib/previewServer.ts) and on
// `wrangler pages dev` (scripts/lib/pagesDev.ts). Prints the start-up time and, per round, the
// crawl's wall time and requests per second; the servers take turns, so the machine's noise falls on both.
import path from 'node:path'
import { listFiles } from '../postbuild/builtSite.ts'
import { startPreviewServer } from '../lib/previewServer.ts'
import { startPagesDev } from '../lib/pagesDev.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')
const rounds = Number(process.argv[3] ?? 3)
const IN_FLIGHT = 8
// Addresses as visitors ask for them: a page by its route, any other file by its path.
const urls = listFiles(root)
  .filter((f) => !f.startsWith('_'))
  .map((f) => '/' + f.replace(/(^|\/)index\.html$/, '$1'))
const pages = urls.filter((u) => u.endsWith('/')).length

interface Server {
  url: string
  close(): Promise<void>
}
const servers: Record<string, () => Promise<Server>> = {
  'vite preview (sirv)': () => startPreviewServer({ root }),
  'wrangler pages dev': () => startPagesDev(root),
}

async function crawl(base: string): Promise<number> {
  const queue = [...urls]
  const started = performance.now()
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let u = queue.pop(); u !== undefined; u = queue.pop()) {
        const res = await fetch(base + u, { headers: { 'accept-encoding': 'gzip' } })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`${u}: HTTP ${res.status}`)
      }
    }),
  )
  return (performance.now() - started) / 1000
}

console.log(`site: ${root}, ${urls.length} files (${pages} pages), ${IN_FLIGHT} requests in flight`)
const started: Record<string, Server> = {}
for (const [name, start] of Object.entries(servers)) {
  const t = performance.now()
  started[name] = await start()
  console.log(`${name}: ready in ${((performance.now() - t) / 1000).toFixed(2)} s`)
}
try {
  for (const [name, s] of Object.entries(started))
    await crawl(s.url).then(
      () => undefined,
      (e: Error) => console.log(`${name}: warm-up ${e.message}`),
    )
  for (let r = 1; r <= rounds; r++) {
    for (const [name, s] of Object.entries(started)) {
      const secs = await crawl(s.url)
      console.log(`round ${r} ${name}: ${secs.toFixed(2)} s, ${Math.round(urls.length / secs)} requests/s`)
    }
  }
} finally {
  for (const s of Object.values(started)) await s.close()
}

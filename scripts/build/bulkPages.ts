// Step 4 of `npm run build` (scripts/build.ts): the bulk pages, thousands of pages of one template
// each (every album, news item and event: docs/contract.md "Output layout"). Vike does not prerender
// them (`prerender: false` in their +config.ts): its per-page machinery and the pages it keeps in
// memory cost more than rendering them (docs/performance.md "Build scale"). A plain loop renders
// them instead (scripts/build/bulkWorker.ts), spread over the cores by a tinypool pool of processes.
import os from 'node:os'
import Tinypool from 'tinypool'
import { albumHref } from '#lib/format/url.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { eventsByPageId, newsByPageId } from '#lib/select/permalinks.ts'
import { emptyAudit, mergeAudit, type AuditLog } from '../postbuild/audit.ts'
import type { ShareAsset } from '#lib/seo/shareImage.ts'
import type { BulkChunk, ChunkResult } from './bulkWorker.ts'

/** The kinds of bulk page. */
export type BulkKind = 'album' | 'news' | 'event'
export const BULK_KINDS: BulkKind[] = ['album', 'news', 'event']

/** A page's route without its trailing slash, as Vike's routeParams see it. */
const route = (href: string) => href.slice(0, -1)

/** Every page of a kind, as routes, in snapshot order. Ids are path-safe (lib/schema/primitives.ts). */
export function bulkRoutes(kind: BulkKind): string[] {
  switch (kind) {
    case 'album':
      return loadSnapshot('gallery').map((g) => route(albumHref(g._id)))
    case 'news':
      return [...newsByPageId().values()].map((n) => route(newsHref(n._id)))
    case 'event':
      return [...eventsByPageId().values()].map((e) => route(eventHref(e._id)))
  }
}

/** The route parameter of a bulk route (its last segment). */
export const bulkId = (route: string) => route.slice(route.lastIndexOf('/') + 1)

/** A page's file in the client folder, relative with POSIX separators (as scripts/postbuild/builtSite.ts lists them). */
export const bulkFile = (route: string) => `${route.slice(1)}/index.html`

/** Pages a task renders: small enough that the workers end within a fraction of a second of each other. */
const PAGES_PER_TASK = 250

/**
 * The tasks for the pool: every bulk page, in chunks of one kind; with the folder of the pages kept
 * with this build's bundle, if any (scripts/build/pageCache.ts).
 */
export function bulkChunks(clientDir: string, routesOf: (kind: BulkKind) => string[] = bulkRoutes, pageCache?: string): BulkChunk[] {
  return BULK_KINDS.flatMap((kind) => {
    const routes = routesOf(kind)
    return Array.from({ length: Math.ceil(routes.length / PAGES_PER_TASK) }, (_, i) => ({
      clientDir,
      kind,
      routes: routes.slice(i * PAGES_PER_TASK, (i + 1) * PAGES_PER_TASK),
      ...(pageCache ? { pageCache } : {}),
    }))
  })
}

/** The bulk pages to write, known from the snapshots before any is rendered. */
export interface BulkPlan {
  kinds: { kind: BulkKind; pages: number }[]
  /** Every bulk route, with its trailing slash (scripts/postbuild/index.ts KnownBulkPages). */
  routes: string[]
  /** The files to write (relative, POSIX), each alone in its folder. */
  files: string[]
  /** The pool's tasks. */
  chunks: BulkChunk[]
}

export function planBulkPages(clientDir: string, routesOf: (kind: BulkKind) => string[] = bulkRoutes, pageCache?: string): BulkPlan {
  const chunks = bulkChunks(clientDir, routesOf, pageCache)
  const routes = chunks.flatMap((c) => c.routes)
  return {
    kinds: BULK_KINDS.map((kind) => ({ kind, pages: chunks.filter((c) => c.kind === kind).reduce((n, c) => n + c.routes.length, 0) })),
    routes: routes.map((r) => r + '/'),
    files: routes.map(bulkFile),
    chunks,
  }
}

/**
 * The pool of workers, one a core, started as the build starts: each loads the page modules while
 * Vite bundles, and renders nothing until writeBulkPages() gives it pages. The workers are
 * processes, not threads: each holds its own parse of the snapshots and the image manifest, and the
 * build's process keeps its memory for Vike's prerender.
 */
export function startBulkPool(now: Date): Tinypool {
  const threads = os.availableParallelism()
  return new Tinypool({
    filename: new URL('./bulkWorker.ts', import.meta.url).href,
    runtime: 'child_process',
    // The workers render the pages' .tsx modules themselves, which Node's own type stripping cannot
    // load: tsx's loader, whatever the build's process was started with.
    execArgv: ['--import', import.meta.resolve('tsx')],
    minThreads: threads,
    maxThreads: threads,
    // The workers' environment is the build's (tinypool gives a process none of its own), with the
    // build's clock, so every page says the same "now" (lib/config/buildEnv.ts).
    env: { ...process.env, NCSR_NOW: process.env['NCSR_NOW'] || now.toISOString() } as Record<string, string>,
  })
}

/** A worker's failure as an Error again (tinypool hands it over as a plain object), its name and message first in the build's log. */
function asError(e: unknown): never {
  if (e instanceof Error) throw e
  const { name = 'Error', message = String(e), stack } = (e ?? {}) as { name?: string; message?: string; stack?: string }
  throw Object.assign(new Error(message), { name, ...(stack ? { stack } : {}) })
}

/**
 * The workers' first task, one a worker (scripts/build/bulkWorker.ts prepare()): resolves once each
 * has loaded every kind's page model, or rejects with a refusal (a +Page that is no component…).
 * The snapshots are parsed in each worker's first chunk, after the bundle, once Vite's process has
 * ended: parsed while it bundles, they raised the peak of all processes together by about 200 MB at
 * 1,000 albums, for about 0.1 s.
 */
export async function loadPageModels(pool: Tinypool, workers = os.availableParallelism()): Promise<void> {
  await Promise.all(Array.from({ length: workers }, () => pool.run(null, { name: 'prepare' }).catch(asError)))
}

/** What the bulk step wrote: what the audit found in its pages, and the files their shared images need. */
export interface BulkResult {
  /** Pages kept by an earlier build and reused (scripts/build/pageCache.ts). */
  reused: number
  audit: AuditLog
  shareAssets: ShareAsset[]
}

/**
 * Renders and writes every page of the plan with the pool, once the client bundle
 * (OUT_DIR/assets.json) and the image manifest exist, then ends the pool; returns what the audit
 * found in the pages (scripts/postbuild/audit.ts) and the files their shared images need.
 */
export async function writeBulkPages(pool: Tinypool, plan: BulkPlan): Promise<BulkResult> {
  const audit = emptyAudit()
  const shareAssets: ShareAsset[] = []
  let reused = 0
  try {
    const results: ChunkResult[] = await Promise.all(plan.chunks.map((chunk) => pool.run(chunk, { name: 'renderChunk' }).catch(asError)))
    for (const r of results) {
      reused += r.reused
      mergeAudit(audit, r.audit)
      shareAssets.push(...r.shareAssets)
    }
  } finally {
    await pool.destroy()
  }
  return { reused, audit, shareAssets }
}

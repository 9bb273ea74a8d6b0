// Step 4 of `npm run build` (scripts/build.ts): the bulk pages (scripts/build/bulkPages.ts) Vike did not
// render, written with renderDocument() and the asset tags Vike put on that kind's samples. Before
// writing a kind it checks that it reproduces each of Vike's samples byte for byte, so a batch page is
// exactly the page Vike would have written.
//
// The pages are rendered by two processes, this one and a helper (scripts/build/batchWorker.ts,
// started while Vite bundles, to load the modules and the data), which take chunks of routes from one
// queue until it is empty: on the 2-core build machine rendering is most of the step. The helper
// takes its first chunk while this process is still prerendering, on the other core: until Vike's
// samples are final it renders ahead, keeping those pages in memory (up to AHEAD_RSS_MB), and writes
// them once it has checked the samples itself, so each process proves its own output. While a page
// is still a string in memory it is audited against the site's policy (scripts/postbuild/audit.ts:
// no inline script but the named ones, no handler, no javascript: address, nothing from an origin
// the policy does not allow), so no batch page is read back.
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ComponentType } from 'react'
import { assetTagsOf, bulkId, bulkRoutes, splitSamples, type AssetTags, type BulkKind } from './bulkPages.ts'
import { staticImportGraph, withModulePreloads } from './modulePreloads.ts'
import { documentWith, finishDocument, preloadBlock, renderDraft, type DraftDocument } from '#renderer/renderDocument.tsx'
import { auditPage, auditPolicy, emptyAudit, mergeAudit, type AuditLog, type AuditPolicy } from '../postbuild/audit.ts'
import { cspConfigFromEnv } from '../postbuild/csp.ts'
import albumConfig from '#pages/(senior)/SubGallery/@id/+config.ts'
import { data as albumData } from '#pages/(senior)/SubGallery/@id/+data.ts'
import { Page as AlbumPage } from '#pages/(senior)/SubGallery/@id/+Page.tsx'
import newsConfig from '#pages/(senior)/news-item/+config.ts'
import { data as newsData } from '#pages/(senior)/news-item/+data.ts'
import { Page as NewsPage } from '#pages/(senior)/news-item/+Page.tsx'
import eventConfig from '#pages/(senior)/event-item/+config.ts'
import { data as eventData } from '#pages/(senior)/event-item/+data.ts'
import { Page as EventPage } from '#pages/(senior)/event-item/+Page.tsx'

interface BulkPage {
  Page: ComponentType
  /** The page's +data hook, called as Vike calls it (only routeParams is read). */
  data: (pageContext: never) => unknown
  config: { title?: string }
}

/** Each kind's page files: what Vike renders for that route. */
const PAGES: Record<BulkKind, BulkPage> = {
  album: { Page: AlbumPage, data: albumData, config: albumConfig },
  news: { Page: NewsPage, data: newsData, config: newsConfig },
  event: { Page: EventPage, data: eventData, config: eventConfig },
}

export const BULK_KINDS = Object.keys(PAGES) as BulkKind[]

/** A bulk page's data, from its +data hook called as Vike calls it. */
const pageDataOf = (kind: BulkKind, route: string) => PAGES[kind].data({ routeParams: { id: bulkId(route) } } as never)

const renderContext = (kind: BulkKind, route: string) => {
  const { Page, config } = PAGES[kind]
  return { Page, data: pageDataOf(kind, route), urlPathname: route, config: { title: config.title } }
}

/**
 * Our draft of one bulk page: what Vike's onRenderHtml returns for it (renderer/renderDocument.tsx)
 * before its island preloads, which need the client bundle: the helper renders drafts while it is written.
 */
export const ourDraft = (kind: BulkKind, route: string): DraftDocument => renderDraft(renderContext(kind, route))

/**
 * The page as Vike writes it, what each sample is checked against: the draft with Vike's tags after
 * <head>, and its island preloads and Vike's tags before </body> (the preloads first, as
 * finishDocument puts them), put together from the draft's parts. Batch pages also get the publish step's module preloads (batchPage).
 */
export const servedPage = (draft: DraftDocument, tags: AssetTags): string =>
  documentWith(draft, tags.head, preloadBlock(draft.islands) + tags.body)

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: Vike "${a.slice(Math.max(0, i - 40), i + 40)}" / batch "${b.slice(Math.max(0, i - 40), i + 40)}"`
}

/** A page's file in the client folder, relative with POSIX separators (as scripts/postbuild/builtSite.ts lists them). */
export const bulkFile = (route: string) => `${route.slice(1)}/index.html`

/** The tags a kind's batch pages are written with (servedTags). */
export interface BatchTags {
  head: string
  /**
   * Everything before </body> after the page's island preloads `block` (preloadBlock): the block,
   * Vike's tags, then the module preloads the publish step adds to a page (scripts/build/modulePreloads.ts)
   * that the block does not hold already. One string for each set of islands.
   */
  bodyAfter: (block: string) => string
}

/** A batch page as written: the draft with Vike's tags and the module preloads (BatchTags). */
export const batchPage = (draft: DraftDocument, tags: BatchTags): string =>
  documentWith(draft, tags.head, tags.bodyAfter(preloadBlock(draft.islands)))

/**
 * The tags a kind's batch pages are written with: Vike's, from its samples, which must all come out
 * identical when our document gets them; plus the module preloads the publish step would add to
 * every page, so it has nothing to rewrite among thousands of pages.
 */
function servedTags(clientDir: string, kind: BulkKind, samples: string[], importsOf = staticImportGraph(clientDir)): BatchTags {
  let tags: AssetTags | undefined
  for (const route of samples) {
    const vikeHtml = fs.readFileSync(path.join(clientDir, bulkFile(route)), 'utf8')
    const draft = ourDraft(kind, route)
    tags ??= assetTagsOf(vikeHtml, finishDocument(draft))
    // Checked as the batch writes its pages (servedPage), so this proves them.
    const again = servedPage(draft, tags)
    if (again !== vikeHtml) throw new Error(`batch: ${route}/ differs from Vike's page ${firstDifference(vikeHtml, again)}`)
  }
  if (!tags) throw new Error(`batch: no ${kind} page rendered by Vike to copy the asset tags from`)
  const { head, body } = tags
  const bodies = new Map<string, string>()
  return {
    head,
    bodyAfter: (block) => {
      let after = bodies.get(block)
      if (after === undefined) bodies.set(block, (after = withModulePreloads(block + body, importsOf)))
      return after
    },
  }
}

/**
 * The served tags of each kind for one process, worked out (and the samples checked) when that
 * kind's first chunk is written, once Vike's samples are final.
 */
export function tagsByKind(clientDir: string): (chunk: Chunk) => BatchTags {
  let importsOf: ReturnType<typeof staticImportGraph> | undefined
  const served = new Map<BulkKind, BatchTags>()
  return (chunk) => {
    let tags = served.get(chunk.kind)
    if (!tags)
      served.set(chunk.kind, (tags = servedTags(clientDir, chunk.kind, chunk.samples, (importsOf ??= staticImportGraph(clientDir)))))
    return tags
  }
}

let policy: AuditPolicy | undefined
/** The policy the pages are audited against: this build's, made once a process (scripts/postbuild/csp.ts). */
const policyOf = () => (policy ??= auditPolicy(cspConfigFromEnv()))

/** Writes one finished page into clientDir, and audits it into `audit`. */
export function writePage(clientDir: string, route: string, html: string, audit: AuditLog): void {
  const dir = path.join(clientDir, route)
  try {
    // Not recursive: the parent exists (Vike wrote the samples beside it), one system call less a page.
    fs.mkdirSync(dir)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') fs.mkdirSync(dir, { recursive: true })
    else if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
  }
  const file = bulkFile(route)
  // Synchronous writes: half the processor time of fs.promises for 10,000 small files.
  fs.writeFileSync(path.join(clientDir, file), html)
  auditPage(file, html, policyOf(), audit)
}

/** Renders and writes one chunk of a kind's pages. */
export function writeChunk(clientDir: string, kind: BulkKind, routes: string[], served: BatchTags, audit: AuditLog): void {
  for (const route of routes) writePage(clientDir, route, batchPage(ourDraft(kind, route), served), audit)
}

export interface KindResult {
  kind: BulkKind
  pages: number
  samples: number
}

/** Routes a chunk holds: about 0.1 s of rendering, so the two processes finish within that of each other. */
const CHUNK = 200

/**
 * The helper renders ahead of Vike's samples while its resident memory is below this (MB), then
 * waits for them. Its own memory, not a count of pages or bytes: what it holds besides the drafts
 * (the snapshots, the image manifest) grows with the albums, and a draft with the photos of its
 * album. Writing the drafts once the samples are final takes some more, so the helper stays under
 * the build's 600 MB a process (docs/performance.md "Build scale").
 */
export const AHEAD_RSS_MB = 450

/** Routes of one kind, and the samples to check before writing them. */
export interface Chunk {
  type: 'chunk'
  kind: BulkKind
  samples: string[]
  routes: string[]
}

/**
 * Chunks the helper holds at once: the one it renders and the next. It never waits for this process
 * to answer (this process answers between its own chunks, about 0.1 s apart): with one chunk at a
 * time the helper stood idle a quarter of the batch (docs/performance.md "Build scale").
 */
export const HELPER_WINDOW = 2

/**
 * Chunks the helper holds at once while it renders ahead, before Vike's samples are final. This
 * process is prerendering then, and answers only between Vike's pages: with two chunks (0.2 s of
 * work) the helper ran out for half a second at a time as the prerender started. Ahead, it can
 * write nothing this process would otherwise take, so more cost no balance (a chunk that comes once
 * its memory is full waits, and is the first it writes).
 */
export const AHEAD_WINDOW = 8

/** Messages between this process and the helper. */
export type ToHelper =
  | Chunk
  /** Vike's samples are final (prerendered, idle scripts stripped): the helper may check them and write. */
  | { type: 'samples' }
export type FromHelper =
  /** Listening: chunks sent from now on are not lost while it loads (sent at its start, before the bundle exists). */
  { type: 'ready' } | HelperAnswer
export interface HelperAnswer {
  type: 'done'
  /**
   * The helper is done with one chunk it was sent (rendered ahead, or written): the build may send
   * another. A chunk that comes once the helper's memory reached AHEAD_RSS_MB waits, unrendered and
   * unanswered, until the samples are final.
   */
  answers: boolean
  /** Pages written since the last message, and what their audit found. */
  written: number
  audit: AuditLog
  /** Pages rendered ahead and held in memory until the samples are final. */
  ahead: number
  peakMb: number
}

/** The bulk pages to write and their queue of chunks, known before the prerender (from the snapshots). */
export interface BatchPlan {
  kinds: KindResult[]
  /** Every bulk route (samples included), with its trailing slash: the publish step keeps none of their HTML. */
  routes: string[]
  /** Files the batch writes (relative, POSIX), each alone in its folder. */
  files: string[]
  /** Chunks not yet taken by either process. */
  queue: Chunk[]
}

export function planBatch(env: NodeJS.ProcessEnv = process.env): BatchPlan {
  const plan: BatchPlan = { kinds: [], routes: [], files: [], queue: [] }
  for (const kind of BULK_KINDS) {
    const all = bulkRoutes(kind)
    const { vike: samples, batch } = splitSamples(all, env)
    plan.routes.push(...all.map((r) => r + '/'))
    plan.kinds.push({ kind, pages: batch.length, samples: samples.length })
    plan.files.push(...batch.map(bulkFile))
    for (let i = 0; i < batch.length; i += CHUNK) plan.queue.push({ type: 'chunk', kind, samples, routes: batch.slice(i, i + CHUNK) })
  }
  return plan
}

/** The helper process at work: done when it has written its share; told by samplesFinal() when Vike's samples are. */
export interface HelperFeed {
  done: Promise<void>
  /**
   * The image manifest is written: chunks from this queue, which the build's own process takes from
   * too, go to the helper from now on (its pages read the manifest).
   */
  start: (queue: ToHelper[]) => void
  samplesFinal: () => void
  /** Pages the helper wrote so far, and its peak resident memory (MB). */
  stats: { pages: number; peakMb: number }
  /** The audit of the pages the helper wrote. */
  audit: AuditLog
}

/**
 * Starts the helper process (scripts/build/batchWorker.ts). It loads the page modules and the
 * snapshots at once, and renders nothing until feedHelper() sends it a chunk: start it as the build
 * starts and feed it once the image manifest exists (it renders drafts, which need nothing from the
 * bundle, until the samples are final).
 */
export function forkBatchHelper(clientDir: string, now: Date): ChildProcess {
  const file = fileURLToPath(new URL('./batchWorker.ts', import.meta.url))
  // One clock for the build (lib/config/buildEnv.ts reads "now" once per process); `--import tsx`
  // comes with this process's own flags.
  const helper = fork(file, [clientDir], {
    serialization: 'advanced',
    env: { ...process.env, NCSR_NOW: process.env.NCSR_NOW || now.toISOString() },
  })
  // Lower priority: while Vite bundles (the critical path) the helper only takes the processor time
  // Vite leaves; later it competes with no one (one process a core).
  try {
    if (helper.pid) os.setPriority(helper.pid, 10)
  } catch {
    // not allowed here: the helper runs at the build's priority
  }
  return helper
}

export interface BatchResult extends Omit<BatchPlan, 'queue'> {
  /** Pages rendered by the helper process. */
  byHelper: number
  /** The helper's peak resident memory, MB (0 without a helper). */
  helperPeakMb: number
  audit: AuditLog
}

/**
 * Writes every bulk page of the plan Vike did not render into clientDir: this process takes chunks
 * from the queue the helper (when given) takes from too. Call it once Vike's samples are final.
 */
export async function writeBulkPages(clientDir: string, plan: BatchPlan, helper?: HelperFeed): Promise<BatchResult> {
  helper?.samplesFinal()
  // Awaited below, once our share is written; this keeps an early failure from being "unhandled" till then.
  helper?.done.catch(() => undefined)
  const audit = emptyAudit()
  const tagsOf = tagsByKind(clientDir)
  // Our share: the next chunk from the queue, then a turn of the event loop so the helper is answered.
  for (let chunk = plan.queue.shift(); chunk; chunk = plan.queue.shift()) {
    writeChunk(clientDir, chunk.kind, chunk.routes, tagsOf(chunk), audit)
    await new Promise((resolve) => setImmediate(resolve))
  }
  await helper?.done
  if (helper) mergeAudit(audit, helper.audit)
  const { queue: _taken, ...rest } = plan
  return { ...rest, byHelper: helper?.stats.pages ?? 0, helperPeakMb: helper?.stats.peakMb ?? 0, audit }
}

/**
 * Sends the helper chunks from the shared queue, AHEAD_WINDOW then HELPER_WINDOW at a time, once it says it is ready
 * and start() is called, until the queue is empty and the helper has written every page it rendered
 * ahead; `done` rejects if the helper fails.
 */
export function feedHelper(helper: Pick<ChildProcess, 'send' | 'on' | 'off' | 'disconnect'>): HelperFeed {
  const audit = emptyAudit()
  const stats = { pages: 0, peakMb: 0 }
  /** Chunks sent and not yet answered. */
  let inFlight = 0
  let ahead = 0
  let final = false
  let ready = false
  /** The shared queue, once start() gives it. */
  let queue: ToHelper[] | undefined
  let settle: { resolve: () => void; reject: (e: Error) => void }
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  const finishIfDone = () => {
    if (inFlight > 0 || !queue || queue.length > 0 || !final || ahead > 0) return
    helper.off('exit', exited)
    helper.disconnect()
    settle.resolve()
  }
  const fill = () => {
    if (!queue) return
    while (inFlight < (final ? HELPER_WINDOW : AHEAD_WINDOW) && queue.length > 0) {
      inFlight++
      helper.send(queue.shift()!)
    }
    finishIfDone()
  }
  // Heard only until the batch is done (then this listener is removed and the helper let go): a
  // chunk sent and never written would be missing pages, and a helper gone before the samples are
  // final would leave the build waiting for it. The build fails rather than publish without them.
  const exited = (code: number | null, signal: string | null) =>
    settle.reject(new Error(`batch: the helper process stopped (${signal ?? `exit ${code}`}) with pages still to write`))
  helper.on('message', (m: FromHelper) => {
    if (m.type === 'ready') {
      ready = true
      // "samples" is sent only to a helper that listens: lost, it would leave its drafts unwritten.
      if (final) helper.send({ type: 'samples' })
      return fill()
    }
    mergeAudit(audit, m.audit)
    stats.pages += m.written
    stats.peakMb = Math.max(stats.peakMb, m.peakMb)
    ahead = m.ahead
    if (m.answers) inFlight--
    fill()
  })
  helper.on('exit', exited)
  return {
    done,
    stats,
    audit,
    start: (shared) => {
      queue = shared
      if (ready) fill()
    },
    samplesFinal: () => {
      final = true
      if (ready) helper.send({ type: 'samples' })
    },
  }
}

// Step 4 of `npm run build` (scripts/build.ts): the bulk pages (scripts/build/bulkPages.ts) Vike did not
// render, written with renderDocument() and the asset tags Vike put on that kind's samples. Before
// writing a kind it checks that it reproduces each of Vike's samples byte for byte, so a batch page is
// exactly the page Vike would have written.
//
// The pages are rendered by two processes, this one and a helper (scripts/build/batchWorker.ts,
// started before the prerender so its loading overlaps it), which take chunks of routes
// from one queue until it is empty: on the 2-core build machine rendering is most of the step. The
// helper checks the samples itself, so each process proves its own output. While a page is still a
// string in memory, what the publish step needs from it (inline-script hashes, framed and image
// origins: scripts/postbuild/html.ts pageFacts) is taken from it, so no batch page is read back.
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ComponentType } from 'react'
import {
  assetTagsOf,
  bulkId,
  bulkRoutes,
  splitSamples,
  withAssetTags,
  type AssetTags,
  type BulkKind,
} from '../../scripts/build/bulkPages.ts'
import { staticImportGraph, withModulePreloads } from '../../scripts/build/modulePreloads.ts'
import { renderDocument } from '#renderer/renderDocument.tsx'
import { emptyFacts, mergeFacts, pageFacts, type SiteFacts } from '../postbuild/html.ts'
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

/** Our document for one bulk page (what Vike's onRenderHtml returns for it, before Vike's tags). */
export function ourDocument(kind: BulkKind, route: string): string {
  const { Page, data, config } = PAGES[kind]
  const pageData = data({ routeParams: { id: bulkId(route) } } as never)
  return renderDocument({ Page, data: pageData, urlPathname: route, config: { title: config.title } })
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: Vike "${a.slice(Math.max(0, i - 40), i + 40)}" / batch "${b.slice(Math.max(0, i - 40), i + 40)}"`
}

/** A page's file in the client folder, relative with POSIX separators (as scripts/postbuild/builtSite.ts lists them). */
export const bulkFile = (route: string) => `${route.slice(1)}/index.html`

/**
 * The tags a kind's batch pages are written with: Vike's, from its samples, which must all come out
 * identical when our document gets them; plus the module preloads the publish step would add to
 * every page (scripts/build/modulePreloads.ts), so it has nothing to rewrite among thousands of pages.
 */
export function servedTags(clientDir: string, kind: BulkKind, samples: string[], importsOf = staticImportGraph(clientDir)): AssetTags {
  let tags: AssetTags | undefined
  for (const route of samples) {
    const vikeHtml = fs.readFileSync(path.join(clientDir, bulkFile(route)), 'utf8')
    const ours = ourDocument(kind, route)
    tags ??= assetTagsOf(vikeHtml, ours)
    const again = withAssetTags(ours, tags)
    if (again !== vikeHtml) throw new Error(`batch: ${route}/ differs from Vike's page ${firstDifference(vikeHtml, again)}`)
  }
  if (!tags) throw new Error(`batch: no ${kind} page rendered by Vike to copy the asset tags from`)
  return { ...tags, body: withModulePreloads(tags.body, importsOf) }
}

/** Renders and writes one chunk of a kind's pages; what the publish step needs from them goes into facts. */
export function writeChunk(clientDir: string, kind: BulkKind, routes: string[], served: AssetTags, facts: SiteFacts): void {
  for (const route of routes) {
    const file = bulkFile(route)
    const html = withAssetTags(ourDocument(kind, route), served)
    const dir = path.join(clientDir, route)
    try {
      // Not recursive: the parent exists (Vike wrote the samples beside it), one system call less a page.
      fs.mkdirSync(dir)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') fs.mkdirSync(dir, { recursive: true })
      else if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    // Synchronous writes: half the processor time of fs.promises for 10,000 small files.
    fs.writeFileSync(path.join(clientDir, file), html)
    mergeFacts(facts, pageFacts(file, html))
  }
}

export interface KindResult {
  kind: BulkKind
  pages: number
  samples: number
}

export interface BatchResult {
  kinds: KindResult[]
  /** Every bulk route (samples included), with its trailing slash: the publish step keeps none of their HTML. */
  routes: string[]
  /** Files the batch wrote (relative, POSIX), each alone in its folder. */
  files: string[]
  /** Pages rendered by the helper process. */
  byHelper: number
  /** The helper's peak resident memory, MB (0 without a helper). */
  helperPeakMb: number
  facts: SiteFacts
}

/** Routes a chunk holds: about 0.1 s of rendering, so the two processes finish within that of each other. */
const CHUNK = 200

/** Messages between this process and the helper. */
export type ToHelper = { type: 'chunk'; kind: BulkKind; samples: string[]; routes: string[] }
export type FromHelper = { type: 'done'; facts: SiteFacts; pages: number; peakMb: number }

/** The helper process (scripts/build/batchWorker.ts), started as early as the build can. */
export function startBatchHelper(clientDir: string, now: Date): ChildProcess {
  const file = fileURLToPath(new URL('./batchWorker.ts', import.meta.url))
  // One clock for the build (lib/config/buildEnv.ts reads "now" once per process); `--import tsx`
  // comes with this process's own flags (fork's default execArgv).
  return fork(file, [clientDir], {
    serialization: 'advanced',
    env: { ...process.env, NCSR_NOW: process.env.NCSR_NOW || now.toISOString() },
  })
}

/** Writes every bulk page Vike did not render into clientDir, here and in the helper when given. */
export async function writeBulkPages(clientDir: string, helper?: ChildProcess, env: NodeJS.ProcessEnv = process.env): Promise<BatchResult> {
  const importsOf = staticImportGraph(clientDir)
  const facts = emptyFacts()
  const kinds: KindResult[] = []
  const routes: string[] = []
  const files: string[] = []
  const queue: ToHelper[] = []
  const served = new Map<BulkKind, AssetTags>()
  for (const kind of BULK_KINDS) {
    const all = bulkRoutes(kind)
    const { vike: samples, batch } = splitSamples(all, env)
    routes.push(...all.map((r) => r + '/'))
    kinds.push({ kind, pages: batch.length, samples: samples.length })
    if (batch.length === 0) continue
    served.set(kind, servedTags(clientDir, kind, samples, importsOf))
    files.push(...batch.map(bulkFile))
    for (let i = 0; i < batch.length; i += CHUNK) queue.push({ type: 'chunk', kind, samples, routes: batch.slice(i, i + CHUNK) })
  }
  let byHelper = 0
  let helperPeakMb = 0
  const helperDone = helper
    ? feedHelper(helper, queue, facts, (m) => {
        byHelper += m.pages
        helperPeakMb = Math.max(helperPeakMb, m.peakMb)
      })
    : Promise.resolve()
  // Awaited below, once our share is written; this keeps an early failure from being "unhandled" till then.
  helperDone.catch(() => undefined)
  // Our share: the next chunk from the queue, then a turn of the event loop so the helper is answered.
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    writeChunk(clientDir, chunk.kind, chunk.routes, served.get(chunk.kind)!, facts)
    await new Promise((resolve) => setImmediate(resolve))
  }
  await helperDone
  return { kinds, routes, files, byHelper, helperPeakMb, facts }
}

/** Sends the helper one chunk at a time from the shared queue until it is empty; rejects if the helper fails. */
export function feedHelper(
  helper: Pick<ChildProcess, 'send' | 'on' | 'off' | 'disconnect'>,
  queue: ToHelper[],
  facts: SiteFacts,
  counted: (m: FromHelper) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let busy = false
    const next = () => {
      const chunk = queue.shift()
      if (!chunk) {
        busy = false
        helper.off('exit', exited)
        helper.disconnect()
        return resolve()
      }
      busy = true
      helper.send(chunk)
    }
    const exited = (code: number | null, signal: string | null) => {
      // A chunk sent and never done would be missing pages: the build fails rather than publish without them.
      if (busy || queue.length)
        reject(new Error(`batch: the helper process stopped (${signal ?? `exit ${code}`}) with pages still to write`))
    }
    helper.on('message', (m: FromHelper) => {
      mergeFacts(facts, m.facts)
      counted(m)
      next()
    })
    helper.on('exit', exited)
    next()
  })
}

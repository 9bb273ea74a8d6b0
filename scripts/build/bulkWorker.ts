// The bulk pages' worker (scripts/build/bulkPages.ts runs it in a pool of processes): a plain loop
// that renders each page of a chunk as Vike would render it: the page model Vike reads from the
// page's + files (scripts/build/pageModel.ts), its +data awaited, the document function of Vike's
// onRenderHtml (renderer/renderDocument.tsx), the tags Vike adds (scripts/build/documentAssets.ts)
// and the module preloads the publish step adds to the other pages (scripts/build/modulePreloads.ts);
// then writes it, and audits it while it is still in memory (scripts/postbuild/audit.ts), so no bulk
// page is read back. The files each page's shared image needs go back to the build, which makes them.
import fs from 'node:fs'
import path from 'node:path'
import { pinBuildEnv, readBuildEnv } from '#lib/config/buildEnv.ts'
import { isoDay } from '#lib/format/date.ts'
import { adoptManifest, buildOutDir, readManifest, type ImageManifest } from '#lib/images/responsive.ts'
import { readsOf } from '#lib/load/fileCache.ts'
import { readManifestFile } from '#renderer/islandPreloads.ts'
import { documentWith, preloadBlock, renderDraft, type DraftDocument } from '#renderer/renderDocument.tsx'
import type { ShareAsset } from '#lib/seo/shareImage.ts'
import { auditPage, auditPolicy, emptyAudit, type AuditLog, type AuditPolicy } from '../postbuild/audit.ts'
import { cspConfigFromEnv } from '../postbuild/csp.ts'
import { BULK_KINDS, bulkFile, bulkId, type BulkKind } from './bulkPages.ts'
import { PAGE_DIRS, PROJECT_ROOT } from './bulkPageModels.ts'
import { documentAssets, type DocumentAssets } from './documentAssets.ts'
import { staticImportGraph, withModulePreloads } from './modulePreloads.ts'
import { loadPageModel, plusFiles, type PageModel } from './pageModel.ts'
import { assertPlainData, imagesDigest, keepPage, ObservedImages, pageInput, reuseKeptPage, sampled } from './pageCache.ts'

// The build's settings, fixed for the worker's life as for the build's process (one build, one
// clock: the pool gives every worker the build's NCSR_NOW): each page asks for them several times,
// and reading ten variables for each ask was 2 % of an album page's time.
pinBuildEnv()

// Each kind's page model, loaded once a process, as the worker starts (while Vite bundles): a worker
// lives for one build, whose + files do not change while it runs. The build checked each chain before
// it started (checkBulkPageModels); what only loading finds (a +Page that is no component, a +data that
// is no function) fails prepare(), which the build awaits before any page is rendered.
let files: string[] | undefined
const models = new Map<BulkKind, Promise<PageModel>>()
export function pageModelOf(kind: BulkKind): Promise<PageModel> {
  let m = models.get(kind)
  if (!m)
    models.set(kind, (m = Promise.resolve().then(() => loadPageModel(PROJECT_ROOT, PAGE_DIRS[kind], (files ??= plusFiles(PROJECT_ROOT))))))
  return m
}
for (const kind of Object.keys(PAGE_DIRS) as BulkKind[]) pageModelOf(kind).catch(() => undefined)

/** The pool's first task, one a worker: every kind's page model loaded, or the refusal of the first that cannot be. */
export async function prepare(): Promise<number> {
  return (await Promise.all(BULK_KINDS.map(pageModelOf))).length
}

/** A chunk of routes of one kind (a pool task) and the output folder. */
export interface BulkChunk {
  clientDir: string
  kind: BulkKind
  routes: string[]
  /** The folder of the pages kept with this build's bundle (scripts/build/pageCache.ts); none: every page is rendered. */
  pageCache?: string
}

export interface ChunkResult {
  written: number
  /** Of them, kept pages of an earlier build reused (scripts/build/pageCache.ts). */
  reused: number
  audit: AuditLog
  /** The files the pages' shared images need (lib/seo/renderHead.ts), each once. */
  shareAssets: ShareAsset[]
}

/** What every page of a kind shares, made once per output folder: its tags, and the tags before </body> for each set of islands. */
interface KindTags {
  assets: DocumentAssets
  beforeBodyClose: Map<string, string>
}

interface Shared {
  policy: AuditPolicy
  importsOf: (src: string) => string[]
  tags: Map<BulkKind, KindTags>
}

// By output folder: its client manifest and the build's settings do not change while a worker lives (one build).
const shared = new Map<string, Shared>()
function sharedFor(clientDir: string): Shared {
  let s = shared.get(clientDir)
  if (!s) shared.set(clientDir, (s = { policy: auditPolicy(cspConfigFromEnv()), importsOf: staticImportGraph(clientDir), tags: new Map() }))
  return s
}

function kindTags(clientDir: string, kind: BulkKind): KindTags {
  const { tags } = sharedFor(clientDir)
  let t = tags.get(kind)
  if (!t) {
    const assets = documentAssets(readManifestFile(path.join(clientDir, '..', 'assets.json')), PAGE_DIRS[kind])
    tags.set(kind, (t = { assets, beforeBodyClose: new Map() }))
  }
  return t
}

/**
 * What a bulk page's +data gets of Vike's pageContext: the route and its parameter, and the page's
 * config. A hook that reads anything else throws, naming it, rather than render what Vike would not.
 */
function dataContext(route: string, model: PageModel): object {
  const given: Record<string, unknown> = {
    routeParams: { id: bulkId(route) },
    urlOriginal: route,
    urlPathname: route,
    config: model.config,
  }
  return new Proxy(given, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then' || key in target) return target[key as string]
      throw new Error(`${model.dir}/+data reads pageContext.${key}, which the bulk pages' loop does not give (scripts/build/bulkWorker.ts)`)
    },
  })
}

/** What a page's +data returned, awaited as Vike awaits it; a hook that is not async costs no wait. */
function dataOf(model: PageModel, route: string): unknown {
  return model.data?.(dataContext(route, model) as never)
}
const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function'

/**
 * A page's document before its tags, as Vike's onRenderHtml renders it from the page model and its
 * data. Its render reads no API snapshot: its +data does, and what +data returns is what keys a kept
 * page (scripts/build/pageCache.ts); a render that asks for one fails, naming it.
 */
function draftWith(model: PageModel, route: string, data: unknown): DraftDocument {
  const snapshots = path.resolve(readBuildEnv().dataDir) + path.sep
  return readsOf(
    (file) => {
      if (file.startsWith(snapshots))
        throw new Error(
          `${route}: ${model.dir}/+Page read the API snapshot ${path.basename(file)}; a bulk page reads the snapshots only in ` +
            'its +data, whose result keys the page a later build reuses (scripts/build/pageCache.ts)',
        )
    },
    () => renderDraft({ Page: model.Page, data, urlPathname: route, config: model.config }),
  )
}

/** A page's document before its tags, its +data awaited. */
export async function draftOf(model: PageModel, route: string): Promise<DraftDocument> {
  return draftWith(model, route, await dataOf(model, route))
}

/** One bulk page's whole document, as Vike and the publish step would have written it, and the file its shared image needs. */
function pageOf(clientDir: string, kind: BulkKind, draft: DraftDocument): { html: string; shareAsset?: ShareAsset } {
  const t = kindTags(clientDir, kind)
  const block = preloadBlock(draft.islands)
  let body = t.beforeBodyClose.get(block)
  if (body === undefined) t.beforeBodyClose.set(block, (body = withModulePreloads(block + t.assets.script, sharedFor(clientDir).importsOf)))
  return { html: documentWith(draft, t.assets.head, body), ...(draft.shareAsset ? { shareAsset: draft.shareAsset } : {}) }
}

/**
 * The build's image manifest, adopted as a view that records the sources each page looks up
 * (scripts/build/pageCache.ts ObservedImages); null when the build has none.
 */
function observedManifest(): { manifest: ImageManifest; images: ObservedImages } | null {
  const manifest = readManifest()
  if (!manifest) return null
  if (manifest.images instanceof ObservedImages) return { manifest, images: manifest.images }
  const view = { ...manifest, images: new ObservedImages(manifest.images) }
  adoptManifest(buildOutDir(), view)
  return { manifest: view, images: view.images }
}

/**
 * The pool's task: renders, writes and audits every page of a chunk; with a page cache, reuses the
 * kept page of each whose inputs are unchanged, and keeps each page it renders.
 */
export async function renderChunk({ clientDir, kind, routes, pageCache }: BulkChunk): Promise<ChunkResult> {
  const audit = emptyAudit()
  const { policy } = sharedFor(clientDir)
  const shareAssets = new Map<string, ShareAsset>()
  const model = await pageModelOf(kind)
  // The build's day in the school's time zone: the only part of its clock a bulk page shows.
  const day = isoDay(readBuildEnv().now.toISOString())
  const observed = pageCache ? observedManifest() : null
  const render = (route: string, data: unknown) => pageOf(clientDir, kind, draftWith(model, route, data))
  let reused = 0
  for (const route of routes) {
    observed?.images.take()
    const pending = dataOf(model, route)
    const data = isThenable(pending) ? await pending : pending
    const file = bulkFile(route)
    const out = path.join(clientDir, file)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    if (pageCache) assertPlainData(data, `${file}: its +data`)
    const input = pageCache ? pageInput(route, day, data) : ''
    const kept = pageCache ? reuseKeptPage(pageCache, route, input, observed?.manifest ?? null, out) : undefined
    if (kept) {
      reused++
      // Its bytes are those the audit read when it was kept (clean, or it would not have been).
      audit.pages++
      if (kept.shareAsset) shareAssets.set(kept.shareAsset.name, kept.shareAsset)
      if (sampled(route, day) && render(route, data).html !== fs.readFileSync(out, 'utf8'))
        throw new Error(
          `${file}: the page kept by an earlier build differs from its render with the same inputs: ` +
            'the page cache misses an input of the page (scripts/build/pageCache.ts)',
        )
      continue
    }
    const { html, shareAsset } = render(route, data)
    if (shareAsset) shareAssets.set(shareAsset.name, shareAsset)
    fs.writeFileSync(out, html)
    const problems = audit.problems.length
    auditPage(file, html, policy, audit)
    if (pageCache && audit.problems.length === problems) {
      const images = observed?.images.take() ?? []
      keepPage(
        pageCache,
        route,
        { input, images, imagesDigest: imagesDigest(images, observed?.manifest ?? null), ...(shareAsset ? { shareAsset } : {}) },
        out,
      )
    }
  }
  return { written: routes.length, reused, audit, shareAssets: [...shareAssets.values()] }
}

// The bulk pages' worker (scripts/build/bulkPages.ts runs it in a pool of processes): a plain loop
// that renders each page of a chunk with the document function Vike's pages use
// (renderer/renderDocument.tsx), from the page's own +data and +Page, adds the tags Vike would have
// added (scripts/build/documentAssets.ts) and the module preloads the publish step adds to the other
// pages (scripts/build/modulePreloads.ts), writes it, and audits it while it is still in memory
// (scripts/postbuild/audit.ts), so no bulk page is read back. The files each page's shared image
// needs go back to the build, which makes them.
import fs from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { readManifestFile } from '#renderer/islandPreloads.ts'
import type { ShareAsset } from '#lib/seo/shareImage.ts'
import { documentWith, preloadBlock, renderDraft } from '#renderer/renderDocument.tsx'
import { auditPage, auditPolicy, emptyAudit, type AuditLog, type AuditPolicy } from '../postbuild/audit.ts'
import { cspConfigFromEnv } from '../postbuild/csp.ts'
import { bulkFile, bulkId, type BulkKind } from './bulkPages.ts'
import { documentAssets, type DocumentAssets } from './documentAssets.ts'
import { staticImportGraph, withModulePreloads } from './modulePreloads.ts'
import albumConfig from '#pages/(senior)/SubGallery/@id/+config.ts'
import { data as albumData } from '#pages/(senior)/SubGallery/@id/+data.ts'
import { Page as AlbumPage } from '#pages/(senior)/SubGallery/@id/+Page.tsx'
import newsConfig from '#pages/(senior)/news/@id/+config.ts'
import { data as newsData } from '#pages/(senior)/news/@id/+data.ts'
import { Page as NewsPage } from '#pages/(senior)/news/@id/+Page.tsx'
import eventConfig from '#pages/(senior)/events/@id/+config.ts'
import { data as eventData } from '#pages/(senior)/events/@id/+data.ts'
import { Page as EventPage } from '#pages/(senior)/events/@id/+Page.tsx'

interface BulkPage {
  /** The page's folder, which names its entry in the client build's manifest. */
  dir: string
  Page: ComponentType
  /** The page's +data hook, called as Vike calls it (only routeParams is read). */
  data: (pageContext: never) => unknown
  config: { title?: string }
}

/** Each kind's page files: what Vike would render for that route. */
const PAGES: Record<BulkKind, BulkPage> = {
  album: { dir: 'pages/(senior)/SubGallery/@id', Page: AlbumPage, data: albumData, config: albumConfig },
  news: { dir: 'pages/(senior)/news/@id', Page: NewsPage, data: newsData, config: newsConfig },
  event: { dir: 'pages/(senior)/events/@id', Page: EventPage, data: eventData, config: eventConfig },
}

/** A chunk of routes of one kind (a pool task) and the output folder. */
export interface BulkChunk {
  clientDir: string
  kind: BulkKind
  routes: string[]
}

export interface ChunkResult {
  written: number
  audit: AuditLog
  /** The files the pages' shared images need (lib/seo/renderHead.ts), each once. */
  shareAssets: ShareAsset[]
}

/** What every page of a kind shares, made once a process: its tags, and the tags before </body> for each set of islands. */
interface KindTags {
  assets: DocumentAssets
  beforeBodyClose: Map<string, string>
}

let shared: { policy: AuditPolicy; importsOf: (src: string) => string[]; tags: Map<BulkKind, KindTags> } | undefined

function sharedFor(clientDir: string) {
  return (shared ??= { policy: auditPolicy(cspConfigFromEnv()), importsOf: staticImportGraph(clientDir), tags: new Map() })
}

function kindTags(clientDir: string, kind: BulkKind): KindTags {
  const { tags } = sharedFor(clientDir)
  let t = tags.get(kind)
  if (!t) {
    const assets = documentAssets(readManifestFile(path.join(clientDir, '..', 'assets.json')), PAGES[kind].dir)
    tags.set(kind, (t = { assets, beforeBodyClose: new Map() }))
  }
  return t
}

/** One bulk page's whole document, as Vike and the publish step would have written it, and the file its shared image needs. */
export function bulkPage(clientDir: string, kind: BulkKind, route: string): { html: string; shareAsset?: ShareAsset } {
  const { Page, data, config } = PAGES[kind]
  const draft = renderDraft({ Page, data: data({ routeParams: { id: bulkId(route) } } as never), urlPathname: route, config })
  const t = kindTags(clientDir, kind)
  const block = preloadBlock(draft.islands)
  let body = t.beforeBodyClose.get(block)
  if (body === undefined) t.beforeBodyClose.set(block, (body = withModulePreloads(block + t.assets.script, sharedFor(clientDir).importsOf)))
  return { html: documentWith(draft, t.assets.head, body), ...(draft.shareAsset ? { shareAsset: draft.shareAsset } : {}) }
}

/** The pool's task: renders, writes and audits every page of a chunk. */
export function renderChunk({ clientDir, kind, routes }: BulkChunk): ChunkResult {
  const audit = emptyAudit()
  const { policy } = sharedFor(clientDir)
  const shareAssets = new Map<string, ShareAsset>()
  for (const route of routes) {
    const { html, shareAsset } = bulkPage(clientDir, kind, route)
    if (shareAsset) shareAssets.set(shareAsset.name, shareAsset)
    const file = bulkFile(route)
    fs.mkdirSync(path.join(clientDir, route), { recursive: true })
    fs.writeFileSync(path.join(clientDir, file), html)
    auditPage(file, html, policy, audit)
  }
  return { written: routes.length, audit, shareAssets: [...shareAssets.values()] }
}

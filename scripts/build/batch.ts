// Step 4 of `npm run build` (scripts/build.ts): the bulk pages (lib/build/bulkPages.ts) Vike did not
// render, written with renderDocument() and the asset tags Vike put on that kind's samples. Before
// writing a kind it checks that it reproduces each of Vike's samples byte for byte, so a batch page is
// exactly the page Vike would have written.
import fs from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { assetTagsOf, bulkId, bulkRoutes, splitSamples, withAssetTags, type AssetTags, type BulkKind } from '../../lib/build/bulkPages.ts'
import { staticImportGraph, withModulePreloads } from '../../lib/build/modulePreloads.ts'
import { renderDocument } from '../../renderer/renderDocument.tsx'
import albumConfig from '../../pages/(senior)/SubGallery/@id/+config.ts'
import { data as albumData } from '../../pages/(senior)/SubGallery/@id/+data.ts'
import { Page as AlbumPage } from '../../pages/(senior)/SubGallery/@id/+Page.tsx'
import newsConfig from '../../pages/(senior)/news-item/+config.ts'
import { data as newsData } from '../../pages/(senior)/news-item/+data.ts'
import { Page as NewsPage } from '../../pages/(senior)/news-item/+Page.tsx'
import eventConfig from '../../pages/(senior)/event-item/+config.ts'
import { data as eventData } from '../../pages/(senior)/event-item/+data.ts'
import { Page as EventPage } from '../../pages/(senior)/event-item/+Page.tsx'

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

/** Our document for one bulk page (what Vike's onRenderHtml returns for it, before Vike's tags). */
function ourDocument(kind: BulkKind, route: string): string {
  const { Page, data, config } = PAGES[kind]
  const pageData = data({ routeParams: { id: bulkId(route) } } as never)
  return renderDocument({ Page, data: pageData, urlPathname: route, config: { title: config.title } })
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: Vike "${a.slice(Math.max(0, i - 40), i + 40)}" / batch "${b.slice(Math.max(0, i - 40), i + 40)}"`
}

export interface BatchResult {
  kind: BulkKind
  pages: number
  samples: number
}

/** Pages being written at once: the writes overlap the rendering of the next pages (libuv's threads). */
const WRITES_IN_FLIGHT = 32

/** Writes every bulk page Vike did not render into clientDir; returns the count per kind. */
export async function writeBulkPages(clientDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BatchResult[]> {
  const fileOf = (route: string) => path.join(clientDir, route, 'index.html')
  const preloads = staticImportGraph(clientDir)
  const results: BatchResult[] = []
  const writing = new Set<Promise<void>>()
  for (const kind of Object.keys(PAGES) as BulkKind[]) {
    const { vike: samples, batch } = splitSamples(bulkRoutes(kind), env)
    if (batch.length === 0) {
      results.push({ kind, pages: 0, samples: samples.length })
      continue
    }
    // Vike's asset tags, from the first sample; every sample must then come out identical.
    let tags: AssetTags | undefined
    for (const route of samples) {
      const vikeHtml = fs.readFileSync(fileOf(route), 'utf8')
      const ours = ourDocument(kind, route)
      tags ??= assetTagsOf(vikeHtml, ours)
      const again = withAssetTags(ours, tags)
      if (again !== vikeHtml) throw new Error(`batch: ${route}/ differs from Vike's page ${firstDifference(vikeHtml, again)}`)
    }
    if (!tags) throw new Error(`batch: no ${kind} page rendered by Vike to copy the asset tags from`)
    // The module preloads the post-build step adds to every page (lib/build/modulePreloads.ts), added
    // here so that step has nothing to rewrite among thousands of pages.
    const served = { ...tags, body: withModulePreloads(tags.body, preloads) }
    for (const route of batch) {
      const file = fileOf(route)
      const html = withAssetTags(ourDocument(kind, route), served)
      const done: Promise<void> = fs.promises
        .mkdir(path.dirname(file), { recursive: true })
        .then(() => fs.promises.writeFile(file, html))
        .finally(() => writing.delete(done))
      writing.add(done)
      if (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing)
    }
    results.push({ kind, pages: batch.length, samples: samples.length })
  }
  await Promise.all(writing)
  return results
}

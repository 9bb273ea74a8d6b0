// The bulk pages (scripts/build/bulkPages.ts, bulkWorker.ts, documentAssets.ts): every album, news
// item and event page, rendered by a plain loop with the document Vike's pages get.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bulkId, bulkRoutes, planBulkPages } from '#scripts/build/bulkPages.ts'
import { renderChunk } from '#scripts/build/bulkWorker.ts'
import { documentAssets } from '#scripts/build/documentAssets.ts'
import { renderDocument } from '#renderer/renderDocument.tsx'
import type { Manifest } from '#renderer/islandPreloads.ts'
import { unpinBuildEnv } from '#lib/config/buildEnv.ts'
import { FIXED_NOW, FIXTURE_API_DIR } from '#tests/fixtures/testEnv.ts'
import { data as albumData } from '#pages/(senior)/SubGallery/@id/+data.ts'
import { Page as AlbumPage } from '#pages/(senior)/SubGallery/@id/+Page.tsx'

/** A client build's manifest as Vite writes it: the page entries with their stylesheet, the one client entry. */
const MANIFEST: Manifest = {
  'renderer/+client.ts': { file: 'assets/entries/client.js', src: 'renderer/+client.ts', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js' },
  '_styled.js': { file: 'assets/chunks/styled.js', css: ['assets/static/extra.css', 'assets/static/all.css'] },
  'virtual:vike:page-entry:client:/pages/(senior)/SubGallery/@id': {
    file: 'assets/entries/album.js',
    imports: ['_styled.js'],
    css: ['assets/static/all.css'],
  },
}
const STYLESHEETS =
  '\n    <link rel="stylesheet" type="text/css" href="/assets/static/extra.css">\n    <link rel="stylesheet" type="text/css" href="/assets/static/all.css">'
const SCRIPT = '\n    <script src="/assets/entries/client.js" type="module" async></script>'

describe("a page's tags from the client build's manifest", () => {
  it("gives the stylesheets of the page's entry and of what it imports, once each, and the one client entry", () => {
    expect(documentAssets(MANIFEST, 'pages/(senior)/SubGallery/@id')).toEqual({ head: STYLESHEETS, script: SCRIPT })
  })

  it('fails, naming the page, when the bundle has no entry for it', () => {
    expect(() => documentAssets(MANIFEST, 'pages/(senior)/news-item')).toThrow(/pages\/\(senior\)\/news-item/)
  })
})

describe('the bulk pages of a build', () => {
  it('are every album, news item and event, in tasks of one kind that keep snapshot order', () => {
    const routes = { album: ['/SubGallery/a', '/SubGallery/b'], news: Array.from({ length: 600 }, (_, i) => `/news/n${i}`), event: [] }
    const plan = planBulkPages('/out/client', (kind) => routes[kind])
    expect(plan.kinds).toEqual([
      { kind: 'album', pages: 2 },
      { kind: 'news', pages: 600 },
      { kind: 'event', pages: 0 },
    ])
    expect(plan.chunks.every((c) => c.clientDir === '/out/client' && c.routes.length > 0)).toBe(true)
    expect(plan.chunks.flatMap((c) => c.routes)).toEqual([...routes.album, ...routes.news])
    // Many tasks, not one a kind, so each worker takes a share of every kind.
    expect(plan.chunks.filter((c) => c.kind === 'news').length).toBeGreaterThan(1)
    expect(plan.chunks.filter((c) => c.kind === 'album').map((c) => c.routes)).toEqual([routes.album])
    expect(plan.routes[0]).toBe('/SubGallery/a/')
    expect(plan.files.slice(0, 3)).toEqual(['SubGallery/a/index.html', 'SubGallery/b/index.html', 'news/n0/index.html'])
  })

  it('the route parameter of a bulk page is its last segment', () => {
    expect(bulkId('/SubGallery/album-2026_01')).toBe('album-2026_01')
    expect(bulkId('/news/n-42')).toBe('n-42')
  })
})

describe("a pool task: one chunk's pages rendered, written and audited", () => {
  let out: string
  let clientDir: string
  beforeAll(() => {
    vi.stubEnv('NCSR_DATA_DIR', FIXTURE_API_DIR)
    vi.stubEnv('NCSR_NOW', FIXED_NOW)
    unpinBuildEnv()
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-bulk-'))
    clientDir = path.join(out, 'client')
    fs.mkdirSync(clientDir)
    fs.writeFileSync(path.join(out, 'assets.json'), JSON.stringify(MANIFEST))
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    fs.rmSync(out, { recursive: true, force: true })
  })

  it("writes each album as the document Vike's pages get, with the page's tags where Vike puts them", () => {
    const routes = bulkRoutes('album').slice(0, 2)
    expect(routes).toHaveLength(2)
    const result = renderChunk({ clientDir, kind: 'album', routes })
    expect(result).toMatchObject({ written: 2, audit: { pages: 2, problems: [] } })
    for (const route of routes) {
      const html = fs.readFileSync(path.join(clientDir, route.slice(1), 'index.html'), 'utf8')
      // The client entry's own import gets a module preload, as the publish step gives every other page.
      const tail = `${SCRIPT}\n    <link rel="modulepreload" href="/assets/chunks/shared.js">\n  </body>\n</html>`
      expect(html.startsWith(`<!DOCTYPE html>\n<html lang="en-IN">\n  <head>${STYLESHEETS}\n    <meta charset="utf-8" />`)).toBe(true)
      expect(html.endsWith(tail)).toBe(true)
      const page = { Page: AlbumPage, data: albumData({ routeParams: { id: bulkId(route) } } as never), urlPathname: route }
      const ours = renderDocument({ ...page, config: { title: 'Photo Album' } })
      expect(html.replace(STYLESHEETS, '').replace(tail, '\n  </body>\n</html>')).toBe(ours)
    }
  })

  it("gives back the files the pages' shared images need, each once, and writes none of them", () => {
    const { shareAssets } = renderChunk({ clientDir, kind: 'album', routes: bulkRoutes('album') })
    expect(shareAssets.length).toBeGreaterThan(0)
    expect(new Set(shareAssets.map((a) => a.name)).size).toBe(shareAssets.length)
    expect(fs.readdirSync(out).sort()).toEqual(['assets.json', 'client'])
  })
})

// The bulk pages (scripts/build/bulkPages.ts, bulkWorker.ts, documentAssets.ts): every album, news
// item and event page, rendered by a plain loop from the page model Vike reads (scripts/build/pageModel.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bulkId, bulkRoutes, loadPageModels, planBulkPages, writeBulkPages } from '#scripts/build/bulkPages.ts'
import { draftOf, prepare, renderChunk } from '#scripts/build/bulkWorker.ts'
import type { PageModel } from '#scripts/build/pageModel.ts'
import { documentAssets } from '#scripts/build/documentAssets.ts'
import { createElement } from 'react'
import { usePageData } from '#renderer/usePageData.ts'
import type { Manifest } from '#renderer/islandPreloads.ts'
import { unpinBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { FIXED_NOW, FIXTURE_API_DIR } from '#tests/fixtures/testEnv.ts'

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

  it("stop the build with a worker's failure as an Error, its name and message kept", async () => {
    const plan = planBulkPages('/out/client', () => ['/SubGallery/a'])
    let destroyed = false
    const pool = {
      run: () => Promise.reject({ name: 'PageModelError', message: 'pages/(senior)/+config.ts sets guard', stack: 'PageModelError: …' }),
      destroy: async () => void (destroyed = true),
    }
    const failure = await writeBulkPages(pool as never, plan).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).toMatchObject({ name: 'PageModelError', message: 'pages/(senior)/+config.ts sets guard' })
    expect(destroyed).toBe(true)
  })

  it('are loaded in every worker while Vite bundles, and a model a worker cannot load fails the build as an Error', async () => {
    vi.stubEnv('NCSR_DATA_DIR', FIXTURE_API_DIR)
    unpinBuildEnv()
    try {
      expect(await prepare()).toBe(3)
    } finally {
      vi.unstubAllEnvs()
      unpinBuildEnv()
    }
    const tasks: string[] = []
    const pool = {
      run: (_: unknown, { name }: { name: string }) => {
        tasks.push(name)
        return Promise.reject({ name: 'PageModelError', message: `${name}: +Page is not a component` })
      },
    }
    const failure = await loadPageModels(pool as never, 2).catch((e: unknown) => e)
    expect(tasks).toEqual(['prepare', 'prepare'])
    expect(failure).toBeInstanceOf(Error)
    expect(failure).toMatchObject({ name: 'PageModelError', message: 'prepare: +Page is not a component' })
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

  it("writes each album as its page model's document, with the page's tags where Vike puts them", async () => {
    const routes = bulkRoutes('album').slice(0, 2)
    expect(routes).toHaveLength(2)
    const result = await renderChunk({ clientDir, kind: 'album', routes })
    expect(result).toMatchObject({ written: 2, audit: { pages: 2, problems: [] } })
    for (const route of routes) {
      const html = fs.readFileSync(path.join(clientDir, route.slice(1), 'index.html'), 'utf8')
      // The client entry's own import gets a module preload, as the publish step gives every other page.
      const tail = `${SCRIPT}\n    <link rel="modulepreload" href="/assets/chunks/shared.js">\n  </body>\n</html>`
      expect(html.startsWith(`<!DOCTYPE html>\n<html lang="en-IN">\n  <head>${STYLESHEETS}\n    <meta charset="utf-8" />`)).toBe(true)
      expect(html.endsWith(tail)).toBe(true)
      expect(html).toContain(`<h1`)
      // Whether this is the page Vike builds is scripts/build/checkPageModel.ts's question (Vike's own
      // render, byte for byte; tests/e2e/bulkPages.spec.ts runs it): comparing with the function the
      // loop itself calls would prove nothing.
    }
  })

  it('with a page cache, keeps each page it renders, and a later chunk of the same pages reuses every one, byte for byte', async () => {
    const pageCache = path.join(out, 'kept')
    const routes = bulkRoutes('album').slice(0, 3)
    const files = () => routes.map((r) => fs.readFileSync(path.join(clientDir, r.slice(1), 'index.html'), 'utf8'))
    const rendered = await renderChunk({ clientDir, kind: 'album', routes, pageCache })
    expect(rendered).toMatchObject({ written: 3, reused: 0, audit: { pages: 3, problems: [] } })
    const pages = files()
    fs.rmSync(path.join(clientDir, 'SubGallery'), { recursive: true })
    const reused = await renderChunk({ clientDir, kind: 'album', routes, pageCache })
    expect(reused).toMatchObject({ written: 3, reused: 3, audit: { pages: 3, problems: [] } })
    expect(reused.shareAssets).toEqual(rendered.shareAssets)
    expect(files()).toEqual(pages)
    fs.rmSync(pageCache, { recursive: true })
  })

  it("gives back the files the pages' shared images need, each once, and writes none of them", async () => {
    const { shareAssets } = await renderChunk({ clientDir, kind: 'album', routes: bulkRoutes('album') })
    expect(shareAssets.length).toBeGreaterThan(0)
    expect(new Set(shareAssets.map((a) => a.name)).size).toBe(shareAssets.length)
    expect(fs.readdirSync(out).sort()).toEqual(['assets.json', 'client'])
  })
})

describe("a bulk page's +data", () => {
  const model = (data: PageModel['data']): PageModel => ({
    dir: 'pages/(senior)/test/@id',
    Page: () => createElement('h1', null, String((usePageData<{ heading: string }>() ?? { heading: '' }).heading)),
    ...(data ? { data } : {}),
    config: { title: 'Test' },
  })

  it('is awaited, as Vike awaits it: an async hook renders its data', async () => {
    const draft = await draftOf(
      model(async (pageContext: never) => {
        await new Promise((r) => setTimeout(r, 1))
        return { heading: `Item ${(pageContext as { routeParams: { id: string } }).routeParams.id}` }
      }),
      '/test/x1',
    )
    expect(draft.middle).toContain('<h1>Item x1</h1>')
  })

  it('is the only part of the page that reads the API snapshots: a render that reads one fails, naming the page and the file', async () => {
    vi.stubEnv('NCSR_DATA_DIR', FIXTURE_API_DIR)
    unpinBuildEnv()
    try {
      const reading: PageModel = {
        ...model(() => ({ heading: 'x' })),
        Page: () => createElement('h1', null, String(loadSnapshot('gallery').length)),
      }
      await expect(draftOf(reading, '/test/x1')).rejects.toThrow(
        /^\/test\/x1: pages\/\(senior\)\/test\/@id\/\+Page read the API snapshot gallery\.json; a bulk page reads the snapshots only in its \+data/,
      )
      // The same read in +data is the page's data.
      const inData = { ...model(() => ({ heading: `${loadSnapshot('gallery').length} albums` })) }
      expect((await draftOf(inData, '/test/x1')).middle).toMatch(/<h1>\d+ albums<\/h1>/)
    } finally {
      vi.unstubAllEnvs()
      unpinBuildEnv()
    }
  })

  it('that reads more of pageContext than the loop gives fails, naming what it read', async () => {
    await expect(
      draftOf(
        model((pageContext: never) => (pageContext as { urlParsed: unknown }).urlParsed),
        '/test/x1',
      ),
    ).rejects.toThrow(/pages\/\(senior\)\/test\/@id\/\+data reads pageContext\.urlParsed, which the bulk pages' loop does not give/)
  })
})

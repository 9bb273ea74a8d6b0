// The bulk pages' page model (scripts/build/pageModel.ts): what Vike renders for a page folder, read
// from every + file that applies to it by Vike's inheritance rules, or a refusal naming the setting
// and its file. Each case is a small project of its own in a temporary folder.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { chainOf, checkPageModel, loadPageModel, PageModelError, plusFiles } from '#scripts/build/pageModel.ts'
import { PAGE_DIRS } from '#scripts/build/bulkPageModels.ts'
import { tempTree } from '#tests/support/tempTree.ts'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })))

/** The renderer every page of the site has (renderer/), as + files. */
const RENDERER = {
  'renderer/+config.ts': `export default { prerender: { parallel: 2, disableAutoRun: true }, clientRouting: false, clientHooks: false, meta: { title: { env: { server: true } }, section: { env: { server: true } } } }`,
  'renderer/+onRenderHtml.tsx': `import './styles.css'\nexport const onRenderHtml = () => ''`,
  'renderer/+client.ts': `throw new Error('the browser entry is never imported')`,
}
const ALBUM = 'pages/(senior)/SubGallery/@id'
const PAGE = {
  [`${ALBUM}/+Page.ts`]: `export const Page = () => null`,
  [`${ALBUM}/+data.ts`]: `export async function data(pageContext) { return { id: pageContext.routeParams.id } }`,
  [`${ALBUM}/+config.ts`]: `export default { title: 'Photo Album', prerender: false }`,
}

function project(files: Record<string, string>): string {
  const root = tempTree('ncsr-page-model-', files)
  roots.push(root)
  return root
}

const refusal = async (files: Record<string, string>): Promise<string> => {
  const error = await loadPageModel(project(files), ALBUM).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PageModelError)
  return (error as Error).message
}

describe("a bulk page's model", () => {
  it('is its own +Page, +data and title, with what renderer/+config.ts gives every page', async () => {
    const model = await loadPageModel(project({ ...RENDERER, ...PAGE }), ALBUM)
    expect(model.dir).toBe(ALBUM)
    expect(model.config).toEqual({ title: 'Photo Album' })
    expect(await model.data!({ routeParams: { id: 'a1' } } as never)).toEqual({ id: 'a1' })
    expect(typeof model.Page).toBe('function')
  })

  it('takes a setting from a folder above the page, as Vike does: (senior)/+config.ts reaches every senior page', async () => {
    const model = await loadPageModel(
      project({
        ...RENDERER,
        ...PAGE,
        'pages/(senior)/+config.ts': `export default { section: 'kindergarten', description: 'Senior school' }`,
      }),
      ALBUM,
    )
    expect(model.config).toEqual({ title: 'Photo Album', section: 'kindergarten', description: 'Senior school' })
  })

  it('lets the nearest folder win, and a +title.ts file set the title as a +config.ts would', async () => {
    const model = await loadPageModel(
      project({
        ...RENDERER,
        ...PAGE,
        'pages/+config.ts': `export default { title: 'Site', description: 'Everywhere' }`,
        'pages/(senior)/SubGallery/+title.ts': `export default 'Albums'`,
        [`${ALBUM}/+config.ts`]: `export default { prerender: false }`,
      }),
      ALBUM,
    )
    expect(model.config).toEqual({ title: 'Albums', description: 'Everywhere' })
  })

  it("is read while Vike loads its configs: Vike's transient +config bundles are not + files", async () => {
    // What `vike build` writes beside renderer/+config.ts while the bulk workers read the + files.
    const root = project({ ...RENDERER, ...PAGE, 'renderer/+config.ts.build-b35b8fcffd45.mjs': 'export default { Layout: 1 }' })
    expect(plusFiles(root)).not.toContain('renderer/+config.ts.build-b35b8fcffd45.mjs')
    expect((await loadPageModel(root, ALBUM)).config).toEqual({ title: 'Photo Album' })
  })

  it("is not touched by a sibling folder's settings", async () => {
    const model = await loadPageModel(
      project({
        ...RENDERER,
        ...PAGE,
        'pages/(kindergarten)/+config.ts': `export default { section: 'kindergarten', onBeforeRender: () => {} }`,
      }),
      ALBUM,
    )
    expect(model.config).toEqual({ title: 'Photo Album' })
  })
})

describe('a setting the bulk pages cannot honour', () => {
  it('stops the build, naming the setting and the file that sets it', async () => {
    const message = await refusal({ ...RENDERER, ...PAGE, 'pages/(senior)/+config.ts': `export default { onBeforeRender: () => {} }` })
    expect(message).toMatch(
      /^pages\/\(senior\)\/\+config\.ts sets onBeforeRender for pages\/\(senior\)\/SubGallery\/@id, which the bulk pages' loop does not apply/,
    )
  })

  it('stops it for a + file as for a +config.ts key: a layout', async () => {
    expect(await refusal({ ...RENDERER, ...PAGE, 'pages/(senior)/+Layout.ts': `export const Layout = () => null` })).toMatch(
      /^pages\/\(senior\)\/\+Layout\.ts sets Layout for /,
    )
  })

  it('stops it when a folder has its own document hook, in place of the renderer the loop stands in for', async () => {
    expect(await refusal({ ...RENDERER, ...PAGE, [`${ALBUM}/+onRenderHtml.ts`]: `export const onRenderHtml = () => ''` })).toMatch(
      /sets onRenderHtml for .*, but it is not renderer\/\+onRenderHtml\.tsx/,
    )
  })

  it('stops it when Vike would prerender the page too', async () => {
    expect(await refusal({ ...RENDERER, ...PAGE, [`${ALBUM}/+config.ts`]: `export default { title: 'Photo Album' }` })).toMatch(
      /^prerender is not false for pages\/\(senior\)\/SubGallery\/@id, so Vike would write its pages as well as the loop/,
    )
  })

  it('stops it for a prerender option that moves the file, and for Vike client code', async () => {
    expect(await refusal({ ...RENDERER, ...PAGE, 'pages/+config.ts': `export default { prerender: { noExtraDir: true } }` })).toMatch(
      /^pages\/\+config\.ts sets prerender for .*, but it sets noExtraDir/,
    )
    expect(await refusal({ ...RENDERER, ...PAGE, 'pages/(senior)/+config.ts': `export default { clientHooks: true }` })).toMatch(
      /sets clientHooks for .*, but it is not false/,
    )
  })

  it('stops it when two files of one folder set one setting, or a + file has a suffix', async () => {
    expect(await refusal({ ...RENDERER, ...PAGE, [`${ALBUM}/+title.ts`]: `export default 'Album'` })).toMatch(
      /^title is set by both pages\/\(senior\)\/SubGallery\/@id\/\+config\.ts and pages\/\(senior\)\/SubGallery\/@id\/\+title\.ts/,
    )
    expect(await refusal({ ...RENDERER, ...PAGE, [`${ALBUM}/+guard.server.ts`]: `export const guard = () => {}` })).toMatch(
      /\+guard\.server\.ts: the bulk pages' loop applies no \+ file with a suffix/,
    )
  })
})

describe('the check the build runs before it starts', () => {
  /** A page whose component and data hook would fail the build if imported (checkPageModel leaves them to the workers). */
  const UNIMPORTED = {
    [`${ALBUM}/+Page.ts`]: `throw new Error('+Page imported')`,
    [`${ALBUM}/+data.ts`]: `throw new Error('+data imported')`,
  }

  it("passes a chain the loop can apply without importing the page's +Page or +data", async () => {
    await expect(checkPageModel(project({ ...RENDERER, ...PAGE, ...UNIMPORTED }), ALBUM)).resolves.toBeUndefined()
  })

  it('refuses what loading the model refuses, naming the setting and its file', async () => {
    const root = project({
      ...RENDERER,
      ...PAGE,
      ...UNIMPORTED,
      'pages/(senior)/+config.ts': `export default { onBeforeRender: () => {} }`,
    })
    await expect(checkPageModel(root, ALBUM)).rejects.toThrow(
      /^pages\/\(senior\)\/\+config\.ts sets onBeforeRender for pages\/\(senior\)\/SubGallery\/@id, which the bulk pages' loop does not apply/,
    )
    const noPrerenderFalse = project({
      ...RENDERER,
      ...PAGE,
      ...UNIMPORTED,
      [`${ALBUM}/+config.ts`]: `export default { title: 'Photo Album' }`,
    })
    await expect(checkPageModel(noPrerenderFalse, ALBUM)).rejects.toThrow(/^prerender is not false for /)
  })
})

describe('the + files that apply to a page folder', () => {
  it("are its own, its parents' and the root's, nearest first, renderer/ last at the root", () => {
    const files = [
      'renderer/+config.ts',
      'pages/+config.ts',
      'pages/(senior)/+config.ts',
      'pages/(kindergarten)/+config.ts',
      `${ALBUM}/+Page.tsx`,
      `${ALBUM}/+config.ts`,
      'pages/(senior)/SubGallery/index/+Page.tsx',
    ]
    expect(chainOf(files, ALBUM)).toEqual([
      [`${ALBUM}/+Page.tsx`, `${ALBUM}/+config.ts`],
      ['pages/(senior)/+config.ts'],
      ['pages/+config.ts'],
      ['renderer/+config.ts'],
    ])
  })
})

describe("the site's own bulk pages", () => {
  it('each read as Vike reads them: its title, its +Page and +data, the renderer for every page', async () => {
    const root = path.resolve('.')
    const files = plusFiles(root)
    expect(files).toContain('renderer/+onRenderHtml.tsx')
    const titles = { album: 'Photo Album', news: 'News', event: 'Event' }
    for (const [kind, dir] of Object.entries(PAGE_DIRS) as [keyof typeof titles, string][]) {
      const model = await loadPageModel(root, dir, files)
      expect(model.config).toEqual({ title: titles[kind] })
      expect(typeof model.Page).toBe('function')
      expect(typeof model.data).toBe('function')
    }
  })
})

// The module scripts of a built page (scripts/postbuild/modulePreloads.ts): the preloads of the
// islands a page declares and of the entry's static imports, read from the client build's manifest;
// and no script at all on a page without an island.
import { describe, expect, it } from 'vitest'
import { auditPolicy } from '#scripts/postbuild/auditRules.ts'
import { islandModules, moduleScripts, staticImportsOf, type Manifest } from '#scripts/postbuild/modulePreloads.ts'
import { readPage } from '#scripts/postbuild/readPage.ts'
import { staticImportSpecifiers } from '#tests/support/staticImports.ts'

// Vike's assets.json: chunks keyed by source or '_name', static `imports` by key, import() in `dynamicImports`.
const manifest: Manifest = {
  'renderer/+client.ts': {
    file: 'assets/entries/client.js',
    imports: ['_shared.js', '_entry-dep.js'],
    dynamicImports: ['components/carousel/carousel.island.ts', '_chunk-form.js', 'renderer/hydrateIslands.tsx', '_lazy.js'],
  },
  'components/carousel/carousel.island.ts': {
    file: 'assets/chunks/carousel.js',
    src: 'components/carousel/carousel.island.ts',
    imports: ['_shared.js', '_glide-mount.js'],
  },
  '_chunk-form.js': { file: 'assets/chunks/form.js', name: 'ContactForm.island', imports: ['_shared.js', '_preact.js'] },
  'renderer/hydrateIslands.tsx': { file: 'assets/chunks/hydrate.js', src: 'renderer/hydrateIslands.tsx', imports: ['_preact.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js' },
  '_entry-dep.js': { file: 'assets/chunks/entry-dep.js', imports: ['_shared.js'] },
  '_glide-mount.js': { file: 'assets/chunks/glide-mount.js', imports: ['_shared.js'] },
  '_preact.js': { file: 'assets/chunks/preact.js' },
  '_lazy.js': { file: 'assets/chunks/lazy.js' },
}

describe('staticImportsOf', () => {
  it('follows imports transitively, nearest first, once each, without the module itself and without import()', () => {
    expect(staticImportsOf(manifest)('/assets/entries/client.js')).toEqual(['/assets/chunks/shared.js', '/assets/chunks/entry-dep.js'])
    expect(staticImportsOf(manifest)('/assets/entries/missing.js')).toEqual([])
  })
})

describe('islandModules', () => {
  it("gives a behaviour's module and its static imports", () => {
    expect(islandModules(['carousel'], manifest)).toEqual([
      '/assets/chunks/carousel.js',
      '/assets/chunks/shared.js',
      '/assets/chunks/glide-mount.js',
    ])
  })
  it('finds a component island by its chunk name, and adds the hydration module when asked', () => {
    expect(islandModules(['contact-form'], manifest, true)).toEqual([
      '/assets/chunks/hydrate.js',
      '/assets/chunks/preact.js',
      '/assets/chunks/form.js',
      '/assets/chunks/shared.js',
    ])
  })
  it('refuses an island the client build does not have', () => {
    expect(() => islandModules(['nope'], manifest)).toThrow(/nope\.island/)
  })
})

describe('moduleScripts', () => {
  const policy = auditPolicy({ apiBase: '', formEndpoints: [], mediaBase: '', imageCdnBase: '', frameOrigins: [], inlineScripts: [] })
  const set = (html: string) => moduleScripts(manifest)(html, readPage('x/index.html', html, policy))
  const entry = '<script src="/assets/entries/client.js" type="module" async></script>'
  const page = (main: string, tail: string) =>
    `<!DOCTYPE html><html><head><title>t</title></head><body><main>${main}</main>${tail}\n  </body></html>`

  it('removes the client entry and its preloads, with the space before them, from a page that declares no island', () => {
    const tags = `\n    <link rel="modulepreload" href="/assets/chunks/shared.js">\n    ${entry}`
    expect(set(page('<p>Text</p>', `${tags}\n<script type="application/ld+json">{}</script>`))).toBe(
      page('<p>Text</p>', '\n<script type="application/ld+json">{}</script>'),
    )
  })
  it("preloads the islands' modules before the entry, and what the entry imports and nothing preloads yet after it", () => {
    const main = '<ul data-island="carousel"></ul>'
    expect(set(page(main, `\n    ${entry}`))).toBe(
      page(
        main,
        '\n    <link rel="modulepreload" href="/assets/chunks/carousel.js">' +
          '\n    <link rel="modulepreload" href="/assets/chunks/shared.js">' +
          '\n    <link rel="modulepreload" href="/assets/chunks/glide-mount.js">' +
          `\n    ${entry}` +
          '\n    <link rel="modulepreload" href="/assets/chunks/entry-dep.js">',
      ),
    )
  })
  it('returns the same page when every module is preloaded already, and leaves a page without a module script alone', () => {
    const complete = set(page('<ul data-island="carousel"></ul>', `\n    ${entry}`))
    expect(set(complete)).toBe(complete)
    const noScript = page('<ul data-island="carousel"></ul>', '<script type="application/json">{}</script>')
    expect(set(noScript)).toBe(noScript)
  })
})

describe('staticImportSpecifiers (the budgets spec reads the built code with it)', () => {
  it('reads the static imports and re-exports of minified output, not import()', () => {
    const code =
      'import{a as e,t}from"../chunks/chunk-A.js";import"./side.js";export{x}from"/assets/chunks/B.js";const l=()=>import("../chunks/lazy.js");e(),t();'
    expect(staticImportSpecifiers(code)).toEqual(['../chunks/chunk-A.js', './side.js', '/assets/chunks/B.js'])
  })
})

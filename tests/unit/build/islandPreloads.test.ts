// Which modules a page preloads for the islands it declares (renderer/islandPreloads.ts), and
// which pages lose the client entry for declaring none (scripts/build/islandlessPages.ts).
import { describe, expect, it } from 'vitest'
import { islandModules, islandNames } from '#renderer/islandPreloads.ts'
import { withoutIdleScripts } from '#scripts/build/islandlessPages.ts'

const manifest = {
  'renderer/+client.ts': {
    file: 'assets/entries/client.js',
    imports: ['_shared.js'],
    dynamicImports: ['components/carousel/carousel.island.ts', '_chunk-form.js', 'renderer/hydrateIslands.tsx'],
  },
  'components/carousel/carousel.island.ts': {
    file: 'assets/chunks/carousel.js',
    src: 'components/carousel/carousel.island.ts',
    imports: ['_shared.js', '_glide-mount.js'],
  },
  '_chunk-form.js': { file: 'assets/chunks/form.js', name: 'ContactForm.island', imports: ['_shared.js', '_preact.js'] },
  'renderer/hydrateIslands.tsx': { file: 'assets/chunks/hydrate.js', src: 'renderer/hydrateIslands.tsx', imports: ['_preact.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js' },
  '_glide-mount.js': { file: 'assets/chunks/glide-mount.js', imports: ['_shared.js'] },
  '_preact.js': { file: 'assets/chunks/preact.js' },
}

describe('islandNames', () => {
  it('lists each island of the page once, in order', () => {
    expect(
      islandNames(
        '<section data-island="carousel"></section><div class="island" data-island="contact-form" data-island-hydrate=""></div><section data-island="carousel">',
      ),
    ).toEqual(['carousel', 'contact-form'])
    expect(islandNames('<p>no islands; data-island is only text here</p>')).toEqual([])
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

describe('withoutIdleScripts', () => {
  const tags =
    '\n    <script src="/assets/entries/client.js" type="module" async></script>\n    <link rel="modulepreload" href="/assets/chunks/shared.js">'
  it('removes the client entry and its preloads from a page that declares no island', () => {
    expect(withoutIdleScripts(`<main><p>Text</p></main>${tags}\n<script type="application/ld+json">{}</script></body>`)).toBe(
      '<main><p>Text</p></main>\n<script type="application/ld+json">{}</script></body>',
    )
  })
  it('keeps them on a page with an island', () => {
    const html = `<main><ul data-island="lightbox"></ul></main>${tags}</body>`
    expect(withoutIdleScripts(html)).toBe(html)
  })
})

// Byte budgets, exact, over the one test build (tests/support/testBuild.ts; the gallery's transfer,
// which a browser measures: tests/e2e/budgets.spec.ts). Sizes are gzip -9 of the files as built. Current figures: docs/performance.md.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { walk } from '#lib/files/walk.ts'
import { byIslandName, isIslandFile } from '#renderer/islandFiles.ts'
import { islandModules, readManifestFile, type Manifest } from '#scripts/postbuild/modulePreloads.ts'
import { islandNames } from '#tests/support/readHtml.ts'
import { describe, expect, it } from 'vitest'
import { builtHtml, testDist } from '#tests/support/builtSite.ts'
import { staticImportSpecifiers } from '#tests/support/staticImports.ts'

const KB = 1024
const BUDGET = {
  hydratedFirstLoadJs: 90 * KB,
  vanillaJsWithLibraries: 30 * KB,
  html: 40 * KB,
  css: 25 * KB,
}

// What kind a page is comes from the islands it declares (docs/architecture.md "The page model"):
// hydrated when it has a component island (data-island-hydrate: forms, filters, readers, search;
// written in React, run by Preact in the browser), vanilla when its islands are behaviours only
// (lightbox, carousel, ticker, tabs), zero-JS when it has none.
/** Library code, found by strings the minified builds keep; each must load on first use only. */
const LIBRARIES: Record<string, string> = {
  'page-flip': 'stf__parent',
  'fuse.js': 'Pattern length exceeds max',
  PhotoSwipe: 'pswp__scroll-wrap',
  Glide: 'glide--swipeable',
}
const UI_RUNTIMES: Record<string, RegExp> = {
  React: /__reactFiber|react\.element|Minified React error/,
  Preact: /acit\|ex\(\?:s\|g\|n\|p\|\$\)/,
}

const clientDir = testDist
/** The client build's manifest (Vike writes it next to client/), which names each island's file. */
let manifestCache: Manifest | undefined
const manifest = () => (manifestCache ??= readManifestFile(path.join(clientDir(), '..', 'assets.json')))
const gz = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length

// The editor at /admin/ is no public page: its bundle has budgets of its own (docs/operations.md "The editor at /admin").
const builtPages = () => builtHtml(clientDir()).filter((p) => !p.isEditor)

const attrs = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0])
const attr = (tagHtml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tagHtml)?.[1]
/** Scripts the browser executes or loads: <script src>, module preloads and inline scripts that are not data. */
function executableScripts(html: string): string[] {
  return [
    ...attrs(html, 'script').filter((s) => attr(s, 'src') || !/type="application\/(ld\+)?json"/.test(s)),
    ...attrs(html, 'link').filter((l) => attr(l, 'rel') === 'modulepreload'),
  ]
}
const entryFiles = (html: string) =>
  [
    ...attrs(html, 'script').map((s) => attr(s, 'src')),
    ...attrs(html, 'link')
      .filter((l) => attr(l, 'rel') === 'modulepreload')
      .map((l) => attr(l, 'href')),
  ].filter((s): s is string => !!s && s.startsWith('/'))

/**
 * The JavaScript files reachable from `entries`: static imports always, dynamic import() when asked,
 * except from `noDynamicFrom` (the client entry, which names every island's file for import()).
 */
function jsClosure(entries: string[], withDynamic: boolean, noDynamicFrom: string[] = []): Set<string> {
  const skipDynamic = new Set(noDynamicFrom.map((e) => path.join(clientDir(), e)))
  const seen = new Set<string>()
  const todo = entries.map((e) => path.join(clientDir(), e))
  while (todo.length) {
    const file = todo.pop()!
    if (seen.has(file) || !fs.existsSync(file)) continue
    seen.add(file)
    const code = fs.readFileSync(file, 'utf8')
    const specs = staticImportSpecifiers(code)
    if (withDynamic && !skipDynamic.has(file)) {
      specs.push(...[...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!))
      specs.push(...[...code.matchAll(/["'`](assets\/[^"'`]+\.js)["'`]/g)].map((m) => '/' + m[1]!))
    }
    for (const s of specs) todo.push(s.startsWith('/') ? path.join(clientDir(), s) : path.resolve(path.dirname(file), s))
  }
  return seen
}
const gzTotal = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(fs.readFileSync(f)), 0)
const kind = (html: string) => (html.includes(' data-island-hydrate=') ? 'hydrated' : islandNames(html).length ? 'vanilla' : 'zero-js')
const moduleScripts = (html: string) =>
  attrs(html, 'script')
    .filter((s) => attr(s, 'type') === 'module' && attr(s, 'src'))
    .map((s) => attr(s, 'src')!)
/** Every module a page's islands need: preloaded, so they are part of its first load. */
const islandFiles = (html: string) => islandModules(islandNames(html), manifest(), kind(html) === 'hydrated')
/** The island names that have a NAME.island.ts(x) under components/ (renderer/islandFiles.ts). */
const islandSources = new Set(
  Object.keys(
    byIslandName(
      Object.fromEntries(
        walk('components')
          .map((e) => e.rel)
          .filter(isIslandFile)
          .map((f) => [f, f]),
      ),
    ),
  ),
)

describe('byte budgets (built site)', () => {
  it('every page ships what its islands need: one module and their props, each module preloaded once, and a page without islands nothing', () => {
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(50)
    const wrong = pages.flatMap((p) => {
      const scripts = executableScripts(p.html)
      const modules = moduleScripts(p.html)
      const props = (p.html.match(/<script type="application\/json" data-island-props="">/g) ?? []).length
      const components = (p.html.match(/ data-island-hydrate=""/g) ?? []).length
      const k = kind(p.html)
      // Vike's client runtime and its serialised pageContext are never shipped (renderer/+client.ts).
      if (/vike_pageContext|vike_globalContext|entry-server-routing/.test(p.html)) return [`${p.route}: ships Vike's client runtime`]
      // A page's data is never written into it whole; only its islands' props are (renderer/island.tsx).
      if (p.html.includes('id="page-data"')) return [`${p.route}: serialises its whole page data`]
      const unknown = islandNames(p.html).filter((n) => !islandSources.has(n))
      if (unknown.length) return [`${p.route}: islands without a NAME.island.ts(x) in components/: ${unknown.join(', ')}`]
      if (k === 'zero-js' && (scripts.length || props))
        return [`${p.route}: no island, yet ${scripts.length} scripts and ${props} props blocks`]
      if (k === 'vanilla' && (props || modules.length !== 1))
        return [`${p.route}: expected one module and no props (${modules.length} modules, ${props} props)`]
      if (k === 'hydrated' && (props !== components || modules.length !== 1))
        return [
          `${p.route}: expected one module and a props block per component island (${modules.length} modules, ${props} props, ${components} islands)`,
        ]
      const missing = islandFiles(p.html).filter((f) => !entryFiles(p.html).includes(f))
      if (missing.length) return [`${p.route}: island modules not preloaded: ${missing.join(', ')}`]
      const preloads = attrs(p.html, 'link')
        .filter((l) => attr(l, 'rel') === 'modulepreload')
        .map((l) => attr(l, 'href'))
      const twice = [...new Set(preloads.filter((h, i) => preloads.indexOf(h) !== i))]
      if (twice.length) return [`${p.route}: modules preloaded twice: ${twice.join(', ')}`]
      // What the module script imports statically, read from the built code (not from the manifest the
      // build took its preloads from): each is preloaded, so none waits for the script to be parsed.
      const imported = [...jsClosure(modules, false)].map((f) => '/' + path.relative(clientDir(), f).split(path.sep).join('/'))
      const unpreloaded = imported.filter((f) => !entryFiles(p.html).includes(f))
      if (unpreloaded.length) return [`${p.route}: static imports not preloaded: ${unpreloaded.join(', ')}`]
      return []
    })
    expect(wrong).toEqual([])
    const of = (k: string) => pages.filter((p) => kind(p.html) === k).map((p) => p.route)
    expect(of('zero-js').length).toBeGreaterThan(20)
    // Pages the spec makes interactive (spec §2, §4, §5) come out as the kind they are.
    expect(of('hydrated')).toEqual(expect.arrayContaining(['/', '/contact/', '/news/', '/search/', '/magazine1/2/']))
    expect(of('vanilla')).toEqual(expect.arrayContaining(['/kindergarten/', '/campus/', '/sports/', '/magazine1/']))
  })

  it(`vanilla pages: no React or Preact, at most ${BUDGET.vanillaJsWithLibraries / KB} KB gzipped including the libraries they load on first use`, () => {
    const over = builtPages()
      .filter((p) => kind(p.html) === 'vanilla')
      .flatMap((p) => {
        const files = jsClosure(entryFiles(p.html), true, moduleScripts(p.html))
        const code = [...files].map((f) => fs.readFileSync(f, 'utf8')).join('\n')
        const runtimes = Object.entries(UI_RUNTIMES)
          .filter(([, re]) => re.test(code))
          .map(([n]) => n)
        const bytes = gzTotal(files)
        if (process.env.BUDGETS_VERBOSE) console.log(`vanilla ${p.route} ${bytes} B (${files.size} files)`)
        return bytes > BUDGET.vanillaJsWithLibraries || runtimes.length ? [`${p.route}: ${bytes} B ${runtimes.join(' ')}`] : []
      })
    expect(over).toEqual([])
  })

  it(`hydrated pages: at most ${BUDGET.hydratedFirstLoadJs / KB} KB gzipped first-load JavaScript; page-flip, fuse.js, PhotoSwipe and Glide load on first use`, () => {
    const over = builtPages()
      .filter((p) => kind(p.html) === 'hydrated')
      .flatMap((p) => {
        const files = jsClosure(entryFiles(p.html), false)
        const code = [...files].map((f) => fs.readFileSync(f, 'utf8')).join('\n')
        const eager = Object.entries(LIBRARIES)
          .filter(([, sig]) => code.includes(sig))
          .map(([n]) => n)
        const bytes = gzTotal(files)
        if (process.env.BUDGETS_VERBOSE) console.log(`hydrated ${p.route} ${bytes} B (${files.size} files)`)
        return bytes > BUDGET.hydratedFirstLoadJs || eager.length ? [`${p.route}: ${bytes} B ${eager.join(' ')}`] : []
      })
    expect(over).toEqual([])
  })

  it(`every HTML document is at most ${BUDGET.html / KB} KB gzipped`, () => {
    const over = builtPages()
      .filter((p) => gz(p.html) > BUDGET.html)
      .map((p) => `${p.route}: ${gz(p.html)} B`)
    expect(over).toEqual([])
  })

  it(`one site stylesheet on every page, at most ${BUDGET.css / KB} KB gzipped`, () => {
    const sheets = new Set<string>()
    const wrong = builtPages().flatMap((p) => {
      const links = attrs(p.html, 'link')
        .filter((l) => attr(l, 'rel') === 'stylesheet')
        .map((l) => attr(l, 'href')!)
      links.forEach((l) => sheets.add(l))
      return links.length === 1 && !/<style\b/.test(p.html) ? [] : [`${p.route}: ${links.length} stylesheets`]
    })
    expect(wrong).toEqual([])
    expect([...sheets]).toHaveLength(1)
    expect(gz(fs.readFileSync(path.join(clientDir(), [...sheets][0]!)))).toBeLessThanOrEqual(BUDGET.css)
  })

  it('every <img> has width, height and decoding="async"; the first of a page is not lazy, the others say how they load', () => {
    const wrong = builtPages().flatMap((p) =>
      attrs(p.html, 'img').flatMap((img, i) => {
        const problems = [
          !/^\d+$/.test(attr(img, 'width') ?? '') && 'width',
          !/^\d+$/.test(attr(img, 'height') ?? '') && 'height',
          attr(img, 'decoding') !== 'async' && 'decoding',
          i === 0 && attr(img, 'loading') === 'lazy' && 'first image lazy',
          i > 0 && !['lazy', 'eager'].includes(attr(img, 'loading') ?? '') && 'loading',
        ].filter(Boolean)
        return problems.length ? [`${p.route} img ${i}: ${problems.join(', ')}`] : []
      }),
    )
    expect(wrong).toEqual([])
  })

  it('album grids link the screen-sized variant, never the original, and show 4:3 AVIF crops sized for the grid before the WebP variants', () => {
    const albums = builtPages().filter(
      (p) => p.route.startsWith('/SubGallery/') && p.route !== '/SubGallery/' && p.html.includes('data-lightbox-item'),
    )
    expect(albums.length).toBeGreaterThan(0)
    let photos = 0
    for (const p of albums) {
      for (const m of p.html.matchAll(
        /<a href="([^"]+)" data-lightbox-item[^>]*><picture><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/><img src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"[^>]* width="(\d+)" height="(\d+)"/gi,
      )) {
        photos++
        // The image step made every variant from the mock API's photos (scripts/images/run.ts).
        expect(m[1]).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp$/)
        for (const c of m[2]!.split(', ')) expect(c).toMatch(/^\/img\/[0-9a-f]{16}\/c\d+\.avif \d+w$/)
        expect(m[3]).toBe(m[6])
        expect(m[4]).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp$/)
        for (const c of m[5]!.split(', ')) expect(c).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp \d+w$/)
      }
      expect(p.html).not.toMatch(/\/api\/image\//)
    }
    expect(photos).toBeGreaterThan(0)
  })
})

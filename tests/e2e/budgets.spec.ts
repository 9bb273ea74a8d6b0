// Byte budgets, exact, over the built site (TEST_DIST_DIR, built by globalSetup from the
// fixtures). Sizes are gzip -9 of the files as built. Current figures: docs/performance.md.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { staticImportSpecifiers } from '../../lib/build/modulePreloads.ts'
import { expect, test } from './test.ts'
import { builtHtml } from './builtSite.ts'

const KB = 1024
const BUDGET = {
  hydratedFirstLoadJs: 90 * KB,
  vanillaJsWithLibraries: 30 * KB,
  html: 40 * KB,
  css: 25 * KB,
  galleryImages: 1024 * KB,
}

// Pages that hydrate React components (written in React, run by Preact in the browser): forms,
// filters, readers, search. Every other page is vanilla (below) or has no JavaScript at all.
const HYDRATED = [
  /^\/$/, /^\/(contact|career|alumni|tc|search|news|events|gallery|kids-gallery|topperX|topperXII|videoGallery|KinderVideo)\/$/,
  /^\/(magazine1|newsletter1)\/[^/]+\/$/,
]
// Pages whose only behaviour is a lightbox, carousel, tabs or menu: a +client.ts, no React.
const VANILLA = [
  /^\/(awards|campus|certificates-awards|classroom-activity|cultural-programm|erp-software|goals-rules|kids-uniform|kinder-activities|kindergarten|school-parliament|social-community-service|sports)\/$/,
  /^\/(magazine1|newsletter1)\/$/, // only the "Go Back" of the no-edition page
  /^\/SubGallery\/([^/]+\/)?$/,
]
/** Library code, found by strings the minified builds keep; each must load on first use only. */
const LIBRARIES: Record<string, string> = { 'page-flip': 'stf__parent', 'fuse.js': 'Pattern length exceeds max', PhotoSwipe: 'pswp__scroll-wrap', Glide: 'glide--swipeable' }
const UI_RUNTIMES: Record<string, RegExp> = { React: /__reactFiber|react\.element|Minified React error/, Preact: /acit\|ex\(\?:s\|g\|n\|p\|\$\)/ }

const clientDir = () => process.env.TEST_DIST_DIR!
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
const entryFiles = (html: string) => [
  ...attrs(html, 'script').map((s) => attr(s, 'src')),
  ...attrs(html, 'link').filter((l) => attr(l, 'rel') === 'modulepreload').map((l) => attr(l, 'href')),
].filter((s): s is string => !!s && s.startsWith('/'))

/** The JavaScript files reachable from `entries`: static imports always, dynamic import() when asked. */
function jsClosure(entries: string[], withDynamic: boolean): Set<string> {
  const seen = new Set<string>()
  const todo = entries.map((e) => path.join(clientDir(), e))
  while (todo.length) {
    const file = todo.pop()!
    if (seen.has(file) || !fs.existsSync(file)) continue
    seen.add(file)
    const code = fs.readFileSync(file, 'utf8')
    const specs = staticImportSpecifiers(code)
    if (withDynamic) specs.push(...[...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!))
    if (withDynamic) specs.push(...[...code.matchAll(/["'`](assets\/[^"'`]+\.js)["'`]/g)].map((m) => '/' + m[1]!))
    for (const s of specs) todo.push(s.startsWith('/') ? path.join(clientDir(), s) : path.resolve(path.dirname(file), s))
  }
  return seen
}
const gzTotal = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(fs.readFileSync(f)), 0)
const kind = (route: string) => (HYDRATED.some((r) => r.test(route)) ? 'hydrated' : VANILLA.some((r) => r.test(route)) ? 'vanilla' : 'zero-js')

test.describe('byte budgets (built site)', () => {
  test('the page lists match the build: hydrated pages carry data, vanilla ones a module, and the rest nothing', () => {
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(50)
    const wrong = pages.flatMap((p) => {
      const hasData = p.html.includes('id="page-data"')
      const scripts = executableScripts(p.html)
      const modules = attrs(p.html, 'script').filter((s) => attr(s, 'type') === 'module' && attr(s, 'src'))
      const k = kind(p.route)
      // Vike's client runtime and its serialised pageContext are never shipped (renderer/hydrateIsland.tsx).
      if (/vike_pageContext|vike_globalContext|entry-server-routing/.test(p.html)) return [`${p.route}: ships Vike's client runtime`]
      if (k === 'zero-js' && (scripts.length || hasData)) return [`${p.route}: expected no JavaScript and no page data`]
      if (k === 'vanilla' && (hasData || modules.length !== 1)) return [`${p.route}: expected one vanilla module and no page data (${modules.length} modules, data: ${hasData})`]
      if (k === 'hydrated' && (!hasData || modules.length !== 1)) return [`${p.route}: expected a hydrated page (${modules.length} modules, data: ${hasData})`]
      return []
    })
    expect(wrong).toEqual([])
    const counts = { hydrated: 0, vanilla: 0, 'zero-js': 0 }
    for (const p of pages) counts[kind(p.route)]++
    expect(counts['zero-js']).toBeGreaterThan(20)
  })

  test(`vanilla pages: no React or Preact, at most ${BUDGET.vanillaJsWithLibraries / KB} KB gzipped including the libraries they load on first use`, () => {
    const over = builtPages()
      .filter((p) => kind(p.route) === 'vanilla')
      .flatMap((p) => {
        const files = jsClosure(entryFiles(p.html), true)
        const code = [...files].map((f) => fs.readFileSync(f, 'utf8')).join('\n')
        const runtimes = Object.entries(UI_RUNTIMES).filter(([, re]) => re.test(code)).map(([n]) => n)
        const bytes = gzTotal(files)
        if (process.env.BUDGETS_VERBOSE) console.log(`vanilla ${p.route} ${bytes} B (${files.size} files)`)
        return bytes > BUDGET.vanillaJsWithLibraries || runtimes.length ? [`${p.route}: ${bytes} B ${runtimes.join(' ')}`] : []
      })
    expect(over).toEqual([])
  })

  test(`hydrated pages: at most ${BUDGET.hydratedFirstLoadJs / KB} KB gzipped first-load JavaScript; page-flip, fuse.js, PhotoSwipe and Glide load on first use`, () => {
    const over = builtPages()
      .filter((p) => kind(p.route) === 'hydrated')
      .flatMap((p) => {
        const files = jsClosure(entryFiles(p.html), false)
        const code = [...files].map((f) => fs.readFileSync(f, 'utf8')).join('\n')
        const eager = Object.entries(LIBRARIES).filter(([, sig]) => code.includes(sig)).map(([n]) => n)
        const bytes = gzTotal(files)
        if (process.env.BUDGETS_VERBOSE) console.log(`hydrated ${p.route} ${bytes} B (${files.size} files)`)
        return bytes > BUDGET.hydratedFirstLoadJs || eager.length ? [`${p.route}: ${bytes} B ${eager.join(' ')}`] : []
      })
    expect(over).toEqual([])
  })

  test(`every HTML document is at most ${BUDGET.html / KB} KB gzipped`, () => {
    const over = builtPages().filter((p) => gz(p.html) > BUDGET.html).map((p) => `${p.route}: ${gz(p.html)} B`)
    expect(over).toEqual([])
  })

  test(`one site stylesheet on every page, at most ${BUDGET.css / KB} KB gzipped`, () => {
    const sheets = new Set<string>()
    const wrong = builtPages().flatMap((p) => {
      const links = attrs(p.html, 'link').filter((l) => attr(l, 'rel') === 'stylesheet').map((l) => attr(l, 'href')!)
      links.forEach((l) => sheets.add(l))
      return links.length === 1 && !/<style\b/.test(p.html) ? [] : [`${p.route}: ${links.length} stylesheets`]
    })
    expect(wrong).toEqual([])
    expect([...sheets]).toHaveLength(1)
    expect(gz(fs.readFileSync(path.join(clientDir(), [...sheets][0]!)))).toBeLessThanOrEqual(BUDGET.css)
  })

  test('every <img> has width, height and decoding="async"; the first of a page is not lazy, the others say how they load', () => {
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

  test('album grids link the screen-sized variant, never the original, and show variants sized for the grid', () => {
    const albums = builtPages().filter((p) => p.route.startsWith('/SubGallery/') && p.route !== '/SubGallery/' && p.html.includes('data-lightbox-item'))
    expect(albums.length).toBeGreaterThan(0)
    let photos = 0
    for (const p of albums) {
      for (const m of p.html.matchAll(/<a href="([^"]+)" data-lightbox-item[^>]*><img src="([^"]+)" srcSet="([^"]+)" sizes="[^"]+"[^>]* width="(\d+)" height="(\d+)"/gi)) {
        photos++
        // The image step made every variant from the mock API's photos (scripts/images/run.ts).
        expect(m[1]).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp$/)
        expect(m[2]).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp$/)
        for (const c of m[3]!.split(', ')) expect(c).toMatch(/^\/img\/[0-9a-f]{16}\/\d+\.webp \d+w$/)
      }
      expect(p.html).not.toMatch(/\/api\/image\//)
    }
    expect(photos).toBeGreaterThan(0)
  })

  test(`the photo gallery transfers under ${BUDGET.galleryImages / KB} KB of images`, async ({ page }) => {
    let bytes = 0
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'image') return
      bytes += (await res.body().catch(() => Buffer.alloc(0))).length
    })
    await page.goto('/gallery/')
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 50))
      }
    })
    await page.waitForLoadState('networkidle')
    if (process.env.BUDGETS_VERBOSE) console.log(`gallery images ${bytes} B`)
    expect(bytes).toBeLessThan(BUDGET.galleryImages)
  })
})

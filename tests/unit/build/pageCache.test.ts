// The bulk pages a rebuild reuses (scripts/build/pageCache.ts): what a kept page's inputs are, when it
// is reused and when it is rendered again, and which kept pages a build removes.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDirs } from '#tests/support/tempDirs.ts'
import type { ImageManifest, ManifestEntry } from '#lib/images/responsive.ts'
import {
  assertPlainData,
  imagesDigest,
  keepPage,
  ObservedImages,
  pageCacheDir,
  pageCacheRoot,
  pageInput,
  pruneKeptPages,
  reuseKeptPage,
  sampled,
  SAMPLE,
} from '#scripts/build/pageCache.ts'

const tempDir = tempDirs('ncsr-pages-')

const photo = (width: number): ManifestEntry => ({ ok: true, width, height: 768, widths: [400, 800], cdn: true })
const manifestOf = (entries: Record<string, ManifestEntry>): ImageManifest => ({
  cdn: { name: 'cloudflare', base: '', apiBase: 'https://api' },
  images: new Map(Object.entries(entries)),
})

/** A page written to the output and kept, as the bulk step does; returns where things are. */
function written(html = '<!doctype html><title>Album</title>') {
  const root = tempDir()
  const cache = path.join(root, 'cache')
  const out = path.join(root, 'out/SubGallery/a1/index.html')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, html)
  const manifest = manifestOf({ 'https://api/a.jpg': photo(1024), 'https://api/b.jpg': photo(2048) })
  const images = ['https://api/a.jpg']
  const input = pageInput('/SubGallery/a1', '2026-11-28', { title: 'Album' })
  keepPage(
    cache,
    '/SubGallery/a1',
    { input, images, imagesDigest: imagesDigest(images, manifest), shareAsset: { kind: 'card', name: 'c1', title: 'Album' } },
    out,
  )
  // The next build's output folder.
  const next = path.join(root, 'next/SubGallery/a1/index.html')
  fs.mkdirSync(path.dirname(next), { recursive: true })
  return { root, cache, out, next, manifest, input, html }
}

describe("a kept page's inputs", () => {
  it('are its route, the day and its data', () => {
    const a = pageInput('/SubGallery/a1', '2026-11-28', { title: 'Album', photos: ['x'] })
    expect(pageInput('/SubGallery/a1', '2026-11-28', { title: 'Album', photos: ['x'] })).toBe(a)
    expect(pageInput('/SubGallery/a2', '2026-11-28', { title: 'Album', photos: ['x'] })).not.toBe(a)
    expect(pageInput('/SubGallery/a1', '2026-11-29', { title: 'Album', photos: ['x'] })).not.toBe(a)
    expect(pageInput('/SubGallery/a1', '2026-11-28', { title: 'Album renamed', photos: ['x'] })).not.toBe(a)
    expect(pageInput('/SubGallery/a1', '2026-11-28', { title: 'Album', photos: ['x', 'y'] })).not.toBe(a)
  })

  it("and the manifest's entries of the sources its render looked up, absent ones included", () => {
    const m = manifestOf({ a: photo(1024), b: photo(2048) })
    const d = imagesDigest(['a'], m)
    expect(imagesDigest(['a'], manifestOf({ a: photo(1024) }))).toBe(d)
    expect(imagesDigest(['a'], manifestOf({ a: photo(1025) }))).not.toBe(d)
    expect(imagesDigest(['a'], manifestOf({ a: { ok: false, reason: 'gone' } }))).not.toBe(d)
    expect(imagesDigest(['a'], manifestOf({}))).not.toBe(d)
    expect(imagesDigest(['a', 'b'], m)).not.toBe(d)
    expect(imagesDigest(['c'], m)).toBe(imagesDigest(['c'], manifestOf({})))
    expect(imagesDigest(['c'], manifestOf({ c: photo(10) }))).not.toBe(imagesDigest(['c'], m))
  })

  it('hold data JSON writes in full, and refuse, naming it, any other value', () => {
    expect(() =>
      assertPlainData({ title: 'A', n: 1, ok: true, none: null, at: new Date(0), photos: [{ src: 'a' }], gone: undefined }),
    ).not.toThrow()
    expect(() => assertPlainData(Object.assign(Object.create(null) as object, { a: 1 }))).not.toThrow()
    expect(() => assertPlainData({ photos: [{ sizes: new Map() }] })).toThrow(
      /^data\.photos\[0\]\.sizes is Map, which JSON does not write in full/,
    )
    expect(() => assertPlainData({ tags: new Set(['a']) }, 'news/n1/index.html: its +data')).toThrow(
      /^news\/n1\/index\.html: its \+data\.tags is Set/,
    )
    expect(() => assertPlainData({ views: Number.NaN })).toThrow(/^data\.views is number NaN/)
    expect(() => assertPlainData({ format: () => '' })).toThrow(/^data\.format is function/)
    class Album {
      title = 'A'
    }
    expect(() => assertPlainData([new Album()])).toThrow(/^data\[0\] is Album/)
  })

  it('are recorded as a page renders: every source looked up, once, until taken', () => {
    const table = new Map(Object.entries({ a: photo(1), b: photo(2) }))
    const observed = new ObservedImages(table)
    expect(observed.get('b')).toEqual(photo(2))
    expect(observed.has('z')).toBe(false)
    observed.get('b')
    expect(observed.take()).toEqual(['b', 'z'])
    expect(observed.take()).toEqual([])
    // The rest of the manifest reads as the manifest, and nothing changes it while pages render.
    expect(observed.size).toBe(2)
    expect([...observed.keys()]).toEqual(['a', 'b'])
    expect([...observed].map(([k]) => k)).toEqual(['a', 'b'])
    expect(() => observed.set()).toThrow(/read-only/)
    expect(observed.take()).toEqual([])
  })
})

describe('a kept page', () => {
  it('is linked into the next build when its inputs are unchanged, with the file its shared image needs', () => {
    const k = written()
    const kept = reuseKeptPage(k.cache, '/SubGallery/a1', k.input, k.manifest, k.next)
    expect(kept?.shareAsset).toEqual({ kind: 'card', name: 'c1', title: 'Album' })
    expect(fs.readFileSync(k.next, 'utf8')).toBe(k.html)
    expect(fs.statSync(k.next).ino).toBe(fs.statSync(k.out).ino)
  })

  it('is not reused after a change of its data, the day or the entry of a photo it shows', () => {
    const k = written()
    const other = pageInput('/SubGallery/a1', '2026-11-28', { title: 'Album renamed' })
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', other, k.manifest, k.next)).toBeUndefined()
    expect(
      reuseKeptPage(k.cache, '/SubGallery/a1', pageInput('/SubGallery/a1', '2026-11-29', { title: 'Album' }), k.manifest, k.next),
    ).toBeUndefined()
    const reencoded = manifestOf({ 'https://api/a.jpg': photo(1600), 'https://api/b.jpg': photo(2048) })
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', k.input, reencoded, k.next)).toBeUndefined()
    // Nothing was linked for those.
    expect(fs.existsSync(k.next)).toBe(false)
    // A photo the page does not show may change.
    const elsewhere = manifestOf({ 'https://api/a.jpg': photo(1024), 'https://api/b.jpg': photo(99) })
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', k.input, elsewhere, k.next)).toBeDefined()
  })

  it('is not reused once the file was changed through its link (a later step writing the output in place)', () => {
    const k = written()
    fs.writeFileSync(k.out, k.html.replace('Album', 'Albun'))
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', k.input, k.manifest, k.next)).toBeUndefined()
  })

  it('is not reused when its record was left half written by a killed build', () => {
    const k = written()
    const record = path.join(k.cache, 'SubGallery/a1.json')
    fs.writeFileSync(record, fs.readFileSync(record, 'utf8').slice(0, 40))
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', k.input, k.manifest, k.next)).toBeUndefined()
  })

  it('is not reused when its record or its file is missing', () => {
    const k = written()
    expect(reuseKeptPage(k.cache, '/SubGallery/other', k.input, k.manifest, k.next)).toBeUndefined()
    fs.rmSync(path.join(k.cache, 'SubGallery/a1.html'))
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', k.input, k.manifest, k.next)).toBeUndefined()
  })

  it('replaces a file already at its place in the output', () => {
    const k = written()
    fs.writeFileSync(k.next, 'stale')
    expect(reuseKeptPage(k.cache, '/SubGallery/a1', k.input, k.manifest, k.next)).toBeDefined()
    expect(fs.readFileSync(k.next, 'utf8')).toBe(k.html)
  })

  it('is rendered again for comparison in about one build in SAMPLE, a different sample each day', () => {
    const routes = Array.from({ length: 64 * SAMPLE }, (_, i) => `/SubGallery/album-${i}`)
    const today = routes.filter((r) => sampled(r, '2026-11-28'))
    const tomorrow = routes.filter((r) => sampled(r, '2026-11-29'))
    expect(today.length).toBeGreaterThan(32)
    expect(today.length).toBeLessThan(128)
    expect(today).not.toEqual(tomorrow)
    expect(routes.filter((r) => sampled(r, '2026-11-28'))).toEqual(today)
  })
})

describe('the kept pages a build removes', () => {
  it("are those of routes it no longer has, and other bundles' but the newest two and those used within the hour", () => {
    const root = tempDir()
    const dir = (key: string) => pageCacheDir(root, key)
    const page = (key: string, route: string) => {
      fs.mkdirSync(path.dirname(path.join(dir(key), route)), { recursive: true })
      for (const ext of ['.html', '.json']) fs.writeFileSync(path.join(dir(key), route + ext), '')
    }
    const hoursAgo = (key: string, hours: number) => {
      const at = new Date(Date.now() - hours * 3600_000)
      fs.utimesSync(dir(key), at, at)
    }
    for (const key of ['k1', 'k2', 'k3', 'k4', 'now']) page(key, 'news/n1')
    page('now', 'SubGallery/a1')
    page('now', 'SubGallery/gone')
    fs.writeFileSync(path.join(dir('now'), 'SubGallery/stray.txt'), '')
    hoursAgo('k1', 5)
    hoursAgo('k2', 4)
    hoursAgo('k3', 0.7)
    hoursAgo('k4', 0.5)
    pruneKeptPages(root, 'now', ['/SubGallery/a1/', '/news/n1/'])
    // The newest two (now, k4), k3 used within the hour; k2 and k1 are older than an hour.
    expect(fs.readdirSync(pageCacheRoot(root)).sort()).toEqual(['k3', 'k4', 'now'])
    expect(fs.readdirSync(path.join(dir('now'), 'SubGallery')).sort()).toEqual(['a1.html', 'a1.json'])
    expect(fs.readdirSync(path.join(dir('now'), 'news')).sort()).toEqual(['n1.html', 'n1.json'])
  })
})

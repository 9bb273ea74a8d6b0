// What the image step leaves (scripts/images/stepResults.ts): the manifest, the cache index of the
// downloaded images it recorded, failures.json; the index rewritten only when it changed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { INDEX_FILE, readCacheIndex, type CacheIndex } from '#scripts/images/cacheIndex.ts'
import { emptyResults, recordFault, recordImage, writeJsonObjectLines, writeResults } from '#scripts/images/stepResults.ts'
import { parseManifestFile } from '#lib/images/responsive.ts'

const photo = { ok: true as const, width: 800, height: 600, widths: [400, 800], key: '0123456789abcdef' }
const page = { ok: true as const, width: 1200, height: 1600, widths: [400, 800, 1200], key: 'fedcba9876543210' }
const api = (name: string) => `https://api.example/api/image/${name}`

describe('the results of a run', () => {
  it('puts every image in the manifest, and only downloaded ones in the index, pages apart from photos', () => {
    const r = emptyResults()
    recordImage(r, api('a.jpg'), photo, false)
    recordImage(r, api('p1.jpg'), page, true)
    recordImage(r, '/images/campus/hall.jpg', photo, false)
    expect([...r.manifest.images.keys()]).toEqual([api('a.jpg'), api('p1.jpg'), '/images/campus/hall.jpg'])
    expect([...r.learnt.photos.keys()]).toEqual([api('a.jpg')])
    expect([...r.learnt.pages.keys()]).toEqual([api('p1.jpg')])
  })

  it('records a fault as a failed entry with its kind, and its message for failures.json; never in the index', () => {
    const r = emptyResults()
    recordFault(r, api('b.jpg'), { kind: 'http', message: 'HTTP 404' })
    expect(r.manifest.images.get(api('b.jpg'))).toEqual({ ok: false, reason: 'http' })
    expect(r.failures.get(api('b.jpg'))).toBe('http: HTTP 404')
    expect(r.learnt.photos.size).toBe(0)
  })

  it('names the image CDN once in the manifest in image-CDN mode', () => {
    const cdn = { name: 'cloudflare' as const, base: 'https://www.school.example', apiBase: 'https://api.example' }
    expect(emptyResults(cdn).manifest.cdn).toEqual(cdn)
    expect(emptyResults().manifest).not.toHaveProperty('cdn')
  })
})

describe('writing the results', () => {
  const at = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-results-'))
  const known = (): CacheIndex => ({ photos: new Map([[api('a.jpg'), photo]]), pages: new Map() })

  it('writes the manifest, failures.json, and an index of what was learnt', () => {
    const dir = at()
    const r = emptyResults()
    recordImage(r, api('a.jpg'), photo, false)
    recordFault(r, api('b.jpg'), { kind: 'timeout', message: 'no answer in 30000 ms' })
    writeResults(r, {
      outDir: path.join(dir, 'dist'),
      cache: path.join(dir, 'cache'),
      index: { photos: new Map(), pages: new Map() },
      indexHits: 0,
      transform: 't1',
    })
    expect(parseManifestFile(path.join(dir, 'dist', 'image-manifest.json')).images.get(api('b.jpg'))).toEqual({
      ok: false,
      reason: 'timeout',
    })
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'cache', 'failures.json'), 'utf8'))).toEqual({
      [api('b.jpg')]: 'timeout: no answer in 30000 ms',
    })
    expect(readCacheIndex(path.join(dir, 'cache'), 't1').photos.get(api('a.jpg'))).toEqual(photo)
  })

  it('leaves the index untouched when every image it knew came from it and it learnt no other', () => {
    const dir = at()
    const cache = path.join(dir, 'cache')
    fs.mkdirSync(cache)
    fs.writeFileSync(path.join(cache, INDEX_FILE), 'left alone')
    const r = emptyResults()
    recordImage(r, api('a.jpg'), photo, false)
    writeResults(r, { outDir: path.join(dir, 'dist'), cache, index: known(), indexHits: 1, transform: 't1' })
    expect(fs.readFileSync(path.join(cache, INDEX_FILE), 'utf8')).toBe('left alone')
    // one image more than the index knew: written again
    recordImage(r, api('c.jpg'), photo, false)
    writeResults(r, { outDir: path.join(dir, 'dist'), cache, index: known(), indexHits: 1, transform: 't1' })
    expect(readCacheIndex(cache, 't1').photos.size).toBe(2)
  })
})

describe('the failures file', () => {
  const written = (entries: Map<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-failures-'))
    try {
      writeJsonObjectLines(path.join(dir, 'failures.json'), entries)
      return fs.readFileSync(path.join(dir, 'failures.json'), 'utf8')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it('is the JSON object JSON.stringify writes with one-space indent, one failure a line', () => {
    const failures = new Map([
      ['/api-image/a "quoted".jpg', 'missing: no local file and no API'],
      ['https://api.example/api/image/b.jpg', 'http: 404\nNot Found'],
    ])
    expect(written(failures)).toBe(JSON.stringify(Object.fromEntries(failures), null, 1))
    expect(written(new Map())).toBe(JSON.stringify({}, null, 1))
  })

  it('is the same when it is written in several parts', () => {
    const many = new Map(Array.from({ length: 12_345 }, (_, i) => [`/api-image/p${i}.jpg`, 'missing: no local file and no API']))
    expect(written(many)).toBe(JSON.stringify(Object.fromEntries(many), null, 1))
  })
})

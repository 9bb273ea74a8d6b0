import { describe, expect, it } from 'vitest'
import { tableJson, tableMap } from '#lib/images/entryTable.ts'
import { manifestText, parseManifest, type ImageManifest, type ManifestEntry } from '#lib/images/responsive.ts'

const landscape = { ok: true as const, width: 4032, height: 3024, widths: [400, 800, 1600], cdn: true as const }
const portrait = { ok: true as const, width: 3024, height: 4032, widths: [400, 800, 1600], cdn: true as const }

describe('an entry table (the image manifest and the cache index on disk)', () => {
  it('keeps each distinct entry once, whether shared or equal, and every URL in order', () => {
    const images = new Map<string, object>([
      ['https://api.example/a.jpg', landscape],
      ['https://api.example/b.jpg', portrait],
      ['https://api.example/c.jpg', landscape],
      ['https://api.example/d.jpg', { ...landscape, widths: [400, 800, 1600] }],
      ['https://api.example/e.jpg', { ok: false, reason: 'http' }],
    ])
    const json = tableJson(images)
    expect(json.entries).toEqual([landscape, portrait, { ok: false, reason: 'http' }])
    expect(json.urls).toEqual([...images.keys()])
    expect(json.refs).toEqual([0, 1, 0, 0, 2])
  })

  it('reads back the same URLs with the same entries, one object a distinct entry', () => {
    const images = new Map([
      ['https://api.example/a.jpg', landscape],
      ['https://api.example/b.jpg', { ...portrait }],
      ['https://api.example/c.jpg', { ...landscape }],
    ])
    const back = tableMap<typeof landscape>(JSON.parse(JSON.stringify(tableJson(images))))
    expect([...back]).toEqual([...images])
    expect(back.get('https://api.example/a.jpg')).toBe(back.get('https://api.example/c.jpg'))
  })

  it('refuses what is not a table: no entries, lengths that differ, a reference to no entry', () => {
    expect(() => tableMap({ 'https://api.example/a.jpg': landscape })).toThrow(/not an entry table/)
    expect(() => tableMap({ entries: [landscape], urls: ['a', 'b'], refs: [0] })).toThrow(/not an entry table/)
    expect(() => tableMap({ entries: [landscape], urls: ['a'], refs: [1] })).toThrow(/url 0 has no entry/)
    expect(() => tableMap(null)).toThrow(/not an entry table/)
  })
})

describe('the image manifest file', () => {
  it('round-trips its CDN and entries through its text', () => {
    const manifest: ImageManifest = {
      cdn: { name: 'cloudflare', base: 'https://www.school.example', apiBase: 'https://api.example' },
      images: new Map<string, ManifestEntry>([
        ['https://api.example/a.jpg', landscape],
        ['/images/gate.jpg', { ok: true, width: 3000, height: 2000, key: '0123456789abcdef', widths: [400, 800, 1600], crops: [336, 672] }],
      ]),
    }
    expect(parseManifest(manifestText(manifest))).toEqual(manifest)
  })

  it('refuses a manifest of the earlier format (one object a URL) instead of reading no images from it', () => {
    const v1 = JSON.stringify({ version: 1, images: { 'https://api.example/a.jpg': landscape } })
    expect(() => parseManifest(v1)).toThrow(/version 1, expected 2/)
  })
})

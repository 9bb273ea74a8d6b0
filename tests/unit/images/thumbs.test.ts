import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { localOriginal, thumbnail, THUMB_CACHE_DIR } from '../../../lib/images/thumbs.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thumbs-'))
const outDir = path.join(root, 'out')
const jpeg = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'public/api-image/gallery/day one'), { recursive: true })
  fs.writeFileSync(path.join(root, 'public/api-image/gallery/day one/p1.jpg'), await jpeg(1600, 1200))
  fs.mkdirSync(path.join(root, '.cache/images/synced'), { recursive: true })
  fs.writeFileSync(path.join(root, '.cache/images/synced/p2.jpg'), await jpeg(800, 600))
})

describe('thumbnail', () => {
  it('derives a 400 px WebP from the embedded placeholder, emits it into the site and caches it by path, size and mtime', async () => {
    const t = await thumbnail('gallery/day one/p1.jpg', 400, { apiBase: '', root, outDir })
    expect(t).toEqual({ src: '/thumbs/400/gallery/day%2520one/p1.jpg.webp', width: 400, height: 300, thumbnail: true })
    // One server decoding of the URL gives the file's name on disk.
    const emitted = path.join(outDir, 'client', decodeURIComponent(t.src))
    const meta = await sharp(emitted).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300])
    const cached = fs.readdirSync(path.join(root, THUMB_CACHE_DIR, '400/gallery/day%20one')).filter((f) => f.endsWith('.webp'))
    expect(cached).toHaveLength(1)
    expect(fs.statSync(emitted).size).toBeLessThan(fs.statSync(path.join(root, 'public/api-image/gallery/day one/p1.jpg')).size)
  })

  it('with an API base, uses only images that sync downloaded into .cache/images', async () => {
    const t = await thumbnail('synced/p2.jpg', 400, { apiBase: 'https://api.example.org', root, outDir })
    expect(t.thumbnail).toBe(true)
    expect(t.src).toBe('/thumbs/400/synced/p2.jpg.webp')
  })

  it('falls back to the full image URL when no original is available (or when not emitting)', async () => {
    expect(await thumbnail('missing/p3.jpg', 400, { apiBase: 'https://api.example.org', root, outDir })).toEqual({
      src: 'https://api.example.org/api/image/missing/p3.jpg', width: 400, height: 300, thumbnail: false,
    })
    expect((await thumbnail('gallery/day one/p1.jpg', 400, { apiBase: '', root, outDir: null })).src).toBe('/api-image/gallery/day%20one/p1.jpg')
  })

  it('never resolves an original outside its folder', () => {
    expect(localOriginal('../../etc/passwd', { apiBase: '', root })).toBeNull()
    expect(localOriginal('%2e%2e/%2e%2e/x.jpg', { apiBase: 'https://a.example', root })).toBeNull()
    expect(localOriginal('a%2F..%2F..%2Fx.jpg', { apiBase: '', root })).toBeNull()
  })
})

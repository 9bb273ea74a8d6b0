import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { emitThumbnails, localOriginal, thumbSrc, THUMB_CACHE_DIR } from '../../../lib/images/thumbs.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thumbs-'))
const clientDir = path.join(root, 'out/client')
const jpeg = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()
const API = 'https://api.example.org'

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'public/api-image/gallery/day one'), { recursive: true })
  fs.writeFileSync(path.join(root, 'public/api-image/gallery/day one/p1.jpg'), await jpeg(1600, 1200))
  fs.mkdirSync(path.join(root, '.cache/images/api.example.org/synced'), { recursive: true })
  fs.writeFileSync(path.join(root, '.cache/images/api.example.org/synced/p2.jpg'), await jpeg(800, 600))
})

describe('thumbnails', () => {
  it('link a thumbnail when the original is local (embedded placeholders, or what sync --images downloaded for this API)', () => {
    expect(thumbSrc('gallery/day one/p1.jpg', { apiBase: '', root, enabled: true })).toBe('/thumbs/400/gallery/day%2520one/p1.jpg.webp')
    expect(thumbSrc('synced/p2.jpg', { apiBase: API, root, enabled: true })).toBe('/thumbs/400/synced/p2.jpg.webp')
  })

  it('fall back to the full image URL when no original is local, for another API, and outside a production build', () => {
    expect(thumbSrc('missing/p3.jpg', { apiBase: API, root, enabled: true })).toBe(`${API}/api/image/missing/p3.jpg`)
    expect(thumbSrc('synced/p2.jpg', { apiBase: 'https://other.example', root, enabled: true })).toBe('https://other.example/api/image/synced/p2.jpg')
    expect(thumbSrc('gallery/day one/p1.jpg', { apiBase: '', root, enabled: false })).toBe('/api-image/gallery/day%20one/p1.jpg')
  })

  it('are made once with sharp (400 px WebP, cached by path, size and mtime) and emitted where the URL points', async () => {
    const attachments = ['gallery/day one/p1.jpg', 'gallery/day one/p1.jpg', 'missing.jpg']
    expect(await emitThumbnails(attachments, clientDir, { apiBase: '', root })).toEqual({ emitted: 1, made: 1, missing: 1 })
    const url = thumbSrc('gallery/day one/p1.jpg', { apiBase: '', root, enabled: true })
    const emitted = path.join(clientDir, decodeURIComponent(url)) // one server decoding
    const meta = await sharp(emitted).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300])
    expect(fs.statSync(emitted).size).toBeLessThan(fs.statSync(path.join(root, 'public/api-image/gallery/day one/p1.jpg')).size)
    expect(await emitThumbnails(attachments, clientDir, { apiBase: '', root })).toEqual({ emitted: 1, made: 0, missing: 1 })
    expect(fs.readdirSync(path.join(root, THUMB_CACHE_DIR, '400/gallery/day%20one'))).toHaveLength(1)
  })

  it('never resolve an original outside their folder', () => {
    expect(localOriginal('../../etc/passwd', { apiBase: '', root })).toBeNull()
    expect(localOriginal('%2e%2e/%2e%2e/x.jpg', { apiBase: API, root })).toBeNull()
    expect(localOriginal('a%2F..%2F..%2Fx.jpg', { apiBase: '', root })).toBeNull()
  })

  it('thumbSrc (one folder listing, no path per photo) agrees with localOriginal on odd paths', () => {
    const paths = ['gallery/day one/p1.jpg', 'gallery/day%20one/p1.jpg', 'gallery//day one/./p1.jpg', 'gallery\\day one\\p1.jpg', ' gallery / day one / p1.jpg ', 'gallery/day one/P1.jpg', 'gallery/day one/', 'gallery/day one', '', '../gallery/day one/p1.jpg', 'a%2F..%2F..%2Fx.jpg', 'synced/p2.jpg', 'synced%2Fp2.jpg', 'synced/p2.jpg?x', 'gallery/day one/p1.jpg#a']
    for (const apiBase of ['', API]) {
      for (const p of paths) {
        const thumb = thumbSrc(p, { apiBase, root, enabled: true }).startsWith('/thumbs/')
        expect([apiBase, p, thumb]).toEqual([apiBase, p, localOriginal(p, { apiBase, root }) !== null])
      }
    }
  })
})

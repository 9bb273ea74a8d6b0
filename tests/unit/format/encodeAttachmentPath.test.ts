import { describe, expect, it } from 'vitest'
import { apiImageUrl, encodeAttachmentPath } from '#lib/format/url.ts'

/** The encoding without the fast path: decode, trim, drop dot and empty segments, encode. */
const slow = (p: string) =>
  p
    .split(/[/\\]+/)
    .map((seg) => {
      try {
        return decodeURIComponent(seg).trim()
      } catch {
        return seg.trim()
      }
    })
    .filter((seg) => seg !== '' && seg !== '.' && seg !== '..')
    .map(encodeURIComponent)
    .join('/')

describe('encodeAttachmentPath', () => {
  it('keeps image paths under the endpoint', () => {
    expect(encodeAttachmentPath('../../etc/passwd')).toBe('etc/passwd')
    expect(encodeAttachmentPath('gallery/day one/p 1.jpg')).toBe('gallery/day%20one/p%201.jpg')
    expect(encodeAttachmentPath('%2e%2e/x.jpg')).toBe('x.jpg')
    expect(encodeAttachmentPath('https://evil.example/x.jpg')).toBe('https%3A/evil.example/x.jpg')
    expect(apiImageUrl('a/b.jpg?x#y', 'https://api.example.org/')).toBe('https://api.example.org/api/image/a/b.jpg%3Fx%23y')
  })

  it('the fast path for plain paths gives exactly what the full encoding gives', () => {
    const alphabet = ['a', 'Z', '0', '-', '_', '~', '.', '/', '\\', ' ', '%', '%2e', '%2F', '?', '#', 'é', '..']
    let seed = 7
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n
    for (let i = 0; i < 5000; i++) {
      const p = Array.from({ length: 1 + rnd(12) }, () => alphabet[rnd(alphabet.length)]).join('')
      expect([p, encodeAttachmentPath(p)]).toEqual([p, slow(p)])
    }
    for (const p of ['gallery/album-1/photo-01.jpg', 'a', 'a.b/c_d/~e-f.JPG', '.hidden/x.jpg', 'a/./b', 'a/../b', 'a//b', '/a', 'a/']) {
      expect([p, encodeAttachmentPath(p)]).toEqual([p, slow(p)])
    }
  })
})

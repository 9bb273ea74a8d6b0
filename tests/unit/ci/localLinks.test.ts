// The data lane's link check (scripts/ci/localLinks.ts), on a small built site: every root-relative
// address resolves as the hosts resolve it, and only those are checked.
import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { cdnUrl, type ImageCdn } from '#lib/images/cdn.ts'
import { brokenLocalLinks, hostServedPaths } from '#scripts/ci/localLinks.ts'
import { tempTree } from '#tests/support/tempTree.ts'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})
function site(files: Record<string, string>): string {
  const dir = tempTree('local-links-', files)
  dirs.push(dir)
  return dir
}

describe('brokenLocalLinks', () => {
  it('resolves pages with and without their slash, files, queries and entities, and leaves other sites alone', () => {
    const dir = site({
      'index.html':
        '<a href="/about/">a</a><a href="/about">b</a><img src="/img/a.webp?v=1" alt=""><a href="/news/?year=2025&amp;x=1">c</a>' +
        '<a href="https://example.org/x">d</a><img src="//cdn.example.org/y.png" alt=""><a href="#top">e</a><a href="mailto:a@b.c">f</a>',
      'about/index.html': '<object data="/docs/p.pdf"></object><video poster="/img/a.webp"></video>',
      'news/index.html': '',
      'img/a.webp': 'x',
      'docs/p.pdf': 'x',
    })
    expect(brokenLocalLinks(dir)).toEqual({ checked: 6, seen: new Set(['/about', '/img/a.webp', '/news', '/docs/p.pdf']), problems: [] })
  })

  it('names each broken link with the page it is on', () => {
    const dir = site({
      'index.html': '<img src="/api-image/news/missing.jpg" alt=""><a href="/SubGallery/gone/">x</a>',
      'news/a/index.html': '<a href="/api-image/news/missing.jpg">photo</a><a href="/../../etc/passwd">y</a>',
    })
    expect(brokenLocalLinks(dir).problems).toEqual([
      'index.html: /api-image/news/missing.jpg',
      'index.html: /SubGallery/gone/',
      'news/a/index.html: /api-image/news/missing.jpg',
      'news/a/index.html: /../../etc/passwd',
    ])
  })

  it("leaves out an image CDN's paths on the site's own origin: the host answers them, no file does", () => {
    const dir = site({
      'index.html':
        '<img src="/cdn-cgi/image/width=400,quality=70/https://api.example.org/api/image/a.jpg" alt="">' +
        '<img src="/.netlify/images?url=https%3A%2F%2Fapi.example.org%2Fa.jpg&amp;w=400" alt="">',
    })
    expect(brokenLocalLinks(dir).problems).toHaveLength(2)
    expect(brokenLocalLinks(dir, ['/cdn-cgi/image/', '/.netlify/images'])).toMatchObject({ checked: 0, problems: [] })
  })
})

describe('hostServedPaths', () => {
  const cdn = (name: ImageCdn['name'], base = ''): ImageCdn => ({ name, base, apiBase: 'https://api.example.org' })
  it("names the path each CDN's URLs start with on the site's origin, and none for an origin of its own", () => {
    for (const name of ['cloudflare', 'netlify'] as const) {
      const [prefix] = hostServedPaths(cdn(name))
      expect(cdnUrl(cdn(name), 'https://api.example.org/api/image/a.jpg', 400).startsWith(prefix!), name).toBe(true)
    }
    expect(hostServedPaths(cdn('imgix', 'https://school.imgix.net'))).toEqual([])
    expect(hostServedPaths(cdn('cloudflare', 'https://images.school.example'))).toEqual([])
    expect(hostServedPaths(null)).toEqual([])
  })
})

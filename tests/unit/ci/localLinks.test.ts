// The link check of the built site (scripts/ci/localLinks.ts), on small built sites: every address of
// the site's own resolves as the hosts resolve it, and only those are checked. tests/fixtures/links/site
// holds each kind of address it reads, once resolving and once not; each broken one says "missing",
// "gone" or "nowhere", so the expected list reads against the files.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cdnUrl, type ImageCdn } from '#lib/images/cdn.ts'
import { brokenLocalLinks, cssUrls, hostServedPaths } from '#scripts/ci/localLinks.ts'
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
        '<a href="https://example.org/x">d</a><img src="//cdn.example.org/y.png" alt=""><a href="#top">e</a><a href="mailto:a@b.c">f</a>' +
        '<a href="webcal://example.org/events.ics">g</a><img src="data:image/gif;base64,R0lGOD" alt=""><a href="\\\\example.org/z">h</a>',
      'about/index.html': '<object data="/docs/p.pdf"></object><video poster="/img/a.webp"></video>',
      'news/index.html': '',
      'img/a.webp': 'x',
      'docs/p.pdf': 'x',
    })
    expect(brokenLocalLinks(dir)).toEqual({
      checked: 7,
      seen: new Set(['/about', '/img/a.webp', '/news', '/docs/p.pdf']),
      problems: [],
      // Lands, by the host's 308 to /about/.
      redirected: ['index.html: /about'],
    })
  })

  it('names a link or form that names a page without its trailing slash, and not a file, a page with it or the index.html itself', () => {
    const dir = site({
      'index.html':
        '<a href="/news?year=2025">a</a><form action="/search"></form><a href="/news/#x">b</a><a href="/docs/p.pdf">c</a>' +
        '<a href="/news/index.html">d</a><a href="/">e</a>',
      'news/index.html': '<p id="x"></p>',
      'search/index.html': '',
      'docs/p.pdf': 'x',
    })
    expect(brokenLocalLinks(dir)).toMatchObject({ problems: [], redirected: ['index.html: /news?year=2025', 'index.html: /search'] })
  })

  it('names each broken link with the page it is on', () => {
    const dir = site({
      'index.html': '<img src="/api-image/news/missing.jpg" alt=""><a href="/SubGallery/gone/">x</a>',
      'news/a/index.html': '<a href="/api-image/news/missing.jpg">photo</a><a href="/../../etc/passwd">y</a>',
    })
    expect(brokenLocalLinks(dir).problems).toEqual([
      'index.html: /api-image/news/missing.jpg (no such file)',
      'index.html: /SubGallery/gone/ (no such file)',
      'news/a/index.html: /api-image/news/missing.jpg (no such file)',
      'news/a/index.html: /../../etc/passwd (no such file)',
    ])
  })

  it('reads srcset candidates, inline and linked CSS, a refresh and relative addresses, and checks each #fragment against its page', () => {
    const report = brokenLocalLinks(path.resolve('tests/fixtures/links/site'))
    expect(report.problems).toEqual([
      'about/index.html: missing-photo.webp (no such file)',
      'assets/site.css: /assets/missing-import.css (no such file)',
      'assets/site.css: ../img/missing-css.webp (no such file)',
      'index.html: /img/missing-preload.webp (no such file)',
      'index.html: missing-relative/ (no such file)',
      'index.html: /img/missing-800.webp (no such file)',
      'index.html: /img/missing-2x.avif (no such file)',
      'index.html: /missing-refresh/ (no such file)',
      'index.html: /img/missing-inline.webp (no such file)',
      'index.html: /img/missing-style.webp (no such file)',
      'index.html: #nowhere (no element with id "nowhere" on index.html)',
      'index.html: /about/#gone (no element with id "gone" on about/index.html)',
    ])
    // What resolves is followed too: the relative image of /about/, the font of the style sheet.
    expect([...report.seen]).toEqual(expect.arrayContaining(['/img/a-400.webp', '/img/a-400.avif', '/fonts/a.woff2', '/about']))
  })

  it('matches a fragment as the browser does: decoded, against ids and <a name>, with #top on every page', () => {
    const dir = site({
      'index.html':
        '<a href="/about/#caf%C3%A9">a</a><a href="/about/#old">b</a><a href="/about/#">c</a><a href="/about/#TOP">d</a>' +
        '<a href="/docs/p.pdf#page=2">e</a><a href="/about/#lunch&amp;break">f</a><a href="/about/#name-of-meta">g</a>',
      'about/index.html': '<h2 id="café">x</h2><a name="old"></a><p id="lunch&amp;break"></p><meta name="name-of-meta">',
      'docs/p.pdf': 'x',
    })
    expect(brokenLocalLinks(dir)).toMatchObject({
      checked: 7,
      problems: ['index.html: /about/#name-of-meta (no element with id "name-of-meta" on about/index.html)'],
    })
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

  it("leaves out an image CDN's srcset candidates whole, though their options hold commas", () => {
    const dir = site({
      'index.html':
        '<img alt="" srcSet="/cdn-cgi/image/width=400,quality=70/https://api.example.org/a.jpg 400w, ' +
        '/cdn-cgi/image/width=800,quality=70/https://api.example.org/a.jpg 800w">',
    })
    expect(brokenLocalLinks(dir).problems).toEqual([
      'index.html: /cdn-cgi/image/width=400,quality=70/https://api.example.org/a.jpg (no such file)',
      'index.html: /cdn-cgi/image/width=800,quality=70/https://api.example.org/a.jpg (no such file)',
    ])
    expect(brokenLocalLinks(dir, ['/cdn-cgi/image/'])).toMatchObject({ checked: 0, problems: [] })
  })
})

describe('cssUrls', () => {
  it('reads url() in each quoting and @import, and not what a comment holds', () => {
    expect(cssUrls('/* url(/x.png) */ @import "/a.css"; @import url(\'/b.css\'); p { background: url( /c.png ) url("/d e.png") }')).toEqual(
      ['/a.css', '/b.css', '/c.png', '/d e.png'],
    )
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

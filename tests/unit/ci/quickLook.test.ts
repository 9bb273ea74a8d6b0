// The data lane's look in a browser (scripts/ci/quickLook.ts), on a small site served on 127.0.0.1:
// every way a page can fail to show what it should is named, and other sites are neither asked nor
// held against a page.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quickLook, type LookResult } from '#scripts/ci/quickLook.ts'
import { startPreviewServer, type PreviewServer } from '#scripts/lib/previewServer.ts'

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const page = (body: string, head = '') => `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`
const PAGES: Record<string, string> = {
  'index.html': page(
    '<h1>Home</h1><img src="/dot.png" alt=""><div style="height:5000px"></div><img loading="lazy" src="/dot.png?far" alt="">',
  ),
  'broken-image/index.html': page('<h1>News</h1><div style="height:5000px"></div><img loading="lazy" src="/photos/missing.jpg" alt="">'),
  'script-error/index.html': page('<h1>Events</h1><script>undefinedFunction()</script>'),
  'console-error/index.html': page('<h1>Videos</h1><script>console.error("listing data is not a list")</script>'),
  'no-heading/index.html': page('<main></main>'),
  'outside/index.html': page(
    '<h1>Map</h1><img src="https://tiles.example.org/x.png" alt=""><iframe src="https://maps.example.org/" title="map"></iframe>',
  ),
  'stuck-island/index.html': page('<h1>Search</h1><div data-island="search"></div>'),
  'missing-file/index.html': page('<h1>Gallery</h1><link rel="stylesheet" href="/assets/gone.css">'),
  'cdn/index.html': page('<h1>Album</h1><img src="/cdn-cgi/image/width=400/https://api.example.org/a.jpg" alt="">'),
}

let dir: string
let site: PreviewServer
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quick-look-'))
  for (const [file, html] of Object.entries(PAGES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
  fs.writeFileSync(path.join(dir, 'dot.png'), PNG)
  site = await startPreviewServer({ root: dir })
})
afterAll(async () => {
  await site?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const look = (routes: string[], hostPaths: string[] = []): Promise<LookResult[]> =>
  quickLook({ baseUrl: site.url, routes, executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', waitMs: 3000, hostPaths })

describe('quickLook', () => {
  it('finds nothing wrong with a page that renders, loads its images (lazy ones too) and stays quiet', async () => {
    expect(await look(['/', '/outside/'])).toEqual([
      { route: '/', problems: [] },
      // Other sites are refused, and their images and frames are not the page's fault.
      { route: '/outside/', problems: [] },
    ])
  })

  it('names a broken image, a script error, a console error, a missing heading, a stuck island and a failed request', async () => {
    const results = await look([
      '/broken-image/',
      '/script-error/',
      '/console-error/',
      '/no-heading/',
      '/stuck-island/',
      '/missing-file/',
      '/no-such-page/',
    ])
    const by = Object.fromEntries(results.map((r) => [r.route, r.problems.join('\n')]))
    expect(by['/broken-image/']).toContain('broken image: /photos/missing.jpg')
    expect(by['/broken-image/']).toContain('/photos/missing.jpg answered 404')
    expect(by['/script-error/']).toMatch(/^script error: .*undefinedFunction/m)
    expect(by['/console-error/']).toContain('console error: listing data is not a list')
    expect(by['/no-heading/']).toContain('no <h1>')
    expect(by['/stuck-island/']).toContain('its islands were not mounted within 3 s')
    expect(by['/missing-file/']).toContain('/assets/gone.css answered 404')
    expect(by['/no-such-page/']).toContain('/no-such-page/ answered 404')
  }, 60_000)

  it("treats an image CDN's paths on the site's origin as another site's: refused, and not the page's fault", async () => {
    expect((await look(['/cdn/']))[0]!.problems).toContain('broken image: /cdn-cgi/image/width=400/https://api.example.org/a.jpg')
    expect(await look(['/cdn/'], ['/cdn-cgi/image/'])).toEqual([{ route: '/cdn/', problems: [] }])
  })
})

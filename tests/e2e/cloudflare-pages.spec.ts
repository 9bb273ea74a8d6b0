// The test build served by Cloudflare's own Pages runtime (wrangler pages dev, tests/e2e/wranglerPagesDev.ts),
// which reads _headers, _redirects and _routes.json with the parsers production uses and runs the
// site's functions/: the album address answered by the host (lib/host/albumAddress.ts), the
// headers the build wrote, and no line of the host files refused (docs/operations.md "The album address").
import { expect, test } from './test.ts'
import fs from 'node:fs'
import path from 'node:path'
import { HSTS, IMMUTABLE, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { parseRedirects } from '#scripts/postbuild/redirects.ts'
import { builtCsp } from '#scripts/deploy/smoke.ts'
import { builtFiles, testDist } from './builtSite.ts'
import { startPagesDev, type PagesDev } from './wranglerPagesDev.ts'

const ALBUM = 'album-annual-day-2026'

// One runtime for the file's tests, in one worker.
test.describe.configure({ mode: 'serial' })

let host: PagesDev
test.beforeAll(async () => {
  test.setTimeout(60_000)
  host = await startPagesDev(testDist())
})
test.afterAll(async () => {
  await host?.close()
})

test('wrangler reads every line of _headers and _redirects and compiles the Function', () => {
  const out = host.output()
  expect(out).toContain('Compiled Worker successfully')
  // As many rules as our own strict parsers read (scripts/postbuild/redirects.ts, headersFile.ts).
  const read = (f: string) => fs.readFileSync(path.join(testDist(), f), 'utf8')
  const redirects = parseRedirects(read('_redirects')).length
  const headers = parseHeaders(read('_headers')).length
  expect(out).toContain(`Parsed ${redirects} valid redirect rule${redirects === 1 ? '' : 's'}.`)
  expect(out).toContain(`Parsed ${headers} valid header rule${headers === 1 ? '' : 's'}.`)
  expect(out).not.toMatch(/invalid (redirect|header) rule/i)
  expect(out).not.toMatch(/\bWARNING\b|\[ERROR\]/)
  // Offline: nothing was fetched from Cloudflare or npm.
  expect(out).not.toMatch(/Unable to fetch|getaddrinfo|ENOTFOUND|newer version of Wrangler/)
})

test('/SubGallery?id= of an album is a permanent redirect to its page, answered by the host', async () => {
  for (const address of [`/SubGallery?id=${ALBUM}`, `/SubGallery/?id=${ALBUM}`]) {
    const res = await fetch(host.url + address, { redirect: 'manual' })
    expect(res.status, address).toBe(301)
    expect(new URL(res.headers.get('location')!, host.url).pathname, address).toBe(`/SubGallery/${ALBUM}/`)
  }
  const album = await fetch(`${host.url}/SubGallery/${ALBUM}/`)
  expect(album.status).toBe(200)
  expect(await album.text()).toContain(`/SubGallery/${ALBUM}/`)
})

test('an unknown or unsafe id gets the gallery page, whose lookup says so', async () => {
  for (const id of ['no-such-album', '..%2Fadmin', '']) {
    const res = await fetch(`${host.url}/SubGallery?id=${id}`)
    expect(res.status, id).toBe(200)
    expect(new URL(res.url).pathname, id).toBe('/SubGallery/')
    expect(await res.text(), id).toMatch(/<h1[^>]*>Photo Album</)
  }
})

test("a page carries the build's CSP and HSTS; an /assets/ file is immutable", async () => {
  const home = await fetch(`${host.url}/`)
  expect(home.status).toBe(200)
  expect(home.headers.get('content-security-policy')).toBe(builtCsp(testDist()))
  expect(home.headers.get('strict-transport-security')).toBe(HSTS)
  expect(home.headers.get('x-content-type-options')).toBe('nosniff')
  const asset = builtFiles().find((f) => f.startsWith('assets/') && f.endsWith('.js'))
  expect(asset).toBeTruthy()
  const res = await fetch(`${host.url}/${asset}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
})

// Image-CDN mode (docs/images.md): `npm run build` with NCSR_IMAGE_CDN set gives pages whose API
// images are CDN URLs only: no published variant of them, no camera original, right sizes kept.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { builtFiles } from '#tests/support/builtSite.ts'
import { MANIFEST_FILE, parseManifestFile, type ManifestEntry } from '#lib/images/responsive.ts'
import { startMockApi } from '#scripts/mock-api/server.ts'
import { FIXTURE_API_DIR, testBuildEnv } from '#tests/fixtures/testEnv.ts'
import { outsideVitest } from '#tests/support/testBuild.ts'

const OUT = path.resolve('.test-dist-cdn')
const CDN = 'https://images.school.example.org'

it('with NCSR_IMAGE_CDN=cloudflare every API image is a CDN URL and no page links a variant of one', async () => {
  const mock = await startMockApi({ fixtureDir: FIXTURE_API_DIR })
  const api = mock.url
  fs.rmSync(OUT, { recursive: true, force: true })
  const env = { ...outsideVitest(), ...testBuildEnv(api), NCSR_OUT_DIR: OUT, NCSR_IMAGE_CDN: 'cloudflare', NCSR_IMAGE_CDN_BASE: CDN }
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('close', (c) => resolve(c ?? 1))
  })
  await mock.close()
  expect(code).toBe(0)

  const client = path.join(OUT, 'client')
  const files = builtFiles(client)
    .filter((f) => /\.(html|json)$/.test(f))
    .map((f) => path.join(client, f))
  const text = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n')
  // Every srcset candidate (pages, lightbox data, listing data) is the CDN's or a local placeholder's variant.
  // A candidate is a URL then its width (Cloudflare's URLs hold commas, so no splitting on ',').
  const candidates = [...text.matchAll(/(?:srcset|srcSet|data-pswp-srcset)(?:=|":)"([^"]+)"/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(\S+)\s+\d+w/g)].map((c) => c[1]!),
  )
  expect(candidates.length).toBeGreaterThan(50)
  const apiImage = `${api}/api/image/`
  const viaCdn = candidates.filter((u) => u.startsWith(`${CDN}/cdn-cgi/image/`))
  expect(viaCdn.length).toBeGreaterThan(50)
  // Cloudflare's resize URL: the options, then the API image's own URL (compared as text: URLs are no patterns).
  for (const u of viaCdn) {
    const [options, ...source] = u.slice(`${CDN}/cdn-cgi/image/`.length).split('/')
    expect(options, u).toMatch(/^width=\d+,quality=70,fit=scale-down,f=auto$/)
    expect(source.join('/').startsWith(apiImage), u).toBe(true)
  }
  // The rest are variants of the site's own files (content photos under public/), never of an API image.
  const manifest = parseManifestFile(path.join(OUT, MANIFEST_FILE))
  const keyOf = (e: ManifestEntry) => ('key' in e ? e.key : undefined)
  const apiKeys = new Set([...manifest.images].filter(([src, e]) => src.startsWith(apiImage) && keyOf(e)).map(([, e]) => keyOf(e)))
  expect(apiKeys.size).toBe(0)
  const published = fs.existsSync(path.join(client, 'img')) ? fs.readdirSync(path.join(client, 'img')) : []
  const ownKeys = new Set([...manifest.images].filter(([src, e]) => !src.startsWith('http') && keyOf(e)).map(([, e]) => keyOf(e)))
  for (const key of published) expect(ownKeys.has(key), `published /img/${key}/ belongs to a site file`).toBe(true)
  for (const u of candidates.filter((c) => !c.startsWith(CDN)))
    expect(ownKeys.has(/^\/img\/([0-9a-f]{16})\//.exec(u)?.[1] ?? '')).toBe(true)
  // No page links a camera original in an <img>, and the CSP lets the pages load the CDN's images.
  const html = files
    .filter((f) => f.endsWith('.html'))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n')
  expect([...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!).filter((s) => s.startsWith(apiImage))).toEqual([])
  const imgSrc = /img-src ([^;\n]*)/.exec(fs.readFileSync(path.join(client, '_headers'), 'utf8'))?.[1] ?? ''
  expect(imgSrc.split(' ')).toContain(CDN)
}, 600_000)

// What a visitor of the deployed site gets beyond the pages: a clean console with the photo viewer
// open (no licence or other warning from a bundled library), and the licence notices of the
// bundled libraries at /third-party-licenses.txt.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './test.ts'
import { execFileSync } from 'node:child_process'
import { startPreviewServer, type PreviewServer } from '#scripts/lib/previewServer.ts'
import { testBuildEnv } from '../fixtures/testEnv.ts'
import { builtHtml, testDist } from '#tests/support/builtSite.ts'

const ALBUM = '/SubGallery/album-annual-day-2026/'

/**
 * While lightGallery (GPL-3.0 or commercial) is the viewer, it prints this with the public test key.
 * Its replacement by an MIT viewer is under way; once lightgallery leaves package.json the test
 * expects a console with nothing at all, and until then nothing but this one line.
 */
const LIGHTGALLERY_KEY_WARNING = 'warning: lightGallery: 0000-0000-000-0000 license key is not valid for production use'
const usesLightGallery =
  'lightgallery' in (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies

test('the console of an album page with the lightbox open has no warning or error', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`))
  await page.goto(ALBUM)
  // Lightbox-agnostic: open the first photo the way a visitor does and wait for the viewer dialog.
  // (Any viewer: a modal dialog showing the photo; lightGallery's dialog box itself has no size.)
  await page.locator('[data-lightbox] a[data-lightbox-item]').first().click()
  const dialog = page.locator('[role="dialog"][aria-modal="true"]')
  await expect(dialog.locator('img').first()).toBeVisible()
  // Let the viewer load its photo and any lazily imported code, which is when libraries warn.
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('ArrowRight')
  await page.waitForLoadState('networkidle')
  if (usesLightGallery) test.info().annotations.push({ type: 'known', description: LIGHTGALLERY_KEY_WARNING })
  expect(messages).toEqual(usesLightGallery ? [LIGHTGALLERY_KEY_WARNING] : [])
})

test('the site carries the licence notices of every library in its JavaScript', async ({ request }) => {
  const res = await request.get('/third-party-licenses.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/plain')
  const text = await res.text()
  // Libraries the browser is known to receive: the runtime, the carousel, and the search worker's fuse.js.
  for (const name of ['preact', '@glidejs/glide', 'fuse.js'])
    expect(text).toMatch(new RegExp(`^${name.replace(/[/.@]/g, '\\$&')} \\d+\\.\\d+\\.\\d+$`, 'm'))
  const entries = text.split(/^-{72}$/m).slice(1)
  expect(entries.length).toBeGreaterThan(3)
  for (const entry of entries) {
    const name = entry.trim().split('\n')[0]
    expect(entry, `${name}: licence`).toMatch(/^License: (?!UNKNOWN)/m)
    // The licence text itself, or (a package without a licence file) the standard text of its licence.
    expect(entry, `${name}: licence text`).toMatch(/Permission|Licensed under|Copyright|https:\/\/spdx\.org\/licenses\//)
  }
})

test.describe('GitHub Pages fallback (NCSR_HOST=github-pages)', () => {
  let root: string
  let server: PreviewServer
  test.beforeAll(async () => {
    // The test build's post-build step run again as the fallback host's build runs it, on a copy,
    // served with no _headers applied (as GitHub Pages serves it).
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-pages-'))
    root = path.join(out, 'client')
    fs.cpSync(testDist(), root, { recursive: true })
    // In a process of its own (Playwright's loader cannot import the site's JSON modules), under the
    // test build's environment: the publish and editor steps of scripts/build.ts, for the fallback host.
    const postbuild =
      `import { runPostbuild } from ${JSON.stringify(path.resolve('scripts/postbuild/index.ts'))}; ` +
      `import { buildAdmin } from ${JSON.stringify(path.resolve('scripts/admin/build.ts'))}; ` +
      `runPostbuild(${JSON.stringify(root)}, undefined, 'github-pages'); buildAdmin(${JSON.stringify(root)}, undefined, 'github-pages')`
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', postbuild], {
      env: { ...process.env, ...testBuildEnv(process.env.MOCK_API_URL!), NCSR_OUT_DIR: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    server = await startPreviewServer({ root })
  })
  test.afterAll(async () => {
    await server.close()
    fs.rmSync(path.dirname(root), { recursive: true, force: true })
  })

  test('every HTML file carries the CSP as its first <meta> after the charset, and the browser enforces it', async ({ page }) => {
    // Every page, /search/, 404.html, any HTML public/ brought, and the editor with its own policy.
    const files = builtHtml(root)
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['404.html', 'search/index.html', 'admin/index.html']))
    for (const p of files) {
      expect(p.html, p.file).toMatch(
        /<meta charset/i.test(p.html)
          ? /<meta charset="utf-8"\s*\/?><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'/i
          : /^(?:<!doctype[^>]*>)?<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'/i,
      )
      expect(p.html, p.file).not.toContain('frame-ancestors')
      // The editor's own policy (scripts/admin/adminPage.ts), and only there.
      expect(p.html.includes("'unsafe-eval'"), p.file).toBe(p.isEditor)
    }
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(m.text())
    })
    page.on('pageerror', (e) => problems.push(e.message))
    for (const route of ['/', ALBUM, '/contact/', '/news/']) {
      await page.goto(server.url + route)
      // The site's own scripts run under the policy...
      expect(problems, route).toEqual([])
    }
    // ...and a script the policy does not allow is blocked.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__injected = true'
      document.head.append(s)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
  })
})

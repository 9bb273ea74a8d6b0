// The GitHub Pages fallback (NCSR_HOST=github-pages): the CSP as a <meta> tag in every HTML file
// it serves (the publish step, scripts/postbuild/index.ts), the editor's own policy under /admin/
// (its own step, scripts/admin/build.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { listFiles } from '#scripts/postbuild/builtSite.ts'
import { buildCsp, metaCsp, withMetaCsp } from '#scripts/postbuild/csp.ts'
import { adminCsp } from '#scripts/admin/adminPage.ts'
import { buildAdmin } from '#scripts/admin/build.ts'
import { cspHash } from '#scripts/postbuild/html.ts'
import { runPostbuild } from '#scripts/postbuild/index.ts'
import { parseCsp } from '#tests/support/readHtml.ts'

const csp = buildCsp({
  apiBase: 'https://api.example.org',
  formEndpoints: [],
  mediaBase: '',
  imageCdnBase: '',
  frameOrigins: [],
  inlineScripts: ['run()'],
})

describe('meta-tag CSP', () => {
  it('keeps every directive but those a meta tag cannot carry', () => {
    const meta = parseCsp(metaCsp(`${csp}; report-uri /r; sandbox`))
    expect(meta.has('frame-ancestors')).toBe(false)
    expect(meta.has('report-uri')).toBe(false)
    expect(meta.has('sandbox')).toBe(false)
    expect(meta.get('script-src')).toEqual(["'self'", cspHash('run()')])
    expect([...meta.keys()]).toEqual([...parseCsp(csp).keys()].filter((k) => k !== 'frame-ancestors'))
  })

  it('goes right after <meta charset>, before any script or stylesheet, escaped, once', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css"><script src="/a.js"></script></head><body></body></html>'
    const out = withMetaCsp(html, csp)
    const at = out.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(at).toBe(html.indexOf('<link'))
    expect(out).toContain(`content="${metaCsp(csp).replace(/'/g, "'")}"`)
    expect(withMetaCsp(out, csp)).toBe(out)
    expect(withMetaCsp('<html><head><title>x</title></head></html>', 'default-src \'self\'; img-src "x"')).toContain(
      'content="default-src \'self\'; img-src &quot;x&quot;"><title>',
    )
  })

  it('goes first into a page with no <head> (after its doctype), never into a <header>, and beside another policy', () => {
    const tag = withMetaCsp('', csp)
    expect(withMetaCsp('google-site-verification: google0123456789abcdef.html', csp)).toBe(
      tag + 'google-site-verification: google0123456789abcdef.html',
    )
    expect(withMetaCsp('<!DOCTYPE html><header>x</header>', csp)).toBe(`<!DOCTYPE html>${tag}<header>x</header>`)
    const weaker = '<head><meta http-equiv="Content-Security-Policy" content="script-src *"></head>'
    expect(withMetaCsp(weaker, csp)).toBe(`<head>${tag}<meta http-equiv="Content-Security-Policy" content="script-src *"></head>`)
  })
})

describe('every HTML file the fallback host serves carries the policy', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fallback-host-'))
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))
  const client = path.join(tmp, 'client')
  const data = path.join(tmp, 'data')
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
    fs.writeFileSync(path.join(client, file), body)
  }
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title><link rel="stylesheet" href="/assets/a.css"/></head>` +
    `<body><main id="main"><div id="page-root"><h1>${title}</h1><p>Some words about ${title}.</p></div></main>` +
    `<script>${INLINE_SCRIPTS.openNotificationsEarly}</script></body></html>`
  for (const [file, title] of [
    ['index.html', 'Home'],
    ['about/index.html', 'About'],
    ['search/index.html', 'Search'],
    ['404.html', 'Not found'],
  ])
    write(file!, page(title!))
  // What public/ may bring (lib/content/publicFiles.ts).
  write('google0123456789abcdef.html', 'google-site-verification: google0123456789abcdef.html\n')
  write('assets/a.css', '')
  fs.mkdirSync(data)
  for (const f of ['gallery.json', 'news.json', 'events.json']) fs.writeFileSync(path.join(data, f), '[]')
  const env = readBuildEnv({ NCSR_DATA_DIR: data, SITE_URL: 'https://s.example', NCSR_NOW: '2026-06-15T10:00:00+05:30' })
  const result = runPostbuild(client, env, 'github-pages')
  // Then, as in the build, the editor's step writes its page.
  buildAdmin(client, { repo: 'school/site', branch: 'main', siteUrl: 'https://s.example' }, 'github-pages')
  const htmlFiles = listFiles(client).filter((f) => f.endsWith('.html'))
  const read = (f: string) => fs.readFileSync(path.join(client, f), 'utf8')
  const metaOf = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]?.replaceAll('&quot;', '"')

  it('every one: the pages, /search/, 404.html, the verification file and the editor', () => {
    expect(htmlFiles).toEqual([
      '404.html',
      'about/index.html',
      'admin/index.html',
      'google0123456789abcdef.html',
      'index.html',
      'search/index.html',
    ])
    for (const f of htmlFiles) expect(metaOf(read(f)), f).toBeDefined()
  })

  it("the site's policy before any script or stylesheet, without what a meta tag cannot carry", () => {
    for (const f of htmlFiles.filter((f) => !f.startsWith('admin/'))) {
      const html = read(f)
      expect(metaOf(html), f).toBe(metaCsp(result.csp))
      expect(parseCsp(metaOf(html)!).get('script-src'), f).toContain(cspHash(INLINE_SCRIPTS.openNotificationsEarly))
      const firstLoad = html.search(/<script|<link/)
      if (firstLoad >= 0) expect(html.indexOf('http-equiv'), f).toBeLessThan(firstLoad)
      expect(html, f).not.toContain('frame-ancestors')
    }
    expect(read('google0123456789abcdef.html')).toMatch(/^<meta http-equiv="Content-Security-Policy"[^>]*>google-site-verification: /)
  })

  it("the editor's own policy at /admin/, as _headers gives it there", () => {
    const admin = parseCsp(metaOf(read('admin/index.html'))!)
    expect(metaOf(read('admin/index.html'))).toBe(metaCsp(adminCsp()))
    expect(admin.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
    expect(admin.get('connect-src')).toContain('https://api.github.com')
    expect(read('admin/index.html').indexOf('http-equiv')).toBeLessThan(read('admin/index.html').indexOf('<script'))
  })

  it('a build for Cloudflare Pages writes none (the policy is in _headers)', () => {
    write('about/index.html', page('About'))
    runPostbuild(client, env, '')
    buildAdmin(client, { repo: 'school/site', branch: 'main', siteUrl: 'https://s.example' }, '')
    expect(metaOf(read('about/index.html'))).toBeUndefined()
    expect(metaOf(read('admin/index.html'))).toBeUndefined()
  })
})

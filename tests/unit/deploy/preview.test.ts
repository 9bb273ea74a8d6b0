// What a pull request's preview is published as (scripts/deploy/preview.ts, previewPolicy.ts,
// previewTarget.ts): pr-<number> on the previews' own project, served with main's headers,
// redirects and robots, every path noindex, without the editor.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { previewAlias, previewHeaders, previewOrigin, previewProject, previewRedirects, PREVIEW_ROBOTS } from '#scripts/deploy/preview.ts'
import { applyPreviewPolicy } from '#scripts/deploy/previewPolicy.ts'
import { previewTarget } from '#scripts/deploy/previewTarget.ts'
import { buildCsp } from '#scripts/postbuild/csp.ts'
import { headersForPath, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { parseRedirects } from '#tests/support/redirects.ts'

const CSP = buildCsp({
  apiBase: 'https://api.example.org',
  formEndpoints: [],
  mediaBase: '',
  imageCdnBase: '',
  frameOrigins: [],
  inlineScripts: ['console.log(1)'],
})

describe('previewAlias', () => {
  it("is pr-<number>, from the pull request's number alone", () => {
    expect(previewAlias(7)).toBe('pr-7')
    expect(previewAlias(' 1234 ')).toBe('pr-1234')
  })

  it("refuses anything else, a branch's name above all", () => {
    for (const bad of ['data/refresh', 'data-refresh', 'cms-pages-about', '0', '07', '-1', '7;rm', '', '12345678901'])
      expect(() => previewAlias(bad), bad).toThrow(/is not a number/)
  })
})

describe('previewProject', () => {
  it("is CLOUDFLARE_PREVIEW_PROJECT_NAME, a Pages project name that is not production's", () => {
    expect(previewProject({ preview: ' school-previews ', production: 'school' })).toBe('school-previews')
    expect(previewProject({ preview: 'school-previews' })).toBe('school-previews')
  })

  it('refuses none, the production project (however spelt) and a name that is no project name', () => {
    expect(() => previewProject({ production: 'school' })).toThrow('CLOUDFLARE_PREVIEW_PROJECT_NAME is not set')
    expect(() => previewProject({ preview: 'school', production: ' School ' })).toThrow(
      'CLOUDFLARE_PREVIEW_PROJECT_NAME is CLOUDFLARE_PROJECT_NAME (school): a preview is never published to the production project',
    )
    for (const bad of ['School', 'a b', 'x --branch=main', '-x', 'x-', 'a'.repeat(59)])
      expect(() => previewProject({ preview: bad, production: 'school' }), bad).toThrow(/is not a Pages project name/)
  })

  it('gives the address the data pull request and the editor link to', () => {
    expect(previewOrigin('pr-7', 'school-previews')).toBe('https://pr-7.school-previews.pages.dev')
    expect(previewTarget({ PR_NUMBER: '7', PREVIEW_PROJECT: 'school-previews', PRODUCTION_PROJECT: 'school' })).toEqual({
      project: 'school-previews',
      alias: 'pr-7',
      url: 'https://pr-7.school-previews.pages.dev',
    })
  })
})

describe("a preview's headers and redirects", () => {
  const files = ['index.html', 'news/index.html', 'SubGallery/a1/index.html', 'assets/entry-abc.js', 'images/campus/x.svg', '404.html']

  it("are main's policy for every path, noindex on every path, and no editor rule", () => {
    const text = previewHeaders(CSP, files)
    const rules = parseHeaders(text)
    for (const p of ['/', '/news/', '/SubGallery/a1/', '/assets/entry-abc.js', '/images/campus/x.svg', '/admin/', '/nothing']) {
      const h = headersForPath(rules, p)
      expect(h['X-Robots-Tag'], p).toBe('noindex')
      expect(h['Content-Security-Policy'], p).toContain(CSP)
      expect(h['X-Content-Type-Options'], p).toBe('nosniff')
    }
    expect(headersForPath(rules, '/assets/entry-abc.js')['Cache-Control']).toContain('immutable')
    expect(text).not.toContain('! Content-Security-Policy')
    expect(text).not.toContain('/admin/')
  })

  it("redirects only as main's generator does", () => {
    expect(parseRedirects(previewRedirects(files))).toEqual([{ from: '/index.html', to: '/', status: 301 }])
  })
})

describe('applyPreviewPolicy', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const artifact = (headers?: string) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-policy-'))
    const write = (f: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
      fs.writeFileSync(path.join(dir, f), body)
    }
    write('index.html', '<!doctype html><title>Home</title>')
    write('news/index.html', 'news')
    write('admin/index.html', '<script src="decap.js"></script>')
    write('admin/config.yml', 'backend: {}')
    write('_redirects', '/ https://evil.example/ 302\n/news/* https://evil.example/:splat 301\n')
    write('robots.txt', 'User-agent: *\nAllow: /\n')
    if (headers !== undefined) write('_headers', headers)
    return dir
  }

  it("replaces a build's _headers that sends no policy, its redirects and robots.txt, and removes the editor", () => {
    const r = applyPreviewPolicy(artifact('/*\n  X-Robots-Tag: all\n'), CSP)
    expect(r).toEqual({ files: 2, policyDiffered: true, editorRemoved: true })
    const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
    expect(headersForPath(rules, '/')).toMatchObject({ 'Content-Security-Policy': CSP, 'X-Robots-Tag': 'noindex' })
    expect(parseRedirects(fs.readFileSync(path.join(dir, '_redirects'), 'utf8'))).toEqual([{ from: '/index.html', to: '/', status: 301 }])
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe(PREVIEW_ROBOTS)
    expect(fs.existsSync(path.join(dir, 'admin'))).toBe(false)
  })

  it("says nothing differed when the build's policy is main's, and reads an unreadable _headers as differing", () => {
    expect(applyPreviewPolicy(artifact(`/*\n  Content-Security-Policy: ${CSP}\n`), CSP).policyDiffered).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
    expect(applyPreviewPolicy(artifact('not a rule\n'), CSP).policyDiffered).toBe(true)
  })
})

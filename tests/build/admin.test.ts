// The editor at /admin in the one test build (docs/operations.md "The editor at /admin"): its page,
// its policy, and nothing of it in the public pages (driven in a browser: tests/e2e/admin.spec.ts).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersForPath, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import { builtHtml, testDist } from '#tests/support/builtSite.ts'

const distDir = testDist

describe('the editor at /admin', () => {
  it('is noindex, loads Decap only from /admin/ and is not in sitemap.xml or the search index', () => {
    const html = fs.readFileSync(path.join(distDir(), 'admin/index.html'), 'utf8')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('<script src="decap-cms.js"></script>')
    expect(fs.existsSync(path.join(distDir(), 'admin/decap-cms.js'))).toBe(true)
    expect(fs.readFileSync(path.join(distDir(), 'sitemap.xml'), 'utf8')).not.toContain('/admin/')
    expect(JSON.stringify(readSearchIndex(distDir()))).not.toContain('/admin/')
    const pages = builtHtml(distDir()).filter((p) => !p.isEditor)
    expect(pages.length).toBeGreaterThan(50)
    for (const p of pages) expect(p.html, p.file).not.toMatch(/decap-cms|\/admin\//)
    // Its own policy in _headers; the public pages keep theirs, with no 'unsafe-eval'.
    const rules = parseHeaders(fs.readFileSync(path.join(distDir(), '_headers'), 'utf8'))
    const admin = headersForPath(rules, '/admin/')
    const about = headersForPath(rules, '/about/')
    expect(admin['Content-Security-Policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'unsafe-eval';.*connect-src 'self' https:\/\/api\.github\.com/,
    )
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(about['Content-Security-Policy']).not.toContain('unsafe-eval')
    expect(about['Content-Security-Policy']).not.toContain('api.github.com')
    expect(about['X-Robots-Tag']).toBeUndefined()
  })
})

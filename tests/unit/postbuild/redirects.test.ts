// _redirects as Cloudflare Pages' own parser reads it (wrangler's "Expected exactly 2 or 3
// whitespace-separated tokens"): what the build writes, and the lines the parser refuses.
import { describe, expect, it } from 'vitest'
import { buildRedirectRules, formatRedirects } from '#scripts/postbuild/redirects.ts'
import { RedirectsSyntaxError, parseRedirects } from '#tests/support/redirects.ts'

describe('_redirects', () => {
  it('holds only lines of two or three tokens: the album address is not in it (a Pages Function answers it)', () => {
    const text = formatRedirects(buildRedirectRules(['/', '/SubGallery/', '/SubGallery/a1/', '/newsletter1/news1/']))
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#')))
      expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(3)
    expect(text).not.toContain('SubGallery')
    expect(parseRedirects(text)).toEqual([
      { from: '/index.html', to: '/', status: 301 },
      { from: '/newsletter1', to: '/newsletter1/news1/', status: 302 },
    ])
  })
  it('sends the bare newsletter reader to the only edition when there is no /newsletter1/ page', () => {
    expect(buildRedirectRules(['/newsletter1/news1/']).map((r) => r.from)).toContain('/newsletter1')
    expect(buildRedirectRules(['/newsletter1/news1/', '/newsletter1/']).map((r) => r.from)).not.toContain('/newsletter1')
  })
  it("parses comments and Cloudflare's default status (302)", () => {
    expect(parseRedirects('# c\n\n/a /b\n/c /d 301\n')).toEqual([
      { from: '/a', to: '/b', status: 302 },
      { from: '/c', to: '/d', status: 301 },
    ])
  })
  it.each([
    ['a lone path', '/a'],
    ['a relative source', 'a /b 301'],
    ['a fourth token', '/a /b 301 extra'],
    ['a query condition (Netlify only)', '/SubGallery id=:id /SubGallery/:id/ 301'],
    ['a status that is no number', '/a /b three'],
    ["Netlify's forced status", '/a /b 302!'],
    ['a status Cloudflare does not redirect with', '/a /b 404'],
  ])('refuses %s', (_, line) => {
    expect(() => parseRedirects(line)).toThrow(RedirectsSyntaxError)
  })
})

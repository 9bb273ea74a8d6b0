import { describe, expect, it } from 'vitest'
import { buildRedirectRules, formatRedirects, parseRedirects, RedirectsSyntaxError } from '#scripts/postbuild/redirects.ts'

describe('_redirects', () => {
  it('sends /SubGallery?id= to the prerendered album page (Netlify query syntax)', () => {
    const text = formatRedirects(buildRedirectRules(['/', '/SubGallery/a1/']))
    expect(text).toContain('/SubGallery id=:id /SubGallery/:id/ 301')
    expect(parseRedirects(text)).toContainEqual({ from: '/SubGallery', query: { id: ':id' }, to: '/SubGallery/:id/', status: 301 })
  })
  it('sends the bare newsletter reader to the only edition when there is no /newsletter1/ page', () => {
    expect(buildRedirectRules(['/newsletter1/news1/']).map((r) => r.from)).toContain('/newsletter1')
    expect(buildRedirectRules(['/newsletter1/news1/', '/newsletter1/']).map((r) => r.from)).not.toContain('/newsletter1')
  })
  it('parses comments, defaults and forced rules', () => {
    expect(parseRedirects('# c\n\n/a /b\n/c /d 302!\n')).toEqual([
      { from: '/a', query: {}, to: '/b', status: 301 },
      { from: '/c', query: {}, to: '/d', status: 302 },
    ])
  })
  it.each(['/a', 'a /b 301', '/a /b 301 extra', '/a /b three'])('rejects %j', (line) => {
    expect(() => parseRedirects(line)).toThrow(RedirectsSyntaxError)
  })
})

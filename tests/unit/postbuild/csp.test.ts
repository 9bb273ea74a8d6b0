import { describe, expect, it } from 'vitest'
import { buildCsp, parseCsp } from '#scripts/postbuild/csp.ts'
import { originOf } from '#scripts/postbuild/html.ts'

const input = {
  apiBase: 'https://api.example.org',
  formEndpoints: ['https://forms.example.net/contact?x=1', 'https://forms.example.net/career', ''],
  mediaBase: 'https://media.example.com/base',
  scriptHashes: ["'sha256-abc='", "'sha256-abc='"],
  frameUrls: ['https://www.google.com/maps/embed?pb=1', '/year-planner.pdf'],
  imageUrls: ['/local.jpg', 'https://img.example.org/a.jpg', 'javascript:alert(1)'],
}

describe('buildCsp', () => {
  const csp = parseCsp(buildCsp(input))
  it('allows scripts only from the site and by hash, never unsafe-inline or eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"])
  })
  it("allows workers (the site search's) only from the site's own files, never blob: or data:", () => {
    expect(csp.get('worker-src')).toEqual(["'self'"])
  })
  it('lists exactly the configured endpoints for connect-src and form-action', () => {
    const want = ["'self'", 'https://api.example.org', 'https://forms.example.net']
    expect(csp.get('connect-src')).toEqual(want)
    expect(csp.get('form-action')).toEqual(want)
  })
  it('allows images from the API, the media host and hosts found in the pages', () => {
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.org',
      'https://img.example.org',
      'https://media.example.com',
    ])
  })
  it('frames the map host and the site itself; no plugins, base or framing by others', () => {
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.google.com'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  })
  it('with nothing configured, everything is same-origin', () => {
    const bare = parseCsp(buildCsp({ apiBase: '', formEndpoints: [], mediaBase: '', scriptHashes: [], frameUrls: [], imageUrls: [] }))
    expect(bare.get('connect-src')).toEqual(["'self'"])
    expect(bare.get('script-src')).toEqual(["'self'"])
  })
})

describe('originOf', () => {
  it.each([
    ['https://a.example/x?y', 'https://a.example'],
    ['http://127.0.0.1:8787/api', 'http://127.0.0.1:8787'],
    ['/relative', null],
    ['data:image/png;base64,xx', null],
    ['', null],
  ])('%s -> %s', (url, want) => expect(originOf(url)).toBe(want))
})

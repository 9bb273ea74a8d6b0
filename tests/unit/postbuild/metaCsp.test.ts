// The GitHub Pages fallback (NCSR_HOST=github-pages): the CSP as a <meta> tag in every page.
import { describe, expect, it } from 'vitest'
import { buildCsp, metaCsp, parseCsp, withMetaCsp } from '#scripts/postbuild/csp.ts'
import { cspHash } from '#scripts/postbuild/html.ts'

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
})

// The Content-Security-Policy is built from what we wrote and configured (scripts/postbuild/csp.ts):
// the named inline scripts, the build's variables and data/content/embeds.json; never from pages.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { buildCsp, cspConfigFromEnv, type CspConfig } from '#scripts/postbuild/csp.ts'
import { cspHash, originOf } from '#scripts/postbuild/html.ts'
import { parseCsp } from '#tests/support/readHtml.ts'

const config: CspConfig = {
  apiBase: 'https://api.example.org',
  formEndpoints: ['https://forms.example.net/contact?x=1', 'https://forms.example.net/career', ''],
  mediaBase: 'https://media.example.com/base',
  imageCdnBase: 'https://school.imgix.net',
  frameOrigins: ['https://www.openstreetmap.org'],
  inlineScripts: ['a()', 'b()', 'a()'],
}

describe('buildCsp', () => {
  const csp = parseCsp(buildCsp(config))
  it('allows scripts only from the site and by the hashes of the named inline scripts, never unsafe-inline or eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", ...[cspHash('a()'), cspHash('b()')].sort()])
  })
  it("allows workers (the site search's) only from the site's own files, never blob: or data:", () => {
    expect(csp.get('worker-src')).toEqual(["'self'"])
  })
  it('lists the API origin and each form endpoint in full (no query) for connect-src and form-action', () => {
    const want = ["'self'", 'https://api.example.org', 'https://forms.example.net/career', 'https://forms.example.net/contact']
    expect(csp.get('connect-src')).toEqual(want)
    expect(csp.get('form-action')).toEqual(want)
  })
  it("names an endpoint by its path, never its host alone, unless it is on the API's origin", () => {
    const sources = (formEndpoints: string[]) => parseCsp(buildCsp({ ...config, formEndpoints })).get('connect-src')
    // Another script on the same host is not allowed: the host alone is never a source.
    expect(sources(['https://script.example.com/macros/s/AKf1/exec'])).toEqual([
      "'self'",
      'https://api.example.org',
      'https://script.example.com/macros/s/AKf1/exec',
    ])
    // The API's origin already allows its own paths; ';' and ',' would end the source, so they are encoded.
    expect(sources(['https://api.example.org/external/contact', 'https://f.example/a;b,c#x'])).toEqual([
      "'self'",
      'https://api.example.org',
      'https://f.example/a%3Bb%2Cc',
    ])
  })
  it('allows images from the API, the media host and the image CDN, and no other host', () => {
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.org',
      'https://media.example.com',
      'https://school.imgix.net',
    ])
  })
  it("frames the site itself and embeds.json's hosts; no plugins, base or framing by others", () => {
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  })
  it('frames a host only when it is configured', () => {
    expect(parseCsp(buildCsp({ ...config, frameOrigins: [] })).get('frame-src')).toEqual(["'self'"])
    expect(parseCsp(buildCsp({ ...config, frameOrigins: ['https://www.youtube-nocookie.com'] })).get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
    ])
  })
  it('with nothing configured, everything is same-origin', () => {
    const bare = parseCsp(
      buildCsp({ apiBase: '', formEndpoints: [], mediaBase: '', imageCdnBase: '', frameOrigins: [], inlineScripts: [] }),
    )
    expect(bare.get('connect-src')).toEqual(["'self'"])
    expect(bare.get('script-src')).toEqual(["'self'"])
    expect(bare.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(bare.get('frame-src')).toEqual(["'self'"])
  })
})

describe("this build's policy (cspConfigFromEnv)", () => {
  const env = {
    NCSR_API_BASE: 'https://api.example.org/',
    CONTACT_FORM_ENDPOINT: 'https://script.example.com/macros/s/x/exec',
    MEDIA_BASE: 'https://media.example.com',
    NCSR_IMAGE_CDN: 'imgix',
    NCSR_IMAGE_CDN_BASE: 'https://school.imgix.net',
  }
  it('hashes exactly the named inline scripts of lib/security/inlineScripts.ts', () => {
    const c = cspConfigFromEnv(readBuildEnv(env), env)
    expect(c.inlineScripts).toEqual(Object.values(INLINE_SCRIPTS))
    const hashes = parseCsp(buildCsp(c))
      .get('script-src')!
      .filter((s) => s.startsWith("'sha256-"))
    expect(hashes.sort()).toEqual(Object.values(INLINE_SCRIPTS).map(cspHash).sort())
    expect(hashes).toHaveLength(Object.keys(INLINE_SCRIPTS).length)
  })
  it('takes its origins from the variables and its frames from the content folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-embeds-'))
    fs.writeFileSync(path.join(dir, 'embeds.json'), JSON.stringify({ frameOrigins: ['https://maps.example.org'] }))
    const csp = parseCsp(buildCsp(cspConfigFromEnv(readBuildEnv(env), env, dir)))
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.org',
      'https://media.example.com',
      'https://school.imgix.net',
    ])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.org', 'https://script.example.com/macros/s/x/exec'])
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://maps.example.org'])
    fs.rmSync(dir, { recursive: true })
  })
  it('frames the contact map host of data/content/embeds.json', () => {
    expect(parseCsp(buildCsp(cspConfigFromEnv(readBuildEnv({}), {}))).get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org'])
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

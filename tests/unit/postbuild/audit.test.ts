// The output audit (scripts/postbuild/auditRules.ts, over the tree scripts/postbuild/readPage.ts reads): the build fails, naming the page, on any inline
// script we did not write, any event handler, any javascript: address, anything from an origin the
// configured policy would block, and on script files outside /assets/.
import { describe, expect, it } from 'vitest'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { auditPolicy, decodeAttribute, isScriptUrl, srcsetUrls } from '#scripts/postbuild/auditRules.ts'
import { readPage } from '#scripts/postbuild/readPage.ts'
import type { CspConfig } from '#scripts/postbuild/csp.ts'
import { failOnAudit, strayScripts } from '#scripts/postbuild/index.ts'

const config: CspConfig = {
  apiBase: 'https://api.example.org',
  formEndpoints: ['https://forms.example.net/contact'],
  mediaBase: 'https://media.example.com',
  imageCdnBase: '',
  frameOrigins: ['https://www.openstreetmap.org'],
  inlineScripts: Object.values(INLINE_SCRIPTS),
}
const policy = auditPolicy(config)
const audit = (html: string, file = 'about/index.html') => readPage(file, html, policy).problems
const doc = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`

describe('a page the policy allows passes', () => {
  it("the site's own markup: named inline scripts, data blocks, module scripts, images, frames, forms, links", () => {
    const html = doc(
      `<link rel="stylesheet" href="/assets/static/all.css"/><link rel="modulepreload" href="/assets/chunks/a.js"/>` +
        `<link rel="canonical" href="https://school.example.org/about/"/><meta property="og:image" content="https://other.example/x.jpg"/>` +
        `<div class="events"><p>1</p></div><script>${INLINE_SCRIPTS.hidePassedEvents}</script>` +
        `<dialog></dialog><script>${INLINE_SCRIPTS.openNotificationsEarly}</script>` +
        `<script type="application/json" data-island-props="">{"title":"\\u003cimg src=x onerror=alert(1)\\u003e"}</script>` +
        `<script type="application/ld+json">{"@context":"https://schema.org"}</script><script type="module" src="/assets/entries/client.js"></script>` +
        `<picture><source type="image/avif" srcset="/img/0123456789abcdef/c336.avif 336w, /img/0123456789abcdef/c672.avif 672w"/>` +
        `<img src="https://api.example.org/api/image/a.jpg" srcset="/img/0123456789abcdef/400.webp 400w, https://media.example.com/public/Images/1/1.jpg 1600w" alt="Children&#x27;s day" width="400" height="300"/></picture>` +
        `<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt=""/>` +
        `<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1&amp;layer=mapnik" title="Map"></iframe><iframe src="/docs/academics/year-planner.pdf" title="Planner"></iframe>` +
        `<form method="dialog"><button type="submit">Close</button></form><form action="https://api.example.org/api/form/NCSR/Admission" method="post"></form>` +
        `<form action="https://forms.example.net/contact" method="post"></form>` +
        `<a href="https://www.youtube.com/@school" target="_blank" rel="noopener noreferrer">YouTube</a><a href="mailto:office@example.org">Mail</a><a href="tel:+91">Call</a>` +
        `<p>Text may say onclick=alert(1) and javascript:alert(1), and a &lt;script&gt; or &lt;img onerror=x&gt;.</p>` +
        `<!-- <script>alert('a comment')</script> <img onerror=x> --><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24v24H0z"/></svg>`,
    )
    expect(audit(html)).toEqual([])
  })
})

describe('the audit names the page of each problem', () => {
  it.each([
    [
      'an inline script we did not write',
      '<script>alert(1)</script>',
      /about\/index\.html: an inline script that is not one of lib\/security\/inlineScripts\.ts \('sha256-.*'\): "alert\(1\)"/,
    ],
    [
      'a named script with one character changed',
      `<script>${INLINE_SCRIPTS.openNotificationsEarly} </script>`,
      /an inline script that is not one of/,
    ],
    ['an inline module script', '<script type="module">import("/x.js")</script>', /an inline script that is not one of/],
    [
      'an inline script of a JavaScript type in capitals',
      '<SCRIPT TYPE="text/JavaScript">x()</SCRIPT >',
      /an inline script that is not one of/,
    ],
    [
      'a script from another site',
      '<script src="https://cdn.evil.example/x.js"></script>',
      /<script src="https:\/\/cdn\.evil\.example\/x\.js">: a script that is not a file of the site/,
    ],
    ['a protocol-relative script', '<script src="//cdn.evil.example/x.js"></script>', /a script that is not a file of the site/],
    ['onclick=', '<p onclick="alert(1)">x</p>', /about\/index\.html: onclick attribute on <p> \(an event handler/],
    ['ONLOAD on svg, unquoted', '<svg ONLOAD=alert(1)></svg>', /onload attribute on <svg>/],
    ['onerror after a quoted ">"', '<img alt="a>b" src="/a.jpg" onerror="alert(1)">', /onerror attribute on <img>/],
    ['a handler after a "/"', '<img/src="/a.jpg"/onerror=alert(1)>', /onerror attribute on <img>/],
    [
      'a javascript: href',
      '<a href="javascript:alert(1)">x</a>',
      /about\/index\.html: href="javascript:alert\(1\)" on <a> \(a javascript: address\)/,
    ],
    ['JaVaScRiPt:', '<a href="JaVaScRiPt:alert(1)">x</a>', /href="JaVaScRiPt:alert\(1\)" on <a>/],
    ['java&#x09;script:', '<a href="java&#x09;script:alert(1)">x</a>', /a javascript: address/],
    ['&#106;avascript:', '<a href="&#106;avascript:alert(1)">x</a>', /a javascript: address/],
    ['&#106 without a semicolon', '<a href="&#106avascript:alert(1)">x</a>', /a javascript: address/],
    ['&Tab; and &colon;', '<a href="java&Tab;script&colon;alert(1)">x</a>', /a javascript: address/],
    ['leading spaces and a newline in the scheme', "<a href='  java\nscript:alert(1)'>x</a>", /a javascript: address/],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', /a javascript: address/],
    ['formaction', '<button formaction="javascript:alert(1)">x</button>', /formaction="javascript:alert\(1\)" on <button>/],
    ['form action', '<form action="javascript:alert(1)"></form>', /action="javascript:alert\(1\)" on <form>/],
    ['xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', /xlink:href="javascript:alert\(1\)" on <a>/],
    ['iframe src', '<iframe src="javascript:alert(1)"></iframe>', /src="javascript:alert\(1\)" on <iframe>/],
    [
      'an image from another host',
      '<img src="https://evil.example/pixel.gif" alt="">',
      /<img src> https:\/\/evil\.example\/pixel\.gif is from https:\/\/evil\.example, which img-src does not allow/,
    ],
    [
      'one srcset candidate from another host',
      '<img src="/a.jpg" srcset="/a.jpg 1x, https://evil.example/b.jpg 2x" alt="">',
      /<img srcset> https:\/\/evil\.example\/b\.jpg is from https:\/\/evil\.example/,
    ],
    ['a <source> from another host', '<picture><source srcset="https://evil.example/c.avif"/></picture>', /<source srcset>/],
    [
      'a frame of an unlisted host',
      '<iframe src="https://evil.example/frame"></iframe>',
      /<iframe src> https:\/\/evil\.example\/frame is from https:\/\/evil\.example, which frame-src does not allow \('self' https:\/\/www\.openstreetmap\.org\)/,
    ],
    [
      'a frame of a listed host over http',
      '<iframe src="http://www.openstreetmap.org/x"></iframe>',
      /is from http:\/\/www\.openstreetmap\.org, which frame-src does not allow/,
    ],
    [
      // The policy names the endpoint in full: another path of its host is someone else's script.
      "a form posting to another path of a form endpoint's host",
      '<form action="https://forms.example.net/contact-other" method="post"></form>',
      /<form action> https:\/\/forms\.example\.net\/contact-other is from https:\/\/forms\.example\.net, which form-action does not allow/,
    ],
    [
      'a form posting elsewhere',
      '<form action="https://evil.example/steal" method="post"></form>',
      /<form action> https:\/\/evil\.example\/steal is from https:\/\/evil\.example, which form-action does not allow/,
    ],
    ['a video from another host', '<video src="https://evil.example/v.mp4"></video>', /<video src> .* which media-src does not allow/],
    ['<object>', '<object data="/a.pdf"></object>', /<object>, which object-src 'none' blocks/],
    ['<embed>', '<embed src="/a.swf">', /<embed>, which object-src 'none' blocks/],
    ['<base>', '<base href="https://evil.example/">', /<base>/],
    ['an <iframe srcdoc>', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>', /srcdoc on <iframe>/],
    [
      'a stylesheet from another host',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
      /<link rel="stylesheet" href="https:\/\/evil\.example\/x\.css">: not a file of the site/,
    ],
  ])('%s', (_, body, problem) => {
    const problems = audit(doc(body))
    expect(problems, JSON.stringify(problems)).toHaveLength(1)
    expect(problems[0]).toMatch(problem)
  })

  it('reads no tag inside a script, a style or a textarea, and finds the first tag after them', () => {
    expect(audit(doc('<textarea><img src=x onerror=alert(1)></textarea><style>a{}</style><p onclick="x()">x</p>'))).toEqual([
      'about/index.html: onclick attribute on <p> (an event handler: inline script the policy does not allow)',
    ])
    expect(audit(doc('<script type="application/json">{"a":"</scriptx><img onerror=1>"}</script><p>x</p>'))).toEqual([])
  })

  it('says at most 20 problems a page', () => {
    expect(audit(doc('<p onclick="x()">x</p>'.repeat(30)))).toHaveLength(20)
  })
})

describe('script addresses, however they are spelt', () => {
  it.each([
    ['javascript:alert(1)', true],
    ['  \u0001javascript:alert(1)', true],
    ['jav\tascript:alert(1)', true],
    ['&#0000106avascript:alert(1)', true],
    ['&#X6A;avascript:alert(1)', true],
    ['javascript&#58;alert(1)', true],
    ['https://example.org/javascript:x', false],
    ['/search?q=javascript:', false],
    ['mailto:a@example.org', false],
  ])('%s -> %s', (url, want) => expect(isScriptUrl(url)).toBe(want))
  it('decodes character references as the browser does in an attribute', () => {
    expect(decodeAttribute('a&amp;b&#x27;c&#39d&unknown;')).toBe("a&b'c'd&unknown;")
  })
})

describe('srcset URLs', () => {
  it('keeps the commas inside a URL (CDN options) and splits candidates', () => {
    expect(
      srcsetUrls(
        '/cdn-cgi/image/width=400,quality=70/https://api.example.org/a.jpg 400w, /cdn-cgi/image/width=800,quality=70/https://api.example.org/a.jpg 800w,/b.jpg',
      ),
    ).toEqual([
      '/cdn-cgi/image/width=400,quality=70/https://api.example.org/a.jpg',
      '/cdn-cgi/image/width=800,quality=70/https://api.example.org/a.jpg',
      '/b.jpg',
    ])
    expect(srcsetUrls(' /a.jpg,, /b.jpg 2x')).toEqual(['/a.jpg', '/b.jpg'])
  })

  // The link check (scripts/ci/localLinks.ts) reads srcsets with the same function.
  it('keeps the commas inside a URL and drops the descriptors', () => {
    expect(srcsetUrls(' /a,w=1.webp 400w,/b.webp 2x , /c.webp, /d.webp')).toEqual(['/a,w=1.webp', '/b.webp', '/c.webp', '/d.webp'])
    expect(srcsetUrls('')).toEqual([])
  })
})

describe('script files outside /assets/ fail the build', () => {
  it('finds .js, .mjs, .cjs and .wasm anywhere but /assets/ and /admin/', () => {
    expect(
      strayScripts([
        'assets/entries/client.js',
        'assets/chunks/a.mjs',
        'admin/decap-cms.js',
        'images/uploads/evil.js',
        'docs/x.MJS',
        'evil.cjs',
        'img/a/b.wasm',
        'images/a.jpg',
        'search-index.json',
      ]),
    ).toEqual(['images/uploads/evil.js', 'docs/x.MJS', 'evil.cjs', 'img/a/b.wasm'])
  })
  it('the build fails naming each page and file', () => {
    const problems = audit(doc('<a href="javascript:x()">x</a>'))
    expect(() => failOnAudit(problems, ['images/uploads/evil.js'])).toThrow(
      /2 problems[\s\S]*images\/uploads\/evil\.js: a script file outside \/assets\/[\s\S]*about\/index\.html: href="javascript:x\(\)" on <a>/,
    )
    expect(() => failOnAudit([], [])).not.toThrow()
  })
})

// The tests' HTML readers (tests/support/readHtml.ts): the CSP checks of the e2e specs rely on them
// seeing exactly the scripts a browser runs.
import { describe, expect, it } from 'vitest'
import { attrValues, extractInlineScripts, parseCsp } from '#tests/support/readHtml.ts'

const html = `<html><head><script type="application/ld+json">{"a":1}</script><script>console.log("x")</script>
<script type="module" src="/assets/a.js"></script><script id="page-data" type="application/json">{}</script></head>
<body><main id="main"><iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2"></iframe></main></body></html>`

describe('readHtml', () => {
  it('finds inline scripts with their type, skipping external ones', () => {
    expect(extractInlineScripts(html).map((s) => s.type)).toEqual(['application/ld+json', '', 'application/json'])
  })
  it('reads scripts and attributes as a browser builds them: comments, repeated attributes, foreign content', () => {
    const tricky =
      `<!--><script>ran()</script>--><!-- <script>not()</script> --><script src="/a.js" src="x"></script>` +
      `<svg><style><script>svg()</script></style></svg><iframe src="/a" src="/b"></iframe><iframe src="&#x2F;c&#0000000000047;"></iframe>`
    expect(extractInlineScripts(tricky).map((s) => s.content)).toEqual(['ran()', 'svg()'])
    expect(attrValues(tricky, 'iframe', 'src')).toEqual(['/a', '/c/'])
    expect(attrValues(html, 'iframe', 'src')).toEqual(['https://www.google.com/maps/embed?pb=1&x=2'])
  })
  it('reads a policy as directive -> sources, names lower-cased', () => {
    expect(parseCsp("default-src 'self'; Script-Src 'self' 'sha256-x';  ;img-src https:")).toEqual(
      new Map([
        ['default-src', ["'self'"]],
        ['script-src', ["'self'", "'sha256-x'"]],
        ['img-src', ['https:']],
      ]),
    )
  })
})

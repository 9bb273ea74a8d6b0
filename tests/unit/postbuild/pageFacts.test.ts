import { describe, expect, it } from 'vitest'
import { attrValues, cspHash, extractInlineScripts, isExecutableScriptType, originOf, pageFacts } from '#scripts/postbuild/html.ts'

/** The facts as the separate readers find them (what pageFacts does in one pass). */
function byReaders(html: string) {
  const origins = (urls: string[]) => new Set(urls.map(originOf).filter((o): o is string => o !== null))
  return {
    scriptHashes: new Set(
      extractInlineScripts(html)
        .filter((s) => isExecutableScriptType(s.type))
        .map((s) => cspHash(s.content)),
    ),
    frameOrigins: origins(attrValues(html, 'iframe', 'src')),
    imageOrigins: origins(attrValues(html, 'img', 'src')),
    objectPages: /<(object|embed)\b/i.test(html) ? ['p'] : [],
  }
}

const cases: Record<string, string> = {
  'scripts of every kind': `<head><script type="application/ld+json">{"a":1}</script><script>console.log("x")</script>
    <script type="module" src="/assets/a.js"></script><script id="page-data" type="application/json">{}</script>
    <SCRIPT TYPE="Module">import "/x.js"</SCRIPT ><script type="text/javascript; charset=utf-8">a()</script></head>`,
  'images and frames, absolute and relative': `<body><img src="https://api.example.org/i/1.jpg" alt=""><img alt="" src='https://cdn.example.net/a.webp'>
    <img src=/img/k/400.webp><IFRAME src="https://www.google.com/maps/embed?pb=1" title="map"></IFRAME><iframe src="/docs/planner.pdf"></iframe><img data-src="x"></body>`,
  'a tag inside a script text still counts, a script inside it does not': `<script>var s = '<img src="https://x.example/a.png">'; var t = "<script>b()";</script><script>c()</script>`,
  'object and embed': `<p>see</p><object data="/a.pdf"></object>`,
  'embed in capitals': `<EMBED src="/a.swf">`,
  'an unclosed script and an unclosed tag': `<script>never closed <img src="https://y.example/b.png"> <iframe src="https://z.example/"`,
  'origins spelt many ways (case, default port, no path, user, backslash, spaces, invalid)': `<img src="https://CDN.Example.org:443/a.jpg">
    <img src="HTTPS://cdn.example.org/b.jpg"><img src="https://q.example?x=1"><img src="https://u@h.example/x"><img src="https://bs.example\\x.jpg">
    <img src=" https://s.example/a "><img src="http://127.0.0.1:8791/api/image/a.jpg"><img src="//proto.example/x"><img src="https://bad host/x">
    <img src="https://cdn.example.org:8443/c.jpg"><img src="https://xn--bcher-kva.example/d"><img src="https://bücher.example/e">`,
  'names that only start like one, and text with "<"': `<p>a < b, 1<2</p><i>x</i><imgx src="https://n.example/a"><s>y</s><embedded-thing></embedded-thing>
    <objects></objects><IMG SRC="https://caps.example/a"><iframes src="https://f.example/"></iframes><script-like>z</script-like><img
    src="https://newline.example/a">`,
  'entities in attributes': `<img src="https://api.example.org/i?a=1&amp;b=2"><script>x&amp;y</script>`,
}

describe('pageFacts: what the CSP needs from a page, in one pass', () => {
  it.each(Object.entries(cases))('finds what the separate readers find: %s', (_, html) => {
    expect(pageFacts('p', html)).toEqual(byReaders(html))
  })
})

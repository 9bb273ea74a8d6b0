// The one sanitiser for authored HTML (lib/content/sanitize.ts): page copy keeps its words and its
// markup, and loses everything that could run script, load from another site or leave the page.
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '#lib/content/markdown.ts'
import { sanitizeAuthoredHtml } from '#lib/content/sanitize.ts'

const policy = { frameOrigins: ['https://www.openstreetmap.org'] }
const clean = (html: string) => sanitizeAuthoredHtml(html, policy).html
const md = (source: string) => renderMarkdown(source, policy)

describe('the sanitiser keeps what page copy uses', () => {
  it('headings, lists, emphasis, quotes, code and rules', () => {
    const html = md('## Fees\n\n- **Term 1**: *due* in April\n1. one\n\n> A quote\n\n`code`\n\n---\n\nLine<br>break')
    expect(html).toContain('<h2>Fees</h2>')
    expect(html).toContain('<li><strong>Term 1</strong>: <em>due</em> in April</li>')
    expect(html).toContain('<ol>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<hr />')
    expect(html).toContain('Line<br />break')
  })

  it('tables with aligned columns (GFM), as marked writes them', () => {
    const html = md('| Class | Fee |\n|:--|--:|\n| I | 100 |')
    expect(html).toContain('<th align="left">Class</th>')
    expect(html).toContain('<td align="right">100</td>')
  })

  it('links to pages (by their address with its trailing slash), files, web, mail and phone; a new tab gets rel="noopener noreferrer"', () => {
    const html = md('[About](/about) [PDF](/docs/a.pdf) [Web](https://example.org) [Mail](mailto:office@example.org) [Call](tel:+911234)')
    for (const href of ['/about/', '/docs/a.pdf', 'https://example.org', 'mailto:office@example.org', 'tel:+911234'])
      expect(html).toContain(`href="${href}"`)
    expect(clean('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(clean('<a href="/a/" target="_blank" rel="opener">x</a>')).toBe('<a href="/a/" target="_blank" rel="noopener noreferrer">x</a>')
    expect(clean('<a href="/a/" target="other">x</a>')).toBe('<a href="/a/">x</a>')
  })

  it('images of the site with width, height, alt, srcset, sizes and loading; figure, details, summary', () => {
    const img =
      '<img src="/images/uploads/a.jpg" srcset="/images/uploads/a-800.jpg 800w" sizes="50vw" alt="A" width="800" height="600" loading="lazy" />'
    expect(clean(`<figure>${img}<figcaption>Caption</figcaption></figure>`)).toBe(`<figure>${img}<figcaption>Caption</figcaption></figure>`)
    expect(clean('<details><summary>More</summary><p>Hidden</p></details>')).toBe('<details><summary>More</summary><p>Hidden</p></details>')
  })

  it('a frame of a listed host, and of the site itself', () => {
    const map = '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1" title="Map" loading="lazy"></iframe>'
    expect(clean(map)).toBe(map)
    expect(clean('<iframe src="/docs/planner.pdf" title="Planner"></iframe>')).toBe(
      '<iframe src="/docs/planner.pdf" title="Planner"></iframe>',
    )
  })
})

describe('the sanitiser removes what could run, load or leave', () => {
  // Each input with what must remain of it exactly: the words stay, the rest goes.
  const cases: [name: string, input: string, output: string][] = [
    ['<script>', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['<script src>', '<SCRIPT src="/images/uploads/evil.js"></SCRIPT>', ''],
    ['<img onerror>', '<img src="/images/a.jpg" alt="x" onerror="alert(1)">', '<img src="/images/a.jpg" alt="x" />'],
    ['onclick on any element', '<p onclick="alert(1)" onmouseover="alert(2)">t</p>', '<p>t</p>'],
    ['javascript: link', '<a href="javascript:alert(1)">t</a>', '<a>t</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">t</a>', '<a>t</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">t</a>', '<a>t</a>'],
    ['JaVaScRiPt: (case)', '<a href="JaVaScRiPt:alert(1)">t</a>', '<a>t</a>'],
    ['java&#x09;script: (a tab in the scheme)', '<a href="java&#x09;script:alert(1)">t</a>', '<a>t</a>'],
    ['&#106;avascript: (an entity)', '<a href="&#106;avascript:alert(1)">t</a>', '<a>t</a>'],
    ['leading spaces and control characters', '<a href=" \u0001javascript:alert(1)">t</a>', '<a>t</a>'],
    ['protocol-relative //host', '<a href="//evil.example/">t</a>', '<a>t</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', ''],
    ['image of another host', '<img src="https://evil.example/pixel.gif" alt="x">', ''],
    ['javascript: in srcset', '<img src="/a.jpg" srcset="javascript:alert(1) 1x" alt="">', '<img src="/a.jpg" alt="" />'],
    ['<iframe> of an unlisted host', '<iframe src="https://evil.example/frame"></iframe>', ''],
    ['<iframe> of a listed host over http', '<iframe src="http://www.openstreetmap.org/x"></iframe>', ''],
    ['<iframe> of a look-alike host', '<iframe src="https://www.openstreetmap.org.evil.example/x"></iframe>', ''],
    ['<iframe srcdoc>', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['SVG with onload', '<svg onload="alert(1)"><circle r="1"></circle><text>t</text></svg>', ''],
    ['<object>', '<object data="/x.swf">fallback</object>', 'fallback'],
    ['<embed>', '<embed src="/x.swf">', ''],
    ['<base href>', '<base href="https://evil.example/">', ''],
    ['<meta http-equiv=refresh>', '<meta http-equiv="refresh" content="0;url=https://evil.example/">', ''],
    ['<style>@import', '<style>@import url(https://evil.example/x.css);</style>', ''],
    ['<link rel=stylesheet>', '<link rel="stylesheet" href="https://evil.example/x.css">', ''],
    ['style="background:url(...)"', '<p style="background:url(https://evil.example/t.png)">t</p>', '<p>t</p>'],
    [
      '<form action>',
      '<form action="https://evil.example/"><input name="q"><button formaction="https://evil.example/">Go</button></form>',
      'Go',
    ],
    ['id and name (DOM clobbering)', '<p id="notifications">t</p><a name="x" href="/a/">a</a>', '<p>t</p><a href="/a/">a</a>'],
    ['<noscript> and <template>', '<noscript><p>x</p></noscript><template><p>y</p></template>z', 'z'],
    ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['an HTML comment', '<!-- <script>alert(1)</script> -->t', 't'],
  ]
  it.each(cases)('%s', (_, input, output) => expect(clean(input)).toBe(output))

  it.each([
    ['a javascript: link', '[t](javascript:alert(1))'],
    ['a JaVaScRiPt: link', '[t](JaVaScRiPt:alert(1))'],
    ['an entity-spelt link', '[t](&#106;avascript:alert(1))'],
    ['a tab-spelt link', '[t](java&#x09;script:alert(1))'],
    ['a data: link', '[t](data:text/html,hi)'],
    ['a reference link', '[t][r]\n\n[r]: javascript:alert(1)'],
    ['an autolink', '<javascript:alert(1)>'],
  ])('Markdown link syntax: %s', (_, source) => {
    const html = md(source)
    expect(html).not.toMatch(/href/)
    expect(html.toLowerCase()).not.toMatch(/<a [^>]*script/)
  })

  it('says what it removed, in order, each with its reason', () => {
    const { removed } = sanitizeAuthoredHtml(
      '<script>x</script><img src="/a.jpg" onerror="y" alt=""><a href="javascript:z">t</a><iframe src="https://evil.example/"></iframe><p style="color:red">s</p>',
      policy,
    )
    expect(removed.map((r) => `${r.what}: ${r.why}`)).toEqual([
      '<script>: scripts are not allowed in page copy',
      'onerror attribute of <img>: event handlers are scripts, which are not allowed in page copy',
      'link to "javascript:z": a link must be a web address https://…, mailto:, tel: or a site path such as /about',
      '<iframe src="https://evil.example/">: a frame may only show https pages of the sites listed in data/content/embeds.json: https://www.openstreetmap.org',
      "style attribute of <p>: page copy takes its look from the site's stylesheet",
    ])
  })

  it('reports only the outermost of what goes with its content', () => {
    const { removed } = sanitizeAuthoredHtml('<svg onload="a()"><script>b()</script><circle onclick="c()"/></svg>', policy)
    expect(removed.map((r) => r.what)).toEqual(['<svg>'])
  })
})

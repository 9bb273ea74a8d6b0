// public/ publishes only files whose kind is known (lib/content/publicFiles.ts): AS_IS types as
// they are, SVG and XML read by a strict XML parser and refused when anything in them runs, embeds
// or loads (lib/content/xmlFile.ts), raw HTML only as a search engine's verification file.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AS_IS, checkPublicFolder, isVerificationFile } from '#lib/content/publicFiles.ts'
import { sourceFileProblems } from '#lib/content/sourceFiles.ts'
import { xmlProblems } from '#lib/content/xmlFile.ts'
import { tempTree } from '#tests/support/tempTree.ts'

const SVG = (body: string, extra = '') => `<svg xmlns="http://www.w3.org/2000/svg"${extra} viewBox="0 0 10 10">${body}</svg>`
const XLINK = ' xmlns:xlink="http://www.w3.org/1999/xlink"'
const CLEAN_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  SVG(
    '<defs><linearGradient id="g"/></defs><style><![CDATA[.a{fill:url(#g)}]]></style><use xlink:href="#g"/>' +
      '<rect class="a" width="10" height="10" fill="url( \'#g\' )"/><text>url(plain text) and javascript: as words</text>' +
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
    XLINK,
  ) +
  '\n'
const GOOGLE = 'google0123456789abcdef.html'

let tmp = ''
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  tmp = ''
})
const publicWith = (files: Record<string, string>): string => (tmp = tempTree('ncsr-public-files-', files))

describe('the types public/ publishes as they are', () => {
  it('are served as no HTML, XML, SVG or script by the type table hosts follow (mime-db)', () => {
    const db = createRequire(import.meta.url)('mime-db/db.json') as Record<string, { extensions?: string[] }>
    const runnable = /html|xml|svg|javascript|ecmascript|wasm/
    for (const ext of AS_IS) {
      const types = Object.entries(db)
        .filter(([, t]) => t.extensions?.includes(ext))
        .map(([type]) => type)
      expect(types.length, `.${ext} has a type`).toBeGreaterThan(0)
      expect(
        types.filter((t) => runnable.test(t)),
        `.${ext}`,
      ).toEqual([])
    }
  })

  it('and every extension a host serves as HTML, XML or SVG is checked or refused', () => {
    const db = createRequire(import.meta.url)('mime-db/db.json') as Record<string, { extensions?: string[] }>
    const markup = Object.entries(db)
      .filter(([type]) => /^text\/html$|xml|svg/.test(type))
      .flatMap(([, t]) => t.extensions ?? [])
    expect(markup).toEqual(expect.arrayContaining(['html', 'htm', 'xhtml', 'svg', 'svgz', 'xml', 'xsl', 'rss', 'atom']))
    const dir = publicWith(Object.fromEntries(markup.map((ext) => [`x/a.${ext}`, '<html><script>alert(1)</script></html>'])))
    const problems = checkPublicFolder(dir, (rel) => rel)
    for (const ext of markup)
      expect(
        problems.some((p) => p.startsWith(`x/a.${ext}`)),
        `.${ext}`,
      ).toBe(true)
  })
})

describe('files of public/ outside images/', () => {
  it('takes the known types, a clean SVG, a clean XML file and a Google verification file', () => {
    const dir = publicWith({
      'favicon.ico': 'ico',
      'docs/a.pdf': '%PDF-1.7',
      'robots-extra.txt': 'text',
      'images/logo.svg': CLEAN_SVG,
      'docs/diagram.svg': CLEAN_SVG,
      'BingSiteAuth.xml': '<?xml version="1.0"?>\n<users>\n\t<user>0123456789ABCDEF</user>\n</users>\n',
      [GOOGLE]: `google-site-verification: ${GOOGLE}\n`,
      'docs/.gitkeep': '',
    })
    expect(checkPublicFolder(dir, (rel) => `public/${rel}`)).toEqual([])
  })

  it('names each file it refuses, and why', () => {
    const dir = publicWith({
      'page.html': '<!doctype html><title>x</title><p>Hello',
      'docs/old/index.htm': '<p>x</p>',
      'google0123456789abcdef.HTML': `google-site-verification: ${GOOGLE}`,
      'docs/google0123456789abcdef.html': `google-site-verification: ${GOOGLE}`,
      'google0000000000000000.html': '<script>alert(1)</script>google-site-verification: google0000000000000000.html',
      'feed.xsl': '<xsl:stylesheet/>',
      'app.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"/>',
      'x.svgz': 'gzip',
      'docs/run.js': 'alert(1)',
      _headers: '/*\n  X: y',
      'docs/diagram.svg': SVG('<script>alert(1)</script>'),
      'data.xml': '<?xml-stylesheet type="text/xsl" href="feed.xsl"?><rss/>',
    })
    const problems = checkPublicFolder(dir, (rel) => `public/${rel}`)
    const html =
      "raw HTML is not published from public/ (no audit reads it and no policy of the site's is in it): make the page in pages/; only a Google verification file (public/google<16 hex digits>.html holding its one line) is taken"
    const type = (what: string) =>
      `public/ does not publish ${what} files (a browser could take one for a page, a document or a script); it takes ${[...AS_IS].map((e) => '.' + e).join(', ')} as they are, and checked .svg and .xml files`
    expect(problems).toEqual([
      `public/_headers: ${type('files without an extension')}`,
      `public/app.xhtml: ${type('.xhtml')}`,
      'public/data.xml:1: <?xml-stylesheet …> in an XML file (only the <?xml …?> declaration, first in the file, is allowed)',
      `public/docs/diagram.svg:1: <script> in an SVG image (SVG images may hold no script or embedded content)`,
      `public/docs/google0123456789abcdef.html: ${html}`,
      `public/docs/old/index.htm: ${html}`,
      `public/docs/run.js: ${type('.js')}`,
      `public/feed.xsl: ${type('.xsl')}`,
      `public/google0000000000000000.html: ${html}`,
      `public/google0123456789abcdef.HTML: ${html}`,
      `public/page.html: ${html}`,
      `public/x.svgz: ${type('.svgz')}`,
    ])
  })

  it('the build refuses the same, with its paths', () => {
    const dir = publicWith({ 'public/page.html': '<p>x</p>', 'data/api/news.json': '[]' })
    expect(sourceFileProblems({ publicDir: path.join(dir, 'public'), dataDirs: [path.join(dir, 'data')], cwd: dir })).toEqual([
      expect.stringMatching(/^public\/page\.html: raw HTML is not published from public\//),
    ])
  })

  it('a verification file is exactly the line Google gives, under its own name', () => {
    expect(isVerificationFile(GOOGLE, `google-site-verification: ${GOOGLE}`)).toBe(true)
    expect(isVerificationFile(GOOGLE, `google-site-verification: ${GOOGLE}\r\n`)).toBe(true)
    expect(isVerificationFile(GOOGLE, `google-site-verification: google1111111111111111.html`)).toBe(false)
    expect(isVerificationFile(GOOGLE, `google-site-verification: ${GOOGLE}<img src=x onerror=alert(1)>`)).toBe(false)
    expect(isVerificationFile('google0123.html', 'google-site-verification: google0123.html')).toBe(false)
  })
})

describe('SVG and XML files, read as a browser reads XML', () => {
  it('accepts an SVG that only draws', () => {
    expect(xmlProblems(CLEAN_SVG, 'svg')).toEqual([])
    expect(xmlProblems('\uFEFF' + CLEAN_SVG, 'svg')).toEqual([])
  })

  it.each([
    ['a script', SVG('\n<script>alert(1)</script>'), 2, /<script> in an SVG image/],
    ['an XHTML script', SVG('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 1, /<h:script> in an SVG image/],
    [
      'any HTML element',
      SVG('<div xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></div>'),
      1,
      /<div>, an HTML element, in an SVG image/,
    ],
    ['<foreignObject>', SVG('<foreignObject/>'), 1, /<foreignObject> in an SVG image/],
    ['<iframe>', SVG('<iframe/>'), 1, /<iframe> in an SVG image/],
    ['<embed>', SVG('<embed/>'), 1, /<embed> in an SVG image/],
    ['<object>', SVG('<object/>'), 1, /<object> in an SVG image/],
    ['an event handler', SVG('<rect onClick="alert(1)"/>'), 1, /onClick attribute on <rect>/],
    [
      'a javascript: href',
      SVG('<a href="javascript:alert(1)"/>'),
      1,
      /href="javascript:alert\(1\)" on <a> in an SVG image \(it may only point inside the file, #id\)/,
    ],
    ['a data: href', SVG('<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>'), 1, /href="data:image.* on <image>/],
    ['an href to another site', SVG('<image href="https://evil.example/a.png"/>'), 1, /href="https:\/\/evil.example\/a.png" on <image>/],
    ['an xlink:href to another file', SVG('<use xlink:href="sprite.svg#a"/>', XLINK), 1, /xlink:href="sprite.svg#a" on <use>/],
    [
      'a script address spelt with a character reference',
      SVG('<a href="#x"><set attributeName="fill" to="&#106;avascript:x"/></a>'),
      1,
      /to holds a script or data: address on <set>/,
    ],
    ['an animated href', SVG('<a href="#x"><animate attributeName="xlink:href" values="#a;#b"/></a>'), 1, /<animate> animates xlink:href/],
    [
      'url() to another site in an attribute',
      SVG('<rect fill="URL(https://evil.example/p.svg#a)"/>'),
      1,
      /fill on <rect> loads another file/,
    ],
    [
      'image-set() in a style',
      SVG('', ' style="background-image:image-set(\'https://evil.example/x.png\' 1x)"'),
      1,
      /style on <svg> loads another file/,
    ],
    [
      'a CSS escape that spells url(',
      SVG('<style>rect{fill:\\75 rl(https://evil.example/x)}</style>'),
      1,
      /a style in an SVG image loads another file/,
    ],
    [
      '@import in CDATA',
      SVG('<style><![CDATA[@import "https://evil.example/x.css";]]></style>'),
      1,
      /a style in an SVG image loads another file/,
    ],
    ['a style sheet instruction', '<?xml-stylesheet href="x.css"?>' + SVG(''), 1, /<\?xml-stylesheet …> in an SVG image/],
    ['an XML declaration not first', ' <?xml version="1.0"?>' + SVG(''), 1, /<\?xml …> in an SVG image/],
    ['another encoding', '<?xml version="1.0" encoding="ISO-8859-1"?>' + SVG(''), 1, /declares the encoding ISO-8859-1; save it as UTF-8/],
    [
      'a DOCTYPE',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' + SVG(''),
      1,
      /a DOCTYPE in an SVG image/,
    ],
    ['an entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + SVG('<text>&x;</text>'), 1, /may not declare entities/],
    ['an HTML entity', SVG('<text>&nbsp;</text>'), 1, /is not well-formed XML \(Invalid character entity/],
    ['a duplicate attribute', SVG('<a href="#a" href="javascript:x"/>'), 1, /the attribute href is given twice/],
    [
      'the same attribute under two prefixes',
      SVG('<use xlink:href="#a" l:href="#b" xmlns:l="http://www.w3.org/1999/xlink"/>', XLINK),
      1,
      /the attribute l:href is given twice/,
    ],
    ['an unquoted value', SVG('<rect width=10/>'), 1, /is not well-formed XML \(Unquoted attribute value/],
    ['an undeclared prefix', SVG('<h:script>alert(1)</h:script>'), 1, /is not well-formed XML \(Unbound namespace prefix/],
    ['a second root', SVG('') + '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 1, /a second root element/],
    ['no SVG namespace', '<svg><rect/></svg>', 1, /is not an SVG image/],
    ['HTML', '<html><body><p>x</p></body></html>', 1, /is not an SVG image/],
  ])('refuses %s, naming the line', (_, text, line, problem) => {
    const found = xmlProblems(text, 'svg')
    expect(
      found.some((p) => p.line === line && problem.test(p.problem)),
      JSON.stringify(found),
    ).toBe(true)
  })

  it('an XML file may be any XML but holds the same nothing', () => {
    expect(xmlProblems('<?xml version="1.0"?><users><user>ABC</user></users>', 'xml')).toEqual([])
    expect(xmlProblems('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', 'xml').map((p) => p.problem)).toEqual([
      '<html>, an HTML element, in an XML file (it would be built as HTML, scripts and all)',
      '<body>, an HTML element, in an XML file (it would be built as HTML, scripts and all)',
    ])
    expect(xmlProblems('not xml', 'xml').map((p) => p.problem)).toEqual([
      'is not well-formed XML (Non-whitespace before first tag.); a browser stops reading it there',
    ])
  })
})

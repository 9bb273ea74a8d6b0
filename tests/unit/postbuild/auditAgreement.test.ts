// The output audit's fast scanner (scripts/postbuild/audit.ts) against parse5, the tree a browser
// builds (scripts/postbuild/auditTree.ts): over snippets where a reader that is not the HTML
// parser goes wrong, both must find the same problems, and those must be what a browser would do.
// Each row failed with the scanner before it read as the tokenizer does (docs/hardening.md,
// "The output audit and a browser").
import { describe, expect, it } from 'vitest'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { DEFER, auditPage, auditPolicy, emptyAudit, scanPage } from '#scripts/postbuild/audit.ts'
import { auditTreeProblems } from '#scripts/postbuild/auditTree.ts'

const policy = auditPolicy({
  apiBase: 'https://api.example.org',
  formEndpoints: ['https://forms.example.net/contact'],
  mediaBase: '',
  imageCdnBase: '',
  frameOrigins: ['https://www.openstreetmap.org'],
  inlineScripts: Object.values(INLINE_SCRIPTS),
})
const doc = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`

const ONERROR = 'onerror attribute on <img>'
const SCRIPT = 'an inline script that is not one of'
const EVIL_IMG = (what = '<img src>') => `${what} `
const EVIL = 'is from https://evil.example, which'

/** [what, body, the problems (a part of each), whether the scanner hands the page to parse5]. */
type Row = [string, string, string[], boolean?]
const read = 'reads as the tokenizer does'

const comments: Row[] = [
  ['<!--> ends a comment', '<!--><img src=x onerror=alert(1)>-->', [ONERROR]],
  ['<!---> ends a comment', '<!---><img src=x onerror=alert(1)>-->', [ONERROR]],
  ['--!> ends a comment', '<!-- x --!><img src=x onerror=alert(1)>-->', [ONERROR]],
  ['<!----!> is a whole comment', '<!----!><img src=x onerror=alert(1)>', [ONERROR]],
  ['--!-> does not end one', '<!-- --!-><img src=x onerror=alert(1)> -->', []],
  ['-- > does not end one', '<!-- -- ><img src=x onerror=alert(1)> -->', []],
  ['a comment ends at its first end, not a nested one', '<!-- <!-- --> <img src=x onerror=alert(1)> -->', [ONERROR]],
  ['an unended comment runs to the end', '<!-- <img src=x onerror=alert(1)>', []],
  ['a bogus comment ends at its first ">"', '<! <!-- > <img src=x onerror=alert(1)> -->', [ONERROR]],
  ['<? … > is a bogus comment', '<? <!-- ?> <img src=x onerror=alert(1)> -->', [ONERROR]],
  ['</ and a non-letter is a bogus comment', '</ <!-- > <img src=x onerror=alert(1)> -->', [ONERROR]],
  ['a doctype in the body ends at its first ">"', '<!DOCTYPE html "<!--"><img src=x onerror=alert(1)>-->', [ONERROR]],
  ['an end tag keeps its quoted attributes to itself', '<p x="<!--"></p x="<!--"><img src=x onerror=alert(1)>-->', [ONERROR]],
  ['an end tag hides what is inside its quotes', '<p></p title="<img src=x onerror=alert(1)>">', []],
]

const foreign: Row[] = [
  ['<style> inside <svg> is markup, and <img> leaves the SVG', '<svg><style><img src=x onerror=alert(1)></style></svg>', [ONERROR], true],
  ['<title> inside <math> is markup', '<math><title><img src=x onerror=alert(1)></title></math>', [ONERROR], true],
  ['<title> inside <svg> holds HTML', '<svg><title><img src=x onerror=alert(1)></title></svg>', [ONERROR], true],
  ['<xmp> inside <svg>', '<svg><xmp><p onclick="alert(1)">x</p></xmp></svg>', ['onclick attribute on <p>'], true],
  ['<textarea> inside <math>', '<math><textarea><a href="javascript:alert(1)">x</a></textarea></math>', ['a javascript: address'], true],
  [
    '<style> in <foreignObject> is raw text again',
    '<svg><foreignObject><style><img src=x onerror=alert(1)></style></foreignObject></svg>',
    [],
    true,
  ],
  ['<xmp> in <mi> is raw text again', '<math><mi><xmp><img src=x onerror=alert(1)></xmp></mi></math>', [], true],
  [
    'a </svg> that HTML content ignores',
    '<svg><foreignObject><div></svg></div></foreignObject><style><img src=x onerror=alert(1)></style>',
    [ONERROR],
    true,
  ],
  ['CDATA inside <svg> ends at ]]>', '<svg><![CDATA[ > <!-- ]]><img src=x onerror=alert(1)>-->', [ONERROR], true],
  ['CDATA outside foreign content is a bogus comment', '<![CDATA[ <!-- > <img src=x onerror=alert(1)> -->', [ONERROR]],
  ['an SVG script', '<svg><script>alert&#40;1)</script></svg>', [SCRIPT], true],
  [
    'an SVG script file from elsewhere',
    '<svg><script href="https://evil.example/x.js"></script></svg>',
    ['<script href="https://evil.example/x.js">: a script that is not a file of the site', SCRIPT],
    true,
  ],
  [
    'an SVG image from elsewhere',
    '<svg><image href="https://evil.example/x.png"/></svg>',
    [`<image href> https://evil.example/x.png ${EVIL}`],
  ],
  ['<image> is <img> in HTML', '<image src="https://evil.example/x.png">', [`<img src> https://evil.example/x.png ${EVIL}`]],
  ['a closed <svg/> leaves HTML raw text raw', '<svg/><style><img src=x onerror=alert(1)></style>', []],
  ['a closed <svg> leaves HTML raw text raw', '<svg><path d="M0 0"/></svg><style><img src=x onerror=alert(1)></style>', []],
  ['<style> in <select> (which drops it) is markup', '<select><style></select><img src=x onerror=alert(1)></style>', [ONERROR], true],
  ['<script> in <select> is still a script', '<select><script></select><img src=x onerror=alert(1)></script></select>', [SCRIPT]],
  [
    'a script whose text holds <!--<script> runs past its first </script>',
    '<script><!--<script></script><!--</script><img src=x onerror=alert(1)>-->',
    [SCRIPT, ONERROR],
    true,
  ],
]

const attributes: Row[] = [
  [
    'the first src of a script counts',
    '<script src="https://evil.example/x.js" src="/assets/a.js"></script>',
    ['<script src="https://evil.example/x.js">: a script that is not a file of the site'],
  ],
  ['a later src is ignored', '<script src="/assets/a.js" src="https://evil.example/x.js"></script>', []],
  ['the first type of a script counts', '<script type="text/javascript" type="application/json">alert(1)</script>', [SCRIPT]],
  ['a later type is ignored', '<script type="application/json" type="text/javascript">{}</script>', []],
  [
    'the first src of a frame counts',
    '<iframe src="https://evil.example/" src="/docs/x.pdf"></iframe>',
    [`<iframe src> https://evil.example/ ${EVIL}`],
  ],
  ['a later href is ignored', '<a href="/ok" href="javascript:alert(1)">x</a>', []],
  ['the first rel of a link counts', '<link rel="stylesheet" rel="icon" href="https://evil.example/x.css">', ['not a file of the site']],
  ['names are compared without case', '<img src="/a.png" SRC="https://evil.example/x.png">', []],
  ['an empty first value still counts', '<a href="" href="javascript:alert(1)">x</a>', []],
]

const references: Row[] = [
  ['13 digits', '<a href="&#0000000000106;avascript:alert(1)">x</a>', ['a javascript: address']],
  ['13 hexadecimal digits', '<a href="&#x000000000006A;avascript:alert(1)">x</a>', ['a javascript: address']],
  ['a tab of many digits', '<a href="java&#0000000009;script:alert(1)">x</a>', ['a javascript: address']],
  ['above U+10FFFF (U+FFFD, no scheme)', '<a href="&#x110000;javascript:alert(1)">x</a>', []],
  [
    'a long reference for each slash',
    '<img src="&#0000000000047;&#0000000000047;evil.example/x.png">',
    [`<img src> //evil.example/x.png ${EVIL}`],
  ],
  ['a named reference without its ";" before "="', '<a href="/x?a=1&amp=javascript:alert(1)">x</a>', []],
]

const urls: Row[] = [
  ['/\\host in src', '<img src="/\\evil.example/x.png">', [`${EVIL_IMG()}/\\evil.example/x.png ${EVIL}`]],
  ['\\/\\/host in src', '<img src="\\/\\/evil.example/x.png">', [EVIL]],
  ['\\\\host in src', '<img src="\\\\evil.example/x.png">', [EVIL]],
  ['/&#x5C;host', '<img src="/&#x5C;evil.example/x.png">', [EVIL]],
  ['/&bsol;host', '<img src="/&bsol;evil.example/x.png">', [EVIL]],
  ['a tab between the slashes', '<img src="/&#9;/evil.example/x.png">', [EVIL]],
  ['a raw newline between the slashes', '<img src="/\n/evil.example/x.png">', [EVIL]],
  ['a leading space', '<img src=" //evil.example/x.png">', [EVIL]],
  ['https:\\\\host', '<img src="https:\\\\evil.example/x.png">', [EVIL]],
  ['https:/\\host', '<img src="https:/\\evil.example/x.png">', [EVIL]],
  ["http:host (another scheme than the page's)", '<img src="http:evil.example/x.png">', ['is from http://evil.example']],
  ["https:/path (the page's own origin)", '<img src="https:/x.png">', []],
  ['a site path', '<img src="/x.png" srcset="/x.png 1x, x2.png 2x">', []],
  ['/\\host in srcset', '<img src="/a.png" srcset="/a.png 1x, /\\evil.example/b.png 2x">', ['<img srcset> /\\evil.example/b.png ' + EVIL]],
  ['/\\host in action', '<form action="/\\evil.example/steal" method="post"></form>', ['<form action> /\\evil.example/steal ' + EVIL]],
  [
    '\\/\\/host in formaction',
    '<button formaction="\\/\\/evil.example/steal">x</button>',
    ['<button formaction> \\/\\/evil.example/steal ' + EVIL],
  ],
  [
    '/\\host as a stylesheet',
    '<link rel="stylesheet" href="/\\evil.example/x.css">',
    ['<link rel="stylesheet" href="/\\evil.example/x.css">: not a file of the site'],
  ],
  [
    '/\\host as a script',
    '<script src="/\\evil.example/x.js"></script>',
    ['<script src="/\\evil.example/x.js">: a script that is not a file of the site'],
  ],
  ['/\\host in a frame', '<iframe src="/&#92;evil.example/"></iframe>', ['<iframe src> /\\evil.example/ ' + EVIL]],
  ['/\\host in a link (links may go anywhere)', '<a href="/\\evil.example/">x</a>', []],
  [
    'a configured origin',
    '<img src="https://api.example.org/api/image/a.jpg"><form action="https://api.example.org/api/form/NCSR/Admission"></form>',
    [],
  ],
]

describe.each([
  ['comments and other markup a browser skips', comments],
  ['foreign content, select, and script text', foreign],
  ['repeated attributes (the first counts)', attributes],
  ['numeric character references of any length', references],
  ['addresses, as the URL parser reads them', urls],
])('the scanner agrees with parse5: %s', (_, rows) => {
  it.each(rows)(`%s`, (_what, body, want, defers = false) => {
    const html = doc(body)
    const tree = auditTreeProblems('p.html', html, policy)
    const log = emptyAudit()
    auditPage('p.html', html, policy, log)
    // The browser's verdict: parse5's tree, as the table says.
    expect(tree, JSON.stringify(tree)).toHaveLength(want.length)
    for (const w of want)
      expect(
        tree.some((p) => p.includes(w)),
        `${w} in ${JSON.stringify(tree)}`,
      ).toBe(true)
    // The scanner's own, or parse5's where the scanner defers.
    expect([...log.problems].sort()).toEqual([...tree].sort())
    expect(scanPage('p.html', html, policy) === DEFER, read).toBe(defers)
    expect(log.parsed).toBe(defers ? 1 : 0)
  })
})

describe('the site’s own pages stay with the fast scanner', () => {
  it('inline SVG icons, named scripts, data blocks, comments and forms', () => {
    const html = doc(
      `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M0 0h24v24H0z"/><use href="#i"/></svg>` +
        `<!-- a note --><div class="events"><p>1</p></div><script>${INLINE_SCRIPTS.hidePassedEvents}</script>` +
        `<script type="application/json" data-island-props="">{"a":"\\u003c!--\\u003e"}</script>` +
        `<select name="s"><option value="1">One</option></select><textarea name="t">&lt;b&gt;</textarea>`,
    )
    expect(scanPage('p.html', html, policy)).toEqual([])
    expect(auditTreeProblems('p.html', html, policy)).toEqual([])
  })
})

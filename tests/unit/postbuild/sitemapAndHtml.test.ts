import { describe, expect, it } from 'vitest'
import { buildRobots, buildSitemap } from '#scripts/postbuild/sitemap.ts'
import { routeForFile } from '#scripts/postbuild/builtSite.ts'
import { cspHash, isExecutableScriptType } from '#scripts/postbuild/html.ts'
import { auditPolicy } from '#scripts/postbuild/auditRules.ts'
import { readPage } from '#scripts/postbuild/readPage.ts'

describe('sitemap.xml and robots.txt', () => {
  it('lists every route once, absolute on SITE_URL, case kept', () => {
    const xml = buildSitemap(['/', '/SubGallery/Ab_1/', '/about/', '/about/'], 'https://s.example/')
    expect(xml.match(/<loc>/g)).toHaveLength(3)
    expect(xml).toContain('<loc>https://s.example/SubGallery/Ab_1/</loc>')
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  })
  it('robots.txt points at the sitemap', () => {
    expect(buildRobots('https://s.example')).toContain('Sitemap: https://s.example/sitemap.xml')
  })
  it('routes come from index.html files; 404.html and assets are not pages', () => {
    expect(routeForFile('index.html')).toBe('/')
    expect(routeForFile('SubGallery/a1/index.html')).toBe('/SubGallery/a1/')
    expect(routeForFile('404.html')).toBeNull()
    expect(routeForFile('assets/x/index.html')).toBeNull()
    expect(routeForFile('feeds/news.xml')).toBeNull()
    // The editor is no page of the site: in neither sitemap nor search index.
    expect(routeForFile('admin/index.html')).toBeNull()
  })
})

describe('HTML readers', () => {
  const html = `<html><head><script type="application/ld+json">{"a":1}</script><script>console.log("x")</script>
  <script type="module" src="/assets/a.js"></script><script id="page-data" type="application/json">{}</script></head>
  <body><main id="main"><div id="page-root"><h1>About <em>us</em></h1><p>Short</p><p>Founded in 1963 &amp; still teaching girls today.</p>
  <iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2"></iframe></div></main></body></html>`
  it('only JavaScript types are executable (JSON data blocks are not)', () => {
    expect(['', 'module', 'text/javascript'].every(isExecutableScriptType)).toBe(true)
    expect(['application/json', 'application/ld+json', 'text/plain'].some(isExecutableScriptType)).toBe(false)
  })
  it('hashes the exact script text the way CSP does', () => {
    // printf 'console.log("x")' | openssl dgst -sha256 -binary | base64
    expect(cspHash('console.log("x")')).toBe("'sha256-UhmjnsS5y53J5R2rogJZ1Nssebi34s+ck3+meO17Kik='")
  })
  it("reads the page's summary from its own content: the first <h1>, the first paragraph of over 20 characters, words kept apart", () => {
    const policy = auditPolicy({
      apiBase: '',
      formEndpoints: [],
      mediaBase: '',
      imageCdnBase: '',
      frameOrigins: ['https://www.google.com'],
      inlineScripts: [],
    })
    const facts = readPage('about/index.html', html, policy)
    expect(facts).toMatchObject({ h1: 'About us', title: '', firstParagraph: 'Founded in 1963 & still teaching girls today.' })
    const words = readPage(
      'a.html',
      '<title>A &amp; B</title><main><p>a <b>b</b>\n c<noscript><p>hidden</p></noscript> and some more words</p></main>',
      policy,
    )
    expect(words).toMatchObject({ title: 'A & B', firstParagraph: 'a b c and some more words' })
    expect(readPage('x.html', '<p>&#x110000;&#xD800; one reference above U+10FFFF and a surrogate</p>', policy).firstParagraph).toMatch(
      /^\ufffd\ufffd one/,
    )
  })
})

// Hostile data (docs/hardening.md): the hostile corpus (tests/fixtures/hostile) goes through the real pipeline
// (mock API -> `npm run sync` -> build -> postbuild) into .test-hostile/, which is served by the host's
// own runtime (`wrangler pages dev`, scripts/lib/pagesDev.ts) with its own _headers, so the CSP is
// enforced as visitors get it. Every built route is then visited at 360 px with a dialog
// listener and a CSP-violation listener that must stay silent. What reaches the calendar, the Atom
// feeds and the data pull request's body (sync's summary) is read back as their readers would. The
// build's page copy is a copy of tests/fixtures/content/ with the hostile Markdown of
// tests/fixtures/hostile/content/ over it (NCSR_CONTENT_DIR, for tests only), so nothing is written
// into data/.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { startMockApi, type MockApi } from '#scripts/mock-api/server.ts'
import { startPagesDev, type PagesDev } from '#scripts/lib/pagesDev.ts'
import { headersForPath, HSTS, MEDIA_CSP, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { auditPolicy } from '#scripts/postbuild/auditRules.ts'
import { readPage } from '#scripts/postbuild/readPage.ts'
import { cspHash, isExecutableScriptType } from '#scripts/postbuild/html.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { Marked } from 'marked'
import { BIG_LIST, CONTROL_IDS, HOSTILE_TEXT, MARKUP_IDS, writeHostileCorpus } from '../fixtures/hostile/makeHostileCorpus.ts'
import { eventsOf, readCalendar, single, unescapeText } from '../fixtures/readCalendar.ts'
import { FIXED_NOW, FIXTURE_CONTENT_DIR, TEST_TOKENS, testBuildEnv } from '../fixtures/testEnv.ts'
import { builtHtml } from '#tests/support/builtSite.ts'
import { FEEDS } from '#lib/feeds/feedPaths.ts'
import { selectFeedNews } from '#lib/feeds/atom.ts'
import { calendarEvents } from '#lib/select/upcoming.ts'
import { permalinkId } from '#lib/format/permalink.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { extractInlineScripts, parseCsp } from '#tests/support/readHtml.ts'

const ROOT = path.resolve('.test-hostile')
const CLIENT = path.join(ROOT, 'client')
/** The content fixture with the hostile page copy over it (outside ROOT, which holds only what the pipeline writes). */
const CONTENT = path.resolve('.test-hostile-content')
const HOSTILE_CONTENT = path.resolve('tests/fixtures/hostile/content')
/** No built HTML page may grow past this, whatever the API sends (the corpus has a 20,000-item list). */
const MAX_PAGE_BYTES = 600 * 1024

let api: MockApi
let site: PagesDev
let syncRun: { code: number | null; stdout: string }
let syncSeconds = 0
let buildSeconds = 0

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // Async, never execFileSync: the mock API answers from this very process.
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  fs.rmSync(ROOT, { recursive: true, force: true })
  const raw = path.join(ROOT, 'raw')
  writeHostileCorpus(raw)
  fs.rmSync(CONTENT, { recursive: true, force: true })
  fs.cpSync(FIXTURE_CONTENT_DIR, CONTENT, { recursive: true })
  fs.cpSync(HOSTILE_CONTENT, CONTENT, { recursive: true })
  // The mock checks tokens as the real API should: sync reads the protected lists with the sync token.
  api = await startMockApi({ fixtureDir: raw, tokens: TEST_TOKENS })
  const env = { ...testBuildEnv(api.url), NCSR_DATA_DIR: path.join(ROOT, 'api'), NCSR_OUT_DIR: ROOT, NCSR_CONTENT_DIR: CONTENT }
  const seconds = (since: number) => (Date.now() - since) / 1000
  const syncStarted = Date.now()
  syncRun = await run(['--import', 'tsx', 'scripts/sync.ts', '--summary', path.join(ROOT, 'sync-summary.md')], env)
  syncSeconds = seconds(syncStarted)
  const build = await run(['scripts/build.ts'], env)
  expect(build.code, `the build crashed on records sync accepted:\n${build.stderr}`).toBe(0)
  // The build's own figure.
  buildSeconds = Number(/^build: .* in ([\d.]+) s, peak memory/m.exec(build.stdout)?.[1])
  site = await startPagesDev(CLIENT)
})

test.afterAll(async () => {
  await site?.close()
  await api?.close()
})

test('sync reports and drops what is invalid, keeps the rest, and says so in its exit code', () => {
  // Toppers keep their (absent) last good snapshot only if mostly invalid; the corpus keeps most valid.
  expect(syncRun.code, syncRun.stdout).toBe(0)
  expect(syncRun.stdout).toMatch(/record left out/)
  expect(syncRun.stdout).toContain('duplicate _id')
  expect(syncRun.stdout).toContain('../../escape')
  const newsAll = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'news-all.json'), 'utf8')) as unknown[]
  expect(newsAll.length).toBeGreaterThan(BIG_LIST)
  const gallery = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'gallery.json'), 'utf8')) as { _id: string }[]
  for (const g of gallery) expect(g._id).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  // Each id holding a control character is reported, on one line of the log, and left out.
  expect(syncRun.stdout.match(/holds a control character or line break; record left out/g)).toHaveLength(16)
  expect(syncRun.stdout).toContain(JSON.stringify(CONTROL_IDS[0]).slice(1, -1))
  for (const file of ['news.json', 'news-all.json', 'events.json', 'events-all.json']) {
    const ids = (JSON.parse(fs.readFileSync(path.join(ROOT, 'api', file), 'utf8')) as { _id: string }[]).map((r) => r._id)
    for (const id of CONTROL_IDS) expect(ids, file).not.toContain(id)
  }
  expect(syncRun.stdout).not.toContain('HTTP 401')
  console.log(`[hardening] hostile corpus: sync in ${syncSeconds.toFixed(1)} s, npm run build's script in ${buildSeconds.toFixed(1)} s`)
})

test("the data pull request's body shows hostile titles and ids as code, and makes no link, mention, reference or HTML of them", () => {
  const md = fs.readFileSync(path.join(ROOT, 'sync-summary.md'), 'utf8')
  expect(md).not.toMatch(/[\r\u2028\u2029\u202e]/)
  const html = new Marked({ gfm: true }).parse(md, { async: false })
  const outside = html.replace(/<code>[\s\S]*?<\/code>/g, '')
  expect(outside).not.toMatch(/<(a|img|script|svg)\b/)
  for (const bit of ['evil', '@user', '#1', 'javascript', 'onerror', 'xss', 'END:VEVENT']) expect(outside, bit).not.toContain(bit)
  // …while the reviewer still reads them, as code.
  const codes = [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => m[1]!)
  expect(codes.some((c) => c.includes('@user #1 https://evil.example'))).toBe(true)
  expect(codes.some((c) => c.includes('Line one\\r\\nEND:VEVENT'))).toBe(true)
})

test('events.ics holds exactly the upcoming and past year’s events sync kept, none forged; the Atom feeds are well-formed, titles as text', async ({
  page,
}) => {
  const dataDir = path.join(ROOT, 'api')
  const byId = new Map([...loadSnapshot('eventsAll', dataDir), ...loadSnapshot('events', dataDir)].map((e) => [e._id, e]))
  const expected = calendarEvents([...byId.values()], new Date(FIXED_NOW))
  expect(expected.length).toBeGreaterThan(10)
  const calendar = readCalendar(fs.readFileSync(path.join(CLIENT, FEEDS.events.path), 'utf8'))
  const events = eventsOf(calendar)
  expect(events.map((e) => single(e, 'UID').raw)).toEqual(expected.map((e) => `${permalinkId(e._id)}@school.example.org`))
  expect(events.map((e) => unescapeText(single(e, 'SUMMARY').raw))).toEqual(expected.map((e) => e.title.replace(/\r\n?/g, '\n')))
  for (const e of events) expect(single(e, 'URL').raw).toMatch(/^https:\/\/school\.example\.org\/events\/[A-Za-z0-9_-]{1,64}\/$/)
  // The markup ids are there, on their permalink; the forged one is not.
  for (const id of MARKUP_IDS) expect(events.map((e) => single(e, 'UID').raw)).toContain(`${permalinkId(id)}@school.example.org`)
  expect(JSON.stringify(calendar)).not.toMatch(/forged-by-id|Forged by an id/)

  const news = [...new Map([...loadSnapshot('newsAll', dataDir), ...loadSnapshot('news', dataDir)].map((n) => [n._id, n])).values()]
  for (const [feed, audience] of [
    [FEEDS.seniorNews.path, 'senior'],
    [FEEDS.kindergartenNews.path, 'kindergarten'],
  ] as const) {
    const xml = fs.readFileSync(path.join(CLIENT, feed), 'utf8')
    const read = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const entries = Array.from(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry'))
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        titles: entries.map((e) => e.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'title')[0]?.textContent ?? ''),
        ids: entries.map((e) => e.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'id')[0]?.textContent ?? ''),
        elements: doc.getElementsByTagName('*').length,
      }
    }, xml)
    const want = selectFeedNews(news, audience)
    expect(read.errors, feed).toBe(0)
    expect(read.root).toBe('feed')
    // XML normalises CR LF to LF when it reads text (XML 1.0 §2.11).
    expect(read.titles, feed).toEqual(want.map((n) => n.title.replace(/\r\n?/g, '\n')))
    expect(read.ids, feed).toEqual(want.map((n) => `tag:school.example.org,1963:news/${permalinkId(n._id)}`))
    // No element but the feed's own: 8 at the top, 7 in each entry (one fewer without a summary).
    expect(read.elements).toBeLessThanOrEqual(9 + 7 * want.length)
  }
})

test('every news item and event page is in a folder named by its permalink id; the markup ids get hashed ones', () => {
  for (const kind of ['news', 'events']) {
    const folders = fs.readdirSync(path.join(CLIENT, kind), { withFileTypes: true }).filter((d) => d.isDirectory())
    expect(folders.length).toBeGreaterThan(10)
    expect(
      folders.map((d) => d.name).filter((name) => !/^[A-Za-z0-9_-]{1,64}$/.test(name)),
      kind,
    ).toEqual([])
  }
  for (const [i, id] of MARKUP_IDS.entries()) {
    const html = fs.readFileSync(path.join(CLIENT, 'events', permalinkId(id), 'index.html'), 'utf8')
    expect(html).toContain(`Markup in the id ${i}`)
  }
})

test('no album folder is written outside /SubGallery/, and no page explodes in size', () => {
  for (const { file: rel, abs } of builtHtml(CLIENT)) {
    if (/subgallery/i.test(rel)) expect(rel).toMatch(/^SubGallery\/([A-Za-z0-9_-]{1,64}\/)?index\.html$/)
    expect(fs.statSync(abs).size, `${rel} is ${fs.statSync(abs).size} bytes`).toBeLessThanOrEqual(MAX_PAGE_BYTES)
  }
  // Nothing next to the build output but what the pipeline writes.
  expect(fs.readdirSync(ROOT).sort()).toEqual(expect.arrayContaining(['api', 'client', 'raw']))
  for (const name of fs.readdirSync(ROOT))
    expect(['api', 'client', 'raw', 'server', 'sync-summary.md', 'assets.json', 'dist', 'image-manifest.json']).toContain(name)
})

test('every built route: no injected script runs, the CSP stays silent, links are safe, images stay under the image endpoint, layout holds at 360 px', async ({
  browser,
}) => {
  test.setTimeout(360_000)
  const all = builtHtml(CLIENT)
    .map((p) => p.route)
    .sort()
  // The long list's news items have a permalink page each, all from one template and plain text:
  // every other page is visited, and a sample of those (the size check above reads them all).
  const bulk = all.filter((r) => /^\/news\/big-\d+\/$/.test(r))
  expect(bulk.length).toBe(BIG_LIST)
  const bulkSet = new Set(bulk)
  const routes = [...all.filter((r) => !bulkSet.has(r)), ...bulk.filter((_, i) => i % 1000 === 0)]
  expect(routes.length).toBeGreaterThan(30)
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  // Only the two local servers: the hostile data names other hosts on purpose.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  const page = await context.newPage()
  const dialogs: string[] = []
  const errors: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(`${page.url()}: ${d.type()} ${d.message()}`)
    void d.dismiss()
  })
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  const problems: string[] = []
  let linksChecked = 0
  let imagesChecked = 0
  let hostileTextShown = 0
  const imageBase = `${api.url}/api/image/`
  for (const route of routes) {
    await page.goto(site.url + route, { waitUntil: 'load' })
    // Let hydrated pages and their effects run.
    await page.waitForTimeout(50)
    const facts = await page.evaluate(() => {
      const abs = (el: Element, attr: string) =>
        el.getAttribute(attr) === null ? null : new URL(el.getAttribute(attr)!, location.href).href
      return {
        csp: (window as unknown as { __csp: string[] }).__csp,
        links: Array.from(document.querySelectorAll('a[href], area[href], iframe[src], form[action]')).map((el) => ({
          raw: el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
          abs: abs(el, el.hasAttribute('href') ? 'href' : el.hasAttribute('src') ? 'src' : 'action') ?? '',
        })),
        images: Array.from(document.querySelectorAll('img[src], source[srcset], img[srcset], a[data-lightbox-item]')).flatMap((el) =>
          [
            el.getAttribute('src'),
            el.getAttribute('href'),
            ...(el.getAttribute('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0]),
          ].filter((s): s is string => !!s),
        ),
        text: document.body.innerText,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }
    })
    for (const v of facts.csp) problems.push(`${route}: CSP violation ${v}`)
    for (const l of facts.links) {
      linksChecked++
      const url = new URL(l.abs)
      // webcal: only as the site's own calendar link (lib/feeds/subscribe.ts), never from data.
      const ownCalendar =
        url.protocol === 'webcal:' && url.host === new URL(testBuildEnv('').SITE_URL!).host && url.pathname === '/events.ics'
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) && !ownCalendar)
        problems.push(`${route}: link ${JSON.stringify(l.raw.slice(0, 80))}`)
      if (/evil\.example\.com/i.test(new URL(l.abs).hostname))
        problems.push(`${route}: link to another host from data ${l.raw.slice(0, 80)}`)
    }
    for (const raw of facts.images) {
      // The image step's variants (dist/client/img/<key>/<width>.webp, crops c<width>.avif, whole-image AVIF a<width>.avif), on this site only.
      const url = new URL(raw, site.url + route)
      if (url.origin === new URL(site.url).origin && url.pathname.startsWith('/img/')) {
        imagesChecked++
        if (!/^\/img\/[0-9a-f]{16}\/(\d+\.webp|[ac]\d+\.avif)$/.test(url.pathname) || url.search || url.hash)
          problems.push(`${route}: image variant URL ${raw.slice(0, 120)}`)
        continue
      }
      if (!raw.includes('api/image')) continue
      imagesChecked++
      const ok =
        raw.startsWith(imageBase) &&
        !/[\s?#\\"<>]/.test(raw.slice(imageBase.length)) &&
        !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(raw.slice(imageBase.length)) &&
        new URL(raw).pathname.startsWith('/api/image/')
      if (!ok) problems.push(`${route}: image URL ${raw.slice(0, 120)}`)
    }
    if (facts.text.includes(HOSTILE_TEXT[0]!)) hostileTextShown++
    if (facts.scrollWidth > facts.innerWidth)
      problems.push(`${route}: horizontal overflow at 360 px (${facts.scrollWidth} > ${facts.innerWidth})`)
  }
  await context.close()
  console.log(
    `[hardening] hostile build: ${routes.length} routes, ${linksChecked} links, ${imagesChecked} image URLs checked (variants and API); ${dialogs.length} dialogs, ${errors.length} page errors, ${problems.length} problems`,
  )
  expect(dialogs).toEqual([])
  expect(errors).toEqual([])
  expect(problems).toEqual([])
  expect(imagesChecked).toBeGreaterThan(0)
  // The markup-looking titles are shown as text (escaped), not dropped and not run.
  expect(hostileTextShown).toBeGreaterThan(0)
})

test.describe('hostile page copy (tests/fixtures/hostile/content) through the real build', () => {
  const aboutHtml = () => fs.readFileSync(path.join(CLIENT, 'about', 'index.html'), 'utf8')

  test('the page keeps its words and loses every script, handler, script address, foreign frame, plug-in and style', () => {
    const html = aboutHtml()
    const prose = /<div class="prose[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
    expect(prose).toContain('The words stay: the end of the hostile page.')
    expect(prose).toContain('An HTML javascript: link')
    // The listed frame stays; the new-tab link gets rel="noopener noreferrer".
    expect(prose).toContain(
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=70.78%2C22.28%2C70.82%2C22.31&amp;layer=mapnik" title="Map"></iframe>',
    )
    expect(prose).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">A new tab</a>')
    for (const gone of [
      /<script/i,
      /\son[a-z]+\s*=/i,
      /(href|src|action)="\s*(java|vb)script:/i,
      /href="data:/i,
      /src="data:/i,
      /evil\.example/i,
      /<(object|embed|base|meta|style|form|input|button|svg|link)\b/i,
      /\sstyle=/i,
      /\sid=/i,
    ])
      expect(prose, String(gone)).not.toMatch(gone)
    // The whole page, as the build's own audit reads it: nothing the policy would refuse.
    const policy = parseCsp(
      headersForPath(parseHeaders(fs.readFileSync(path.join(CLIENT, '_headers'), 'utf8')), '/about/')['Content-Security-Policy']!,
    )
    const { problems } = readPage(
      'about/index.html',
      html,
      auditPolicy({
        apiBase: api.url,
        formEndpoints: [],
        mediaBase: '',
        imageCdnBase: '',
        frameOrigins: policy.get('frame-src')!.filter((s) => s.startsWith('https://')),
        inlineScripts: Object.values(INLINE_SCRIPTS),
      }),
    )
    expect(problems).toEqual([])
    for (const s of extractInlineScripts(html).filter((x) => isExecutableScriptType(x.type)))
      expect(Object.values(INLINE_SCRIPTS)).toContain(s.content)
  })

  test('_headers: script hashes exactly the named inline scripts, frames only from embeds.json, HSTS, and a closed policy for uploads', () => {
    const rules = parseHeaders(fs.readFileSync(path.join(CLIENT, '_headers'), 'utf8'))
    const h = headersForPath(rules, '/about/')
    const csp = parseCsp(h['Content-Security-Policy']!)
    expect(csp.get('script-src')).toEqual(["'self'", ...Object.values(INLINE_SCRIPTS).map(cspHash).sort()])
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', new URL(api.url).origin])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(h['Strict-Transport-Security']).toBe(HSTS)
    expect(headersForPath(rules, '/images/uploads/logo.svg')['Content-Security-Policy']).toContain(MEDIA_CSP)
  })

  test('in the browser, with the policy enforced: no dialog, no script ran, no CSP violation, not one console message', async ({
    page,
  }) => {
    const heard: string[] = []
    page.on('console', (m) => heard.push(`${m.type()}: ${m.text()}`))
    page.on('dialog', (d) => {
      heard.push(`dialog: ${d.message()}`)
      void d.dismiss()
    })
    page.on('pageerror', (e) => heard.push(`pageerror: ${e.message}`))
    // Loopback only: the map's frame (a host the policy allows) is answered here with an empty page.
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) =>
        new URL(r.request().url()).origin === 'https://www.openstreetmap.org'
          ? r.fulfill({ status: 200, contentType: 'text/html', body: '' })
          : r.abort(),
      )
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`))
    })
    for (const route of ['/about/', '/contact/']) {
      await page.goto(site.url + route, { waitUntil: 'load' })
      await page.waitForTimeout(100)
      expect(await page.evaluate(() => (window as unknown as { __hostile?: string }).__hostile)).toBeUndefined()
      expect(page.url()).toBe(site.url + route)
    }
    expect(heard).toEqual([])
  })
})

// Post-build step (`npm run build` runs it after `vike build`): writes the publishing files into
// <outDir>/client from the built pages, the snapshot and the configuration:
// sitemap.xml, robots.txt, _redirects, _headers, feeds (Atom, iCalendar) and the search index
// (search-index.json and its shards under assets/search/).
import fs from 'node:fs'
import path from 'node:path'
import { readBuildEnv, CONTENT_DIR } from '../../lib/config/buildEnv.ts'
import { site } from '../../lib/content/site.ts'
import { loadSnapshot } from '../../lib/load/snapshot.ts'
import { listFiles, routeForFile, type BuiltPage } from './builtSite.ts'
import { albumHref } from '../../lib/format/url.ts'
import { eventHref, newsHref } from '../../lib/format/permalink.ts'
import { buildCsp, withMetaCsp } from './csp.ts'
import { buildFeeds } from './feeds.ts'
import { buildHeaderRules, formatHeaders } from './headersFile.ts'
import { attrValues, cspHash, extractInlineScripts, isExecutableScriptType } from './html.ts'
import { buildRedirectRules, formatRedirects } from './redirects.ts'
import { buildSearchIndex } from './searchIndex.ts'
import { writeSearchIndex } from './searchShards.ts'
import { schoolYear } from '../../lib/format/date.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'
import { findMapUrls, DEFAULT_MAP_URL } from './mapUrl.ts'
import { staticImportGraph, withModulePreloads } from '../../lib/build/modulePreloads.ts'

const byId = <T extends { _id: string }>(...lists: T[][]) => [...new Map(lists.flat().map((r) => [r._id, r])).values()]

/**
 * host: NCSR_HOST. 'github-pages' (the fallback host, which ignores _headers) also writes the CSP
 * into every page as a <meta> tag; any other value or none: the CSP is only in _headers.
 */
export function runPostbuild(clientDir: string, env = readBuildEnv(), host = process.env.NCSR_HOST ?? '') {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`postbuild: ${clientDir}/index.html is missing; run \`vike build\` first (not \`vite build\`).`)
  }
  // One pass over the built pages, reading each once: module preloads written, and what the later
  // steps need taken from it (inline scripts, frames, images). Only pages the search index reads
  // for their text keep their HTML in memory; the bulk pages (albums, news items, events: thousands)
  // are indexed from the snapshot, so holding their HTML would cost hundreds of MB for nothing.
  const news = byId(loadSnapshot('newsAll', env.dataDir), loadSnapshot('news', env.dataDir))
  const events = byId(loadSnapshot('eventsAll', env.dataDir), loadSnapshot('events', env.dataDir))
  const albums = loadSnapshot('gallery', env.dataDir)
  const bulk = new Set([...albums.map((a) => albumHref(a._id)), ...news.map((n) => newsHref(n._id)), ...events.map((e) => eventHref(e._id))])
  const importsOf = staticImportGraph(clientDir)
  const pages: BuiltPage[] = []
  const scriptHashes: string[] = []
  const frameUrls: string[] = []
  const imageUrls = new Set<string>()
  let preloaded = 0
  for (const file of listFiles(clientDir)) {
    const route = routeForFile(file)
    if (!route) continue
    const read = fs.readFileSync(path.join(clientDir, file), 'utf8')
    const html = withModulePreloads(read, importsOf)
    if (html !== read) {
      fs.writeFileSync(path.join(clientDir, file), html)
      preloaded++
    }
    // Every page's executable inline scripts, hashed; JSON data blocks are not executed.
    for (const s of extractInlineScripts(read)) if (isExecutableScriptType(s.type)) scriptHashes.push(cspHash(s.content))
    frameUrls.push(...attrValues(read, 'iframe', 'src'))
    for (const src of attrValues(read, 'img', 'src')) imageUrls.add(src)
    // object-src is 'none' (no plugins): an <object>/<embed> PDF would be blocked, an <iframe> is not.
    if (/<(object|embed)\b/i.test(read)) {
      console.warn(`postbuild: ${file} uses <object>/<embed>, which the CSP (object-src 'none') blocks; embed PDFs with <iframe> (frame-src 'self').`)
    }
    pages.push({ route, file, html: bulk.has(route) ? '' : read })
  }
  const routes = pages.map((p) => p.route)
  const write = (urlPath: string, body: string) => {
    const file = path.join(clientDir, urlPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }

  for (const [urlPath, body] of Object.entries(buildFeeds({ news, events, site, env, routes }))) write(urlPath, body)

  const index = buildSearchIndex({
    pages,
    news,
    events,
    albums,
    toppers: loadSnapshot('toppers', env.dataDir),
    siteName: site.name,
  })
  const searchShards = writeSearchIndex(clientDir, index, undefined, schoolYear(env.now)).shards.length

  write('/sitemap.xml', buildSitemap(routes, env.siteUrl))
  write('/robots.txt', buildRobots(env.siteUrl))
  write('/_redirects', formatRedirects(buildRedirectRules(routes)))

  const csp = buildCsp({
    apiBase: env.apiBase,
    formEndpoints: [env.contactFormEndpoint, env.careerFormEndpoint, env.alumniFormEndpoint],
    mediaBase: env.mediaBase,
    scriptHashes,
    frameUrls: [...frameUrls, ...findMapUrls(CONTENT_DIR), DEFAULT_MAP_URL],
    imageUrls: [...imageUrls],
  })
  let metaTagged = 0
  if (host === 'github-pages') {
    for (const p of pages) {
      fs.writeFileSync(path.join(clientDir, p.file), withMetaCsp(fs.readFileSync(path.join(clientDir, p.file), 'utf8'), csp))
      metaTagged++
    }
    const notFound = path.join(clientDir, '404.html')
    if (fs.existsSync(notFound)) fs.writeFileSync(notFound, withMetaCsp(fs.readFileSync(notFound, 'utf8'), csp))
  }
  // After every other file is written, so the Cache-Control rules see them all.
  const files = listFiles(clientDir).map((f) => '/' + f)
  write('/_headers', formatHeaders(buildHeaderRules({ csp, routes, files })))

  return { pages: pages.length, preloaded, searchEntries: index.length, searchShards, scriptHashes: new Set(scriptHashes).size, metaTagged }
}

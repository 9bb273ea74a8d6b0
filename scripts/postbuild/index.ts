// Post-build step (`npm run build` runs it after `vike build`): writes the publishing files into
// <outDir>/client from the built pages, the snapshot and the configuration:
// sitemap.xml, robots.txt, _redirects, _headers, feeds (Atom, iCalendar) and the search index
// (search-index.json and its shards under assets/search/).
import fs from 'node:fs'
import path from 'node:path'
import { readBuildEnv, CONTENT_DIR } from '#lib/config/buildEnv.ts'
import { site } from '#lib/content/site.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { listFiles, routeForFile, type BuiltPage } from './builtSite.ts'
import { albumHref } from '#lib/format/url.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { buildCsp, withMetaCsp } from './csp.ts'
import { buildFeeds } from './feeds.ts'
import { buildHeaderRules, formatHeaders } from './headersFile.ts'
import { emptyFacts, mergeFacts, pageFacts, type SiteFacts } from './html.ts'
import { buildRedirectRules, formatRedirects } from './redirects.ts'
import { buildSearchIndex } from './searchIndex.ts'
import { writeSearchIndex } from './searchShards.ts'
import { schoolYear } from '#lib/format/date.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'
import { findMapUrls, DEFAULT_MAP_URL } from './mapUrl.ts'
import { staticImportGraph, withModulePreloads } from '../../scripts/build/modulePreloads.ts'

const byId = <T extends { _id: string }>(...lists: T[][]) => [...new Map(lists.flat().map((r) => [r._id, r])).values()]

/** What the build's batch already knows of the bulk pages (scripts/build/batch.ts), so none is read back. */
export interface KnownBulkPages {
  /** Every bulk route (Vike's samples included), with its trailing slash. */
  routes: readonly string[]
  /** The pages the batch wrote (relative, POSIX), each alone in its folder, module preloads included. */
  files: readonly string[]
  facts: SiteFacts
}

/**
 * host: NCSR_HOST. 'github-pages' (the fallback host, which ignores _headers) also writes the CSP
 * into every page as a <meta> tag; any other value or none: the CSP is only in _headers.
 * bulk: from the build's batch; without it (a site built otherwise) the bulk routes come from the
 * snapshot and every page is read.
 */
export function runPostbuild(clientDir: string, env = readBuildEnv(), host = process.env.NCSR_HOST ?? '', bulk?: KnownBulkPages) {
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
  const bulkRoutes = new Set(
    bulk?.routes ?? [...albums.map((a) => albumHref(a._id)), ...news.map((n) => newsHref(n._id)), ...events.map((e) => eventHref(e._id))],
  )
  const written = new Set(bulk?.files)
  const importsOf = staticImportGraph(clientDir)
  const pages: BuiltPage[] = []
  const facts = emptyFacts()
  if (bulk) mergeFacts(facts, bulk.facts)
  let preloaded = 0
  for (const file of listFiles(clientDir, bulk?.files)) {
    const route = routeForFile(file)
    if (!route) continue
    if (written.has(file)) {
      pages.push({ route, file, html: '' })
      continue
    }
    const read = fs.readFileSync(path.join(clientDir, file), 'utf8')
    const html = withModulePreloads(read, importsOf)
    if (html !== read) {
      fs.writeFileSync(path.join(clientDir, file), html)
      preloaded++
    }
    mergeFacts(facts, pageFacts(file, read))
    pages.push({ route, file, html: bulkRoutes.has(route) ? '' : read })
  }
  // object-src is 'none' (no plugins): an <object>/<embed> PDF would be blocked, an <iframe> is not.
  for (const file of facts.objectPages) {
    console.warn(
      `postbuild: ${file} uses <object>/<embed>, which the CSP (object-src 'none') blocks; embed PDFs with <iframe> (frame-src 'self').`,
    )
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
    scriptHashes: [...facts.scriptHashes],
    frameUrls: [...facts.frameOrigins, ...findMapUrls(CONTENT_DIR), DEFAULT_MAP_URL],
    imageUrls: [...facts.imageOrigins],
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
  const files = listFiles(clientDir, bulk?.files).map((f) => '/' + f)
  write('/_headers', formatHeaders(buildHeaderRules({ csp, routes, files })))

  return { pages: pages.length, preloaded, searchEntries: index.length, searchShards, scriptHashes: facts.scriptHashes.size, metaTagged }
}

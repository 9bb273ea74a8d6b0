// Post-build step (`npm run build` runs it after `vike build`): writes the publishing files into
// <outDir>/client from the built pages, the snapshot and the configuration:
// sitemap.xml, robots.txt, _redirects, _headers, feeds (Atom, iCalendar) and the search index
// (search-index.json and its shards under assets/search/).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readBuildEnv, CONTENT_DIR } from '../../lib/config/buildEnv.ts'
import { site } from '../../lib/content/site.ts'
import { loadSnapshot } from '../../lib/load/snapshot.ts'
import { listBuiltPages, listFiles } from './builtSite.ts'
import { buildCsp, withMetaCsp } from './csp.ts'
import { buildFeeds } from './feeds.ts'
import { buildHeaderRules, formatHeaders } from './headersFile.ts'
import { attrValues, cspHash, extractInlineScripts, isExecutableScriptType } from './html.ts'
import { buildRedirectRules, formatRedirects } from './redirects.ts'
import { buildSearchIndex } from './searchIndex.ts'
import { writeSearchIndex } from './searchShards.ts'
import { schoolYear } from '../../lib/format/date.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'
import { publishVariants } from '../images/run.ts'
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
  const pages = listBuiltPages(clientDir)
  // Module preloads (issue 8). The steps below read text, images, frames and inline scripts, which
  // this leaves as they were, so `pages` keeps the HTML as read (no second copy of every page in memory).
  const importsOf = staticImportGraph(clientDir)
  let preloaded = 0
  for (const page of pages) {
    const html = withModulePreloads(page.html, importsOf)
    if (html === page.html) continue
    fs.writeFileSync(path.join(clientDir, page.file), html)
    preloaded++
  }
  const routes = pages.map((p) => p.route)
  const write = (urlPath: string, body: string) => {
    const file = path.join(clientDir, urlPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }

  const news = byId(loadSnapshot('newsAll', env.dataDir), loadSnapshot('news', env.dataDir))
  const events = byId(loadSnapshot('eventsAll', env.dataDir), loadSnapshot('events', env.dataDir))
  for (const [urlPath, body] of Object.entries(buildFeeds({ news, events, site, env, routes }))) write(urlPath, body)

  const index = buildSearchIndex({
    pages,
    news,
    events,
    albums: loadSnapshot('gallery', env.dataDir),
    toppers: loadSnapshot('toppers', env.dataDir),
    siteName: site.name,
  })
  const searchShards = writeSearchIndex(clientDir, index, undefined, schoolYear(env.now)).shards.length

  write('/sitemap.xml', buildSitemap(routes, env.siteUrl))
  write('/robots.txt', buildRobots(env.siteUrl))
  write('/_redirects', formatRedirects(buildRedirectRules(routes)))

  // Every page's executable inline scripts, hashed; JSON data blocks are not executed.
  const scriptHashes = pages.flatMap((p) => extractInlineScripts(p.html).filter((s) => isExecutableScriptType(s.type)).map((s) => cspHash(s.content)))
  const csp = buildCsp({
    apiBase: env.apiBase,
    formEndpoints: [env.contactFormEndpoint, env.careerFormEndpoint, env.alumniFormEndpoint],
    mediaBase: env.mediaBase,
    scriptHashes,
    frameUrls: [...pages.flatMap((p) => attrValues(p.html, 'iframe', 'src')), ...findMapUrls(CONTENT_DIR), DEFAULT_MAP_URL],
    imageUrls: pages.flatMap((p) => attrValues(p.html, 'img', 'src')),
  })
  // object-src is 'none' (no plugins): an <object>/<embed> PDF would be blocked, an <iframe> is not.
  for (const p of pages.filter((p) => /<(object|embed)\b/i.test(p.html))) {
    console.warn(`postbuild: ${p.file} uses <object>/<embed>, which the CSP (object-src 'none') blocks; embed PDFs with <iframe> (frame-src 'self').`)
  }
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

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const clientDir = path.resolve(process.env.NCSR_OUT_DIR || 'dist', 'client')
  // The image step ran before `vike build`, which emptied dist/client: publish its variants now.
  const published = publishVariants(path.dirname(clientDir))
  console.log(`postbuild: ${published.files} image variant files published`)
  const r = runPostbuild(clientDir, readBuildEnv())
  console.log(`postbuild: ${r.preloaded} pages given module preloads, ${r.pages} pages in sitemap.xml, ${r.searchEntries} search entries in ${r.searchShards} shards, ${r.scriptHashes} inline-script hashes in the CSP${r.metaTagged ? ` (also a <meta> CSP in ${r.metaTagged} pages for NCSR_HOST=github-pages)` : ''}; wrote robots.txt, _redirects, _headers, feeds`)
}

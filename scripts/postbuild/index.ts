// Post-build step (`npm run build` runs it after `vike build`): writes the publishing files into
// <outDir>/client from the built pages, the snapshot and the configuration:
// sitemap.xml, robots.txt, _redirects, _routes.json, _headers, feeds (Atom, iCalendar) and the search index
// (search-index.json and its shards under assets/search/). It fails the build on any page the
// site's policy would break or that runs code we did not write (scripts/postbuild/audit.ts), and on
// any script file outside /assets/.
import fs from 'node:fs'
import path from 'node:path'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { site } from '#lib/content/site.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { listFiles, routeForFile, type BuiltPage } from './builtSite.ts'
import { albumHref } from '#lib/format/url.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { eventsByPageId, newsByPageId } from '#lib/select/permalinks.ts'
import { auditPage, auditPolicy, emptyAudit, mergeAudit, type AuditLog } from './audit.ts'
import { auditTree } from './auditTree.ts'
import { buildCsp, cspConfigFromEnv, type CspConfig } from './csp.ts'
import { FALLBACK_HOST, writeMetaPolicies } from './fallbackHost.ts'
import { buildFeeds } from './feeds.ts'
import { buildHeaderRules, formatHeaders } from './headersFile.ts'
import { buildRedirectRules, formatRedirects } from './redirects.ts'
import { buildRoutesJson, formatRoutesJson } from './routesJson.ts'
import { buildSearchIndex } from './searchIndex.ts'
import { writeSearchIndex } from './searchShards.ts'
import { schoolYear } from '#lib/format/date.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'
import { staticImportGraph, withModulePreloads } from '../../scripts/build/modulePreloads.ts'

/** What the build's bulk step already knows of the bulk pages (scripts/build/bulkPages.ts), so none is read back. */
export interface KnownBulkPages {
  /** Every bulk route, with its trailing slash. */
  routes: readonly string[]
  /** The pages the bulk step wrote (relative, POSIX), each alone in its folder, module preloads included. */
  files: readonly string[]
  /** What the audit found in them (scripts/postbuild/audit.ts), as the bulk step wrote them. */
  audit: AuditLog
}

/** Files the browser would run as script: by their extension, which sets the type the host serves them with. */
const SCRIPT_FILE = /\.(?:m?js|cjs|wasm)$/i

/**
 * Script files outside /assets/ (Vite's bundle) and /admin/ (the editor's own bundle). The policy's
 * script-src 'self' allows any file of the site served as JavaScript; the site's own are only
 * there, so anything else (an upload, a file dropped into public/) fails the build (SECURITY.md).
 */
export function strayScripts(files: readonly string[]): string[] {
  return files.filter((f) => SCRIPT_FILE.test(f) && !f.startsWith('assets/') && !f.startsWith('admin/'))
}

/** Fails with every problem the audit found, each naming its page (the first 50 of them). */
export function failOnAudit(audit: AuditLog, strays: readonly string[]): void {
  const problems = [
    ...strays.map((f) => `${f}: a script file outside /assets/ (the site's own scripts are all bundled there)`),
    ...audit.problems,
  ]
  if (problems.length === 0) return
  throw new Error(
    `postbuild: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the built site that the Content-Security-Policy exists to block (SECURITY.md, "Browser"):\n  ` +
      problems.slice(0, 50).join('\n  ') +
      (problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ''),
  )
}

/**
 * host: NCSR_HOST. 'github-pages' (the fallback host, which ignores _headers) also writes the CSP
 * into every HTML file as a <meta> tag (scripts/postbuild/fallbackHost.ts); any other value or
 * none: the CSP is only in _headers.
 * bulk: from the build's bulk step; without it (a site built otherwise) the bulk routes come from the
 * snapshot and every page is read.
 */
export function runPostbuild(
  clientDir: string,
  env = readBuildEnv(),
  host = process.env.NCSR_HOST ?? '',
  bulk?: KnownBulkPages,
  cspConfig: CspConfig = cspConfigFromEnv(env),
) {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`postbuild: ${clientDir}/index.html is missing; run \`vike build\` first (not \`vite build\`).`)
  }
  // One pass over the built pages, reading each once: module preloads written, the page audited
  // against the policy (every HTML file the bulk step did not write and audit). Only pages the search index reads
  // for their text keep their HTML in memory; the bulk pages (albums, news items, events: thousands)
  // are indexed from the snapshot, so holding their HTML would cost hundreds of MB for nothing.
  // The same records the item pages were written for (lib/select/permalinks.ts): one merge of the two lists.
  const news = [...newsByPageId(env.dataDir).values()]
  const events = [...eventsByPageId(env.dataDir).values()]
  const albums = loadSnapshot('gallery', env.dataDir)
  const bulkRoutes = new Set(
    bulk?.routes ?? [...albums.map((a) => albumHref(a._id)), ...news.map((n) => newsHref(n._id)), ...events.map((e) => eventHref(e._id))],
  )
  const written = new Set(bulk?.files)
  const importsOf = staticImportGraph(clientDir)
  const pages: BuiltPage[] = []
  const policy = auditPolicy(cspConfig)
  const audit = emptyAudit()
  if (bulk) mergeAudit(audit, bulk.audit)
  let preloaded = 0
  for (const file of listFiles(clientDir, bulk?.files)) {
    const route = routeForFile(file)
    if (written.has(file)) {
      if (route) pages.push({ route, file, html: '' })
      continue
    }
    // Every page the build writes, 404.html and any HTML file public/ brought included: the pages our
    // renderer wrote by the fast scanner, any other HTML as parse5 reads it.
    if (!file.endsWith('.html')) continue
    const read = fs.readFileSync(path.join(clientDir, file), 'utf8')
    if (route || file === '404.html') auditPage(file, read, policy, audit)
    else auditTree(file, read, policy, audit)
    if (!route) continue
    const html = withModulePreloads(read, importsOf)
    if (html !== read) {
      fs.writeFileSync(path.join(clientDir, file), html)
      preloaded++
    }
    pages.push({ route, file, html: bulkRoutes.has(route) ? '' : read })
  }
  // Before anything is published from these pages.
  failOnAudit(audit, strayScripts(listFiles(clientDir, bulk?.files)))
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
  write('/_routes.json', formatRoutesJson(buildRoutesJson()))

  const csp = buildCsp(cspConfig)
  // The fallback host: the policy in every HTML file it serves, 404.html, public/'s and the editor's included.
  const metaTagged = host === FALLBACK_HOST ? writeMetaPolicies(clientDir, csp, listFiles(clientDir, bulk?.files)) : 0
  // After every other file is written, so the Cache-Control rules see them all.
  const files = listFiles(clientDir, bulk?.files).map((f) => '/' + f)
  write('/_headers', formatHeaders(buildHeaderRules({ csp, routes, files })))

  return {
    pages: pages.length,
    preloaded,
    searchEntries: index.length,
    searchShards,
    audited: audit.pages,
    /** Of them, read by parse5 (scripts/postbuild/auditTree.ts). */
    parsed: audit.parsed,
    scriptHashes: cspConfig.inlineScripts.length,
    metaTagged,
    /** The site's policy, for HTML written after this step (the editor's page). */
    csp,
  }
}

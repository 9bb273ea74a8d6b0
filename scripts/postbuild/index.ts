// The publish step of `npm run build` (docs/architecture.md "The build", step 4), once Vike has
// written every page: one pass over the built HTML, each file read once and parsed once by parse5
// (scripts/postbuild/readPage.ts), which audits it against the site's policy, sets its module scripts
// (scripts/postbuild/modulePreloads.ts), writes the policy into it as a <meta> tag for the fallback
// host, and keeps what the search index shows of it; then the publishing files, from the pages, the
// snapshot and the configuration: sitemap.xml, robots.txt, _redirects, _routes.json, _headers, feeds
// (Atom, iCalendar) and the search index (search-index.json and its shards under assets/search/).
// It fails the build on any page the site's policy would break or that runs code we did not write
// (scripts/postbuild/auditRules.ts), and on any script file outside /assets/.
import fs from 'node:fs'
import path from 'node:path'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { site } from '#lib/content/site.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { EDITOR_DIR, listFiles, routeForFile, type BuiltPage } from './builtSite.ts'
import { eventsByPageId, newsByPageId } from '#lib/select/permalinks.ts'
import { auditPolicy } from './auditRules.ts'
import { FALLBACK_HOST, buildCsp, cspConfigFromEnv, withMetaCsp, type CspConfig } from './csp.ts'
import { buildFeeds } from './feeds.ts'
import { buildHeaderRules, formatHeaders } from './headersFile.ts'
import { buildRedirectRules, formatRedirects } from './redirects.ts'
import { buildRoutesJson, formatRoutesJson } from './routesJson.ts'
import { buildSearchIndex } from './searchIndex.ts'
import { writeSearchIndex } from './searchShards.ts'
import { schoolYear } from '#lib/format/date.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'
import { moduleScripts, readManifestFile } from './modulePreloads.ts'
import { readPage } from './readPage.ts'

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
export function failOnAudit(pageProblems: readonly string[], strays: readonly string[]): void {
  const problems = [
    ...strays.map((f) => `${f}: a script file outside /assets/ (the site's own scripts are all bundled there)`),
    ...pageProblems,
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
 * into every HTML file as a <meta> tag (the first after <meta charset>: scripts/postbuild/csp.ts);
 * any other value or none: the CSP is only in _headers.
 */
export function runPostbuild(
  clientDir: string,
  env = readBuildEnv(),
  host = process.env.NCSR_HOST ?? '',
  cspConfig: CspConfig = cspConfigFromEnv(env),
) {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`postbuild: ${clientDir}/index.html is missing; run \`vike build\` first (not \`vite build\`).`)
  }
  const csp = buildCsp(cspConfig)
  const policy = auditPolicy(cspConfig)
  const manifest = path.join(clientDir, '..', 'assets.json')
  const setScripts = moduleScripts(fs.existsSync(manifest) ? readManifestFile(manifest) : null)
  // Every HTML file the build wrote (the editor's aside: its own step writes it), 404.html and any
  // public/ brought included, is audited and gets its scripts; the pages (ROUTE/index.html) are
  // summarised for the search index.
  const files = listFiles(clientDir)
  const pages: BuiltPage[] = []
  const problems: string[] = []
  let rewritten = 0
  for (const file of files) {
    if (!/\.html?$/i.test(file) || file.startsWith(EDITOR_DIR)) continue
    const full = path.join(clientDir, file)
    const read = fs.readFileSync(full, 'utf8')
    const facts = readPage(file, read, policy)
    problems.push(...facts.problems)
    const route = routeForFile(file)
    let html = setScripts(read, facts)
    if (host === FALLBACK_HOST) html = withMetaCsp(html, csp)
    if (html !== read) {
      fs.writeFileSync(full, html)
      rewritten++
    }
    if (route) pages.push({ route, file, title: facts.title, h1: facts.h1, firstParagraph: facts.firstParagraph })
  }
  // Before anything is published from these pages.
  failOnAudit(problems, strayScripts(files))
  const routes = pages.map((p) => p.route)
  const write = (urlPath: string, body: string) => {
    const file = path.join(clientDir, urlPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }
  // The same records the item pages were written for (lib/select/permalinks.ts): one merge of the two lists.
  const news = [...newsByPageId(env.dataDir).values()]
  const events = [...eventsByPageId(env.dataDir).values()]
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
  write('/_routes.json', formatRoutesJson(buildRoutesJson()))
  // After every other file is written, so the Cache-Control rules see them all.
  write('/_headers', formatHeaders(buildHeaderRules({ csp, routes, files: listFiles(clientDir).map((f) => '/' + f) })))

  return {
    pages: pages.length,
    rewritten,
    searchEntries: index.length,
    searchShards,
    scriptHashes: cspConfig.inlineScripts.length,
    /** The site's policy, for HTML written after this step (the editor's page). */
    csp,
  }
}

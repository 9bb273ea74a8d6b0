// The built site served where speed is all that matters (docs/operations.md "Serving the build"):
// `npm start`, the Playwright suite's pages, the bench, the data lane's look, screenshots. Vite's
// preview server (https://vite.dev/guide/api-javascript#preview: sirv, gzip, ETag, HEAD, ranges) with
// the two answers of a static host the pages rely on: pretty URLs and the site's 404 page. What the
// host does with _headers, _redirects and functions/ is checked in the host's own runtime instead
// (scripts/lib/pagesDev.ts), never imitated here. Listens on 127.0.0.1 unless told otherwise.
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { preview, type Connect, type Plugin } from 'vite'
import { FEED_CONTENT_TYPES } from '#lib/feeds/feedPaths.ts'

export interface PreviewServer {
  url: string
  close(): Promise<void>
}

export interface PreviewServerOptions {
  root: string
  port?: number
  host?: string
  /**
   * `Cache-Control: public, max-age=31536000, immutable` on /assets/ (hashed file names), as the
   * build's _headers asks of the host; the bench's Lighthouse runs serve the site so.
   */
  immutableAssets?: boolean
}

export const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable'

/**
 * The file a URL path names, as the static hosts resolve it: the path itself, `PATH/index.html`
 * (/about and /about/), then `PATH.html`; null for none or for a path out of root. The link check
 * (scripts/ci/localLinks.ts) resolves with it too, so a link it passes is one this server answers.
 */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const target = path.resolve(root, '.' + path.posix.normalize('/' + decoded))
  if (target !== root && !target.startsWith(root + path.sep)) return null
  for (const candidate of [target, path.join(target, 'index.html'), target + '.html']) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate
  }
  return null
}

export async function startPreviewServer(opts: PreviewServerOptions): Promise<PreviewServer> {
  const root = path.resolve(opts.root)
  const host = opts.host ?? '127.0.0.1'
  const server = await preview({
    configFile: false,
    envDir: false,
    // Vite's root is only where it would look for config; the folder above keeps it off the served one.
    root: path.dirname(root),
    // appType custom: none of Vite's HTML handling (its fallback knows /about/ but not /about, and
    // its 404 is empty); sirv serves the files and the plugin below the rest.
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    build: { outDir: root },
    // cors false: no Access-Control-Allow-Origin, which no host of the site sends.
    preview: { host, port: opts.port ?? 0, strictPort: true, cors: false },
    plugins: [staticHost(root, opts.immutableAssets ?? false)],
  })
  const { port } = server.httpServer.address() as AddressInfo
  return { url: `http://${host}:${port}`, close: () => server.close() }
}

/** Pretty URLs before Vite's static middleware, the site's 404.html after it. */
function staticHost(root: string, immutableAssets: boolean): Plugin {
  const notFound = path.join(root, '404.html')
  return {
    name: 'ncsr:static-host',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // sirv pipes a file into the answer with no error listener on the file, so a file that
        // vanishes or cannot be read between its lookup and its read (a build rewriting the folder)
        // would end the process: the answer is cut off instead, and the server goes on.
        res.once('pipe', (file) => file.once('error', () => res.destroy()))
        const url = new URL(req.url ?? '/', 'http://x')
        if (immutableAssets && url.pathname.startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE_ASSETS)
        // The feeds' types, as _headers gives them on the host (sirv keeps a Content-Type set before it).
        const feedType = FEED_CONTENT_TYPES.get(url.pathname)
        if (feedType) res.setHeader('Content-Type', feedType)
        // sirv under Vite is told no extensions, so /about and /about/ are rewritten to the file.
        const file = resolveFile(root, url.pathname)
        if (file?.endsWith(path.sep + 'index.html') && !url.pathname.endsWith('index.html'))
          req.url = url.pathname.replace(/\/?$/, '/index.html') + url.search
        else if (file?.endsWith('.html') && !url.pathname.endsWith('.html')) req.url = url.pathname + '.html' + url.search
        next()
      })
      return () => server.middlewares.use(siteNotFound(notFound))
    },
  }
}

function siteNotFound(file: string): Connect.NextHandleFunction {
  return (_req, res) => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(fs.existsSync(file) ? fs.readFileSync(file) : 'Not found')
  }
}

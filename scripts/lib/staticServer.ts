// A small static file server for dist/client (npm start, tests). Listens on 127.0.0.1 only.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { pipeline } from 'node:stream'
import type { AddressInfo } from 'node:net'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export interface StaticServerOptions {
  root: string
  port?: number
  host?: string
  /** Extra response headers per request path (tests use it to apply _headers). */
  headersFor?: (urlPath: string) => Record<string, string>
  /** A redirect for the request, as a host applying _redirects would send (the deploy smoke test). */
  redirectFor?: (url: URL) => { status: number; location: string } | null
  /**
   * Gzip text responses when the client accepts it, as the production hosts (Netlify, Cloudflare
   * Pages) do; the bench's Lighthouse figures would otherwise describe a server the site never has.
   */
  gzip?: boolean
}

/** Resolves a URL path to a file inside root: /about -> about/index.html; never escapes root. */
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

export function startStaticServer(opts: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(opts.root)
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const extra = opts.headersFor?.(url.pathname) ?? {}
    const redirect = opts.redirectFor?.(url)
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.location, ...extra })
      res.end()
      return
    }
    // /about and /about/ both serve about/index.html, as static hosts do.
    const file = resolveFile(root, url.pathname)
    if (!file) return notFound(res, root, extra)
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const compress = opts.gzip && /text|javascript|json|svg|xml/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))
    // The status is sent once the file is open: a file removed since resolveFile (a build writing
    // the folder meanwhile) is a 404 and one that cannot be read a 500, and neither ends the server.
    const stream = fs.createReadStream(file)
    stream.once('error', (e: NodeJS.ErrnoException) => {
      if (res.headersSent) return void res.destroy()
      if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return notFound(res, root, extra)
      res.writeHead(500, { 'content-type': TYPES['.txt']!, ...extra })
      res.end(`Could not read ${url.pathname}: ${e.code ?? e.message}`)
    })
    stream.once('open', () => {
      res.writeHead(200, { 'content-type': type, ...(compress ? { 'content-encoding': 'gzip' } : {}), ...extra })
      if (req.method === 'HEAD') {
        stream.destroy()
        return void res.end()
      }
      // pipeline: an error halfway, or a visitor who leaves, closes the file and the response.
      const done = () => undefined
      if (compress) pipeline(stream, zlib.createGzip(), res, done)
      else pipeline(stream, res, done)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections()
            server.close(() => r())
          }),
      })
    })
  })
}

/** 404 with the site's own 404.html, as the static hosts answer. */
function notFound(res: http.ServerResponse, root: string, extra: Record<string, string>): void {
  res.writeHead(404, { 'content-type': TYPES['.html']!, ...extra })
  try {
    res.end(fs.readFileSync(path.join(root, '404.html')))
  } catch {
    res.end('Not found')
  }
}

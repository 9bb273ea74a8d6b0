// A small static file server for dist/client (npm start, tests). Listens on 127.0.0.1 only.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
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
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
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
    if (!file) {
      const notFound = path.join(root, '404.html')
      res.writeHead(404, { 'content-type': TYPES['.html']!, ...extra })
      res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found')
      return
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const compress = opts.gzip && /text|javascript|json|svg|xml/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))
    res.writeHead(200, { 'content-type': type, ...(compress ? { 'content-encoding': 'gzip' } : {}), ...extra })
    if (req.method === 'HEAD') return res.end()
    const stream = fs.createReadStream(file)
    if (compress) stream.pipe(zlib.createGzip()).pipe(res)
    else stream.pipe(res)
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

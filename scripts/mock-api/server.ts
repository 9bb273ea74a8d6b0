// A local stand-in for the school's API (spec §7) and the three external form endpoints, for
// development and tests. Serves fixture files, answers CORS preflights, records what is posted,
// and lets tests inject faults through /__mock/* control routes.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import { endpoints } from '#lib/endpoints.ts'
import { ADMISSION_PATH } from '#lib/forms/admission.ts'
import { TC_PATH } from '#lib/forms/tc.ts'

/** A fault a test injects (POST /__mock/fault or setFault); checked, so a typo is a 400, not a fault that never fires. */
export const faultSchema = z.strictObject({
  /** Exact request path (without query) the fault applies to. */
  path: z.string().startsWith('/'),
  /** Answer with this status instead of the normal response. */
  status: z.number().int().min(100).max(599).optional(),
  /** Wait this long before answering. */
  delayMs: z.number().nonnegative().optional(),
  /** Answer with this raw body (e.g. invalid JSON). */
  body: z.string().optional(),
  contentType: z.string().optional(),
  /** Destroy the socket instead of answering. */
  reset: z.boolean().optional(),
  /** Send the first half of the normal body, then destroy the socket (a truncated answer). */
  truncate: z.boolean().optional(),
  /** Extra response headers, e.g. { "retry-after": "2" } with status 429. */
  headers: z.record(z.string(), z.string()).optional(),
  /** How many requests it applies to; unlimited when absent. */
  times: z.number().int().positive().optional(),
  /**
   * Only requests whose body holds this text (a test's own marker): tests in parallel workers post
   * to the same form endpoint, and a fault meant for one must never meet another's request.
   */
  bodyIncludes: z.string().optional(),
})
export type Fault = z.infer<typeof faultSchema>

/** The fault a request body holds, or what is wrong with it in one line per field (`times: Too small: …`). */
function faultProblem(body: string): { fault: Fault } | { problem: string } {
  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch (e) {
    return { problem: `the fault is not JSON: ${(e as Error).message}` }
  }
  const parsed = faultSchema.safeParse(raw)
  if (parsed.success) return { fault: parsed.data }
  return { problem: parsed.error.issues.map((i) => `${i.path.join('.') || '(fault)'}: ${i.message}`).join('; ') }
}

export interface ReceivedRequest {
  method: string
  path: string
  query: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface MockApi {
  url: string
  received: ReceivedRequest[]
  setFault(fault: Fault): void
  reset(): void
  close(): Promise<void>
}

export interface MockApiOptions {
  /** Folder holding one JSON file per endpoint, named as in lib/endpoints.ts. */
  fixtureDir: string
  port?: number
  host?: string
  /**
   * Folder whose files `/api/image/{path}` serves (default `public/api-image`, where the embedded
   * snapshot's placeholders live); a path with no file there gets a tiny JPEG.
   */
  imageDir?: string
  /**
   * Answers image requests itself (`/api/image/*` and the media host's `/public/Images/*`) before
   * imageDir: the real-media bench serves generated camera photos and scans this way. null: not handled.
   */
  imageFor?: (pathname: string) => { bytes: Buffer; type: string } | null
  /**
   * Check bearer tokens as the school's API is expected to (SECURITY.md "Tokens"): the list endpoints
   * lib/endpoints.ts marks `auth` accept only `sync`, the admission and TC posts only `form`; any
   * other token or none gets 401. Unset: every request is answered, whatever it sends.
   */
  tokens?: { sync: string; form: string }
}

// A 1x1 JPEG, served for every /api/image/ path that has no fixture file.
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

// A small decodable photo (64x48, 4:3) for every /api/image/ path with no fixture file: the build's
// image step sizes it like a real one (the 1x1 above is not a complete JPEG for libvips). Made once.
let small: Promise<Buffer> | undefined
const smallJpeg = () =>
  (small ??= import('sharp')
    .then(({ default: sharp }) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#8aa4c8' } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    )
    .catch(() => TINY_JPEG))

/** The two posts the browser sends with the form token (spec §7). */
const FORM_PATHS = new Set([ADMISSION_PATH, TC_PATH])

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
}

export function startMockApi(opts: MockApiOptions): Promise<MockApi> {
  const received: ReceivedRequest[] = []
  let faults: Fault[] = []
  const listFiles = new Map(Object.values(endpoints).map((e) => [e.path, e.file]))
  const syncOnly = new Set(Object.values(endpoints).flatMap((e) => (e.auth ? [e.path] : [])))
  /** The token a request must carry, or null when the path needs none (or tokens are not checked). */
  const tokenFor = (method: string, pathname: string): string | null => {
    if (!opts.tokens) return null
    if (method === 'GET' && syncOnly.has(pathname)) return opts.tokens.sync
    if (method === 'POST' && FORM_PATHS.has(pathname)) return opts.tokens.form
    return null
  }
  const imageDir = path.resolve(opts.imageDir ?? 'public/api-image')

  /** A list endpoint's fixture bytes ('[]' when the file is absent); null for other paths. */
  function listBody(pathname: string): Buffer | null {
    const name = listFiles.get(pathname)
    if (!name) return null
    const file = path.join(opts.fixtureDir, name)
    return fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from('[]')
  }

  function readList(name: string): unknown[] {
    try {
      const body = JSON.parse(fs.readFileSync(path.join(opts.fixtureDir, name), 'utf8')) as unknown
      const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data
      return Array.isArray(list) ? list : []
    } catch {
      return []
    }
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')

    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end()

    // Control routes for tests.
    if (url.pathname === '/__mock/received') return json(res, 200, received)
    if (url.pathname === '/__mock/reset') {
      received.length = 0
      faults = []
      return json(res, 200, { ok: true })
    }
    if (url.pathname === '/__mock/fault' && req.method === 'POST') {
      const read = faultProblem(body)
      if ('problem' in read) return json(res, 400, { message: read.problem })
      faults.push(read.fault)
      return json(res, 200, { ok: true })
    }

    received.push({ method: req.method ?? 'GET', path: url.pathname, query: url.search, headers: req.headers, body })

    const faultIndex = faults.findIndex((f) => f.path === url.pathname && (f.bodyIncludes === undefined || body.includes(f.bodyIncludes)))
    const fault = faults[faultIndex]
    if (fault) {
      if (fault.times !== undefined && --fault.times <= 0) faults.splice(faultIndex, 1)
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs))
      if (fault.reset) return void req.socket.destroy()
      if (fault.truncate) {
        const full = listBody(url.pathname) ?? Buffer.from('[]')
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(full.length), ...CORS })
        res.write(full.subarray(0, Math.floor(full.length / 2)))
        return void setTimeout(() => req.socket.destroy(), 20)
      }
      if (fault.status !== undefined || fault.body !== undefined) {
        res.writeHead(fault.status ?? 200, { 'content-type': fault.contentType ?? 'application/json', ...CORS, ...fault.headers })
        return void res.end(fault.body ?? '')
      }
    }

    const token = tokenFor(req.method ?? 'GET', url.pathname)
    if (token !== null && req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { message: 'Unauthorized' })

    const list = req.method === 'GET' ? listBody(url.pathname) : null
    if (list) {
      // The fixture's bytes as they are, so fixtures can hold `{ "data": [...] }` or deliberately broken bodies.
      res.writeHead(200, { 'content-type': 'application/json', ...CORS })
      return void res.end(list)
    }
    if (req.method === 'GET' && url.pathname === '/api/subGallery') {
      const item = readList(endpoints.gallery.file).find((g) => (g as { _id?: unknown })._id === url.searchParams.get('id'))
      return item ? json(res, 200, item) : json(res, 404, { message: 'Not found' })
    }
    const own =
      req.method === 'GET' && (url.pathname.startsWith('/api/image/') || url.pathname.startsWith('/public/Images/'))
        ? opts.imageFor?.(url.pathname)
        : null
    if (own) {
      res.writeHead(200, { 'content-type': own.type, 'content-length': String(own.bytes.length), ...CORS })
      return void res.end(own.bytes)
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/image/')) {
      const image = readImage(imageDir, url.pathname.slice('/api/image/'.length))
      res.writeHead(200, { 'content-type': image?.type ?? 'image/jpeg', ...CORS })
      return void res.end(image?.bytes ?? (await smallJpeg()))
    }
    if (req.method === 'POST' && url.pathname === ADMISSION_PATH) return json(res, 200, { success: true })
    if (req.method === 'POST' && url.pathname === TC_PATH) return json(res, 200, { data: 'tc/sample-tc.jpg' })
    // Stand-ins for the external contact, career and alumni script endpoints.
    if (req.method === 'POST' && url.pathname.startsWith('/external/')) return json(res, 200, { result: 'success' })
    json(res, 404, { message: 'Not found' })
  }

  // Whatever fails in one request (a body cut off by its client, a fixture that cannot be read) ends
  // that request, never the process: the mock runs inside the test runner, for every test.
  const server = http.createServer((req, res) => {
    answer(req, res).catch((e: unknown) => {
      if (res.headersSent) return void res.destroy()
      json(res, 500, { message: `mock API: ${(e as Error).message}` })
    })
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        received,
        setFault: (f) => void faults.push(f),
        reset: () => {
          received.length = 0
          faults = []
        },
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections()
            server.close(() => r())
          }),
      })
    })
  })
}

function json(res: http.ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', ...CORS })
  res.end(JSON.stringify(value))
}

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

/** The file under dir named by an /api/image/ path, never outside dir. */
function readImage(dir: string, urlPath: string): { bytes: Buffer; type: string } | null {
  let rel: string
  try {
    rel = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const file = path.resolve(dir, rel)
  if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return null
  return { bytes: fs.readFileSync(file), type: IMAGE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' }
}

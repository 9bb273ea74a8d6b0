// The page server of `npm start`, the end-to-end suite and the bench (scripts/lib/previewServer.ts):
// the hosts' pretty URLs and 404 page on Vite's preview server, and a server that outlives a failed read.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE_ASSETS, resolveFile, startPreviewServer, type PreviewServer } from '#scripts/lib/previewServer.ts'

let root: string
let server: PreviewServer
const realCreateReadStream = fs.createReadStream
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-preview-'))
  fs.mkdirSync(path.join(root, 'about'))
  fs.mkdirSync(path.join(root, 'assets'))
  fs.writeFileSync(path.join(root, 'about', 'index.html'), '<h1>About</h1>')
  fs.writeFileSync(path.join(root, 'feed.html'), '<h1>Feed</h1>')
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page not found</h1>')
  fs.writeFileSync(path.join(root, 'assets', 'entry-abc.js'), 'console.log(1)\n'.repeat(200))
  server = await startPreviewServer({ root, immutableAssets: true })
})
afterAll(async () => {
  await server.close()
  fs.rmSync(root, { recursive: true, force: true })
})
afterEach(() => {
  fs.createReadStream = realCreateReadStream
  syncBuiltinESMExports()
})

/**
 * The next file read, whichever way the library imported node:fs, is `replacement` (the module's
 * named exports are synced with the object's properties, as Node documents for syncBuiltinESMExports).
 */
function failNextRead(replacement: (file: string) => Readable) {
  fs.createReadStream = ((file: string) => {
    fs.createReadStream = realCreateReadStream
    syncBuiltinESMExports()
    return replacement(file)
  }) as typeof fs.createReadStream
  syncBuiltinESMExports()
}

const get = (p: string, init?: RequestInit) => fetch(server.url + p, init)
/** The server still answers. */
const stillServes = async () => expect(await (await get('/about/')).text()).toBe('<h1>About</h1>')

describe('startPreviewServer', () => {
  it('serves /about and /about/ from about/index.html, /feed from feed.html, and 404.html with 404 for what is not there', async () => {
    for (const p of ['/about', '/about/', '/about/index.html']) expect(await (await get(p)).text(), p).toBe('<h1>About</h1>')
    expect(await (await get('/feed')).text()).toBe('<h1>Feed</h1>')
    for (const p of ['/nothing/', '/about/nothing', '/../etc/passwd', '/%2e%2e/etc/passwd']) {
      const missing = await get(p)
      expect([missing.status, missing.headers.get('content-type'), await missing.text()], p).toEqual([
        404,
        'text/html; charset=utf-8',
        '<h1>Page not found</h1>',
      ])
    }
    const head = await get('/about/', { method: 'HEAD' })
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'text/html;charset=utf-8'])
  })

  it('gzips text when asked, keeps a query string, and sends hashed assets as immutable when told to', async () => {
    const asset = await get('/assets/entry-abc.js?v=1', { headers: { 'accept-encoding': 'gzip' } })
    expect([asset.status, asset.headers.get('content-encoding'), asset.headers.get('cache-control')]).toEqual([
      200,
      'gzip',
      IMMUTABLE_ASSETS,
    ])
    expect(await asset.text()).toBe('console.log(1)\n'.repeat(200))
    expect((await get('/about/?q=1')).headers.get('cache-control')).toBe('no-cache')
    expect(await (await get('/about?q=1')).text()).toBe('<h1>About</h1>')
  })

  it('cuts off the answer of a file removed after it was found, and goes on serving', async () => {
    fs.writeFileSync(path.join(root, 'gone.txt'), 'soon gone')
    failNextRead((file) => {
      fs.rmSync(file)
      return realCreateReadStream(file)
    })
    await expect(get('/gone.txt').then((r) => r.text())).rejects.toThrow()
    await stillServes()
  })

  it('cuts off the answer of a file it cannot read, and goes on serving', async () => {
    fs.writeFileSync(path.join(root, 'locked.txt'), 'secret')
    failNextRead(() => {
      const denied = Object.assign(new Error("EACCES: permission denied, open 'locked.txt'"), { code: 'EACCES' })
      const stream = new Readable({ read() {} })
      process.nextTick(() => stream.destroy(denied))
      return stream
    })
    await expect(get('/locked.txt').then((r) => r.text())).rejects.toThrow()
    await stillServes()
  })

  it('closes the answer of a file whose read fails halfway, and goes on serving', async () => {
    fs.writeFileSync(path.join(root, 'broken.txt'), 'x'.repeat(1 << 20))
    failNextRead((file) => {
      const stream = realCreateReadStream(file)
      stream.once('open', () => stream.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })))
      return stream
    })
    await expect(get('/broken.txt').then((r) => r.text())).rejects.toThrow()
    await stillServes()
  })
})

describe('resolveFile', () => {
  it('finds a path, its index.html, then its .html, and nothing outside the root', () => {
    expect(resolveFile(root, '/about')).toBe(path.join(root, 'about', 'index.html'))
    expect(resolveFile(root, '/about/')).toBe(path.join(root, 'about', 'index.html'))
    expect(resolveFile(root, '/feed')).toBe(path.join(root, 'feed.html'))
    expect(resolveFile(root, '/404.html')).toBe(path.join(root, '404.html'))
    for (const p of ['/nothing', '/../' + path.basename(root) + '/404.html', '/%E0%A4%A']) expect(resolveFile(root, p), p).toBeNull()
  })
})

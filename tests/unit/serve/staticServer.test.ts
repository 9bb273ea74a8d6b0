// The static server of `npm start` and the end-to-end tests (scripts/lib/staticServer.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startStaticServer, type StaticServer } from '#scripts/lib/staticServer.ts'

let root: string
let server: StaticServer
const realCreateReadStream = fs.createReadStream
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-static-'))
  fs.mkdirSync(path.join(root, 'about'))
  fs.writeFileSync(path.join(root, 'about', 'index.html'), '<h1>About</h1>')
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page not found</h1>')
  server = await startStaticServer({ root, gzip: true })
})
afterAll(async () => {
  await server.close()
  fs.rmSync(root, { recursive: true, force: true })
})
afterEach(() => vi.restoreAllMocks())

const get = (p: string) => fetch(server.url + p)
/** The server still answers. */
const stillServes = async () => expect(await (await get('/about/')).text()).toBe('<h1>About</h1>')

describe('startStaticServer', () => {
  it('serves /about and /about/ from about/index.html, gzipped when asked, and 404.html for what is not there', async () => {
    for (const p of ['/about', '/about/']) expect(await (await get(p)).text()).toBe('<h1>About</h1>')
    const missing = await get('/nothing/')
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>Page not found</h1>'])
    const head = await fetch(server.url + '/about/', { method: 'HEAD' })
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
  })

  it('answers 404 for a file removed after it was found, and goes on serving', async () => {
    fs.writeFileSync(path.join(root, 'gone.txt'), 'soon gone')
    vi.spyOn(fs, 'createReadStream').mockImplementationOnce(((file: string) => {
      fs.rmSync(file)
      return realCreateReadStream(file)
    }) as typeof fs.createReadStream)
    const res = await get('/gone.txt')
    expect([res.status, await res.text()]).toEqual([404, '<h1>Page not found</h1>'])
    await stillServes()
  })

  it('answers 500 for a file it cannot read, and goes on serving', async () => {
    fs.writeFileSync(path.join(root, 'locked.txt'), 'secret')
    vi.spyOn(fs, 'createReadStream').mockImplementationOnce((() => {
      const denied = Object.assign(new Error("EACCES: permission denied, open 'locked.txt'"), { code: 'EACCES' })
      const stream = new Readable({ read() {} })
      process.nextTick(() => stream.destroy(denied))
      return stream
    }) as unknown as typeof fs.createReadStream)
    const res = await get('/locked.txt')
    expect([res.status, await res.text()]).toEqual([500, 'Could not read /locked.txt: EACCES'])
    await stillServes()
  })

  it('closes the answer of a file whose read fails halfway, and goes on serving', async () => {
    fs.writeFileSync(path.join(root, 'broken.txt'), 'x'.repeat(1 << 20))
    vi.spyOn(fs, 'createReadStream').mockImplementationOnce(((file: string) => {
      const stream = realCreateReadStream(file)
      stream.once('open', () => stream.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })))
      return stream
    }) as typeof fs.createReadStream)
    await expect(get('/broken.txt').then((r) => r.text())).rejects.toThrow()
    await stillServes()
  })
})
